import { describe, expect, it } from 'vitest';
import { NEW_DESTINATION } from './destination';
import {
  irtWithdrawRequest,
  savedAddressRequest,
  savedIbanRequest,
  usdtWithdrawRequest,
} from './withdrawRequests';

describe('irtWithdrawRequest', () => {
  it('sends a saved IBAN by its id only, with the code', () => {
    expect(
      irtWithdrawRequest(
        {
          destination: '7',
          owner_name: '',
          iban: 'leftover',
          save: true,
          amount: '5000000',
          totp_code: '492817',
        },
        [7],
      ),
    ).toEqual({ amount: '5000000', saved_iban_id: 7, totp_code: '492817' });
  });

  it('sends a pasted IBAN in the contract form', () => {
    expect(
      irtWithdrawRequest(
        {
          destination: NEW_DESTINATION,
          owner_name: 'سارا',
          iban: 'ir۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲',
          save: false,
          amount: '00150000',
          totp_code: '730156',
        },
        [7],
      ),
    ).toEqual({ amount: '150000', iban: 'IR820540102680020817909002', totp_code: '730156' });
  });
});

describe('usdtWithdrawRequest', () => {
  it('sends a new address with its network, and drops trailing zeros of the amount', () => {
    expect(
      usdtWithdrawRequest(
        {
          destination: NEW_DESTINATION,
          label: '',
          address: ' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE\n',
          save: false,
          amount: '12.50',
          totp_code: '492817',
        },
        [],
      ),
    ).toEqual({
      amount: '12.5',
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      totp_code: '492817',
    });
  });

  it('sends a saved address by its id only', () => {
    expect(
      usdtWithdrawRequest(
        { destination: '3', label: '', address: '', save: false, amount: '150', totp_code: '492817' },
        [3],
      ),
    ).toEqual({ amount: '150', saved_address_id: 3, totp_code: '492817' });
  });
});

describe('the saved destination requests', () => {
  it('trims the owner and puts a pasted IBAN in the contract form', () => {
    expect(savedIbanRequest({ owner_name: '  سارا ', iban: 'ir۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲' })).toEqual({
      owner_name: 'سارا',
      iban: 'IR820540102680020817909002',
    });
  });

  it('sends a label only when one was given', () => {
    const address = 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio';
    expect(savedAddressRequest({ label: '   ', address: ` ${address} ` })).toEqual({
      network: 'TRC20',
      address,
    });
    expect(savedAddressRequest({ label: ' Ledger ', address })).toEqual({
      network: 'TRC20',
      address,
      label: 'Ledger',
    });
  });
});
