import { describe, expect, it } from 'vitest';
import { NEW_DESTINATION } from './destination';
import { validateIrtWithdraw, type IrtWithdrawValues } from './validateIrtWithdraw';
import { validateSavedAddress } from './validateSavedAddress';
import { validateSavedIban } from './validateSavedIban';
import { validateUsdtWithdraw, type UsdtWithdrawValues } from './validateUsdtWithdraw';

const limits = { available: '125000000', min_amount: '100000', fee: '0', remaining_today: '1000000000' };
const usdtLimits = { available: '1250.5', min_amount: '10', fee: '1', remaining_today: '9850' };

const irt = (values: Partial<IrtWithdrawValues>): IrtWithdrawValues => ({
  destination: NEW_DESTINATION,
  owner_name: '',
  iban: '',
  save: false,
  amount: '5000000',
  ...values,
});
const usdt = (values: Partial<UsdtWithdrawValues>): UsdtWithdrawValues => ({
  destination: NEW_DESTINATION,
  label: '',
  address: '',
  save: false,
  amount: '150',
  ...values,
});

describe('validateIrtWithdraw', () => {
  it('takes a saved IBAN by id, without the new IBAN fields', () => {
    expect(validateIrtWithdraw(irt({ destination: '7' }), { savedIds: [7, 8], limits })).toEqual({});
  });

  it('refuses a saved IBAN that is gone', () => {
    expect(validateIrtWithdraw(irt({ destination: '9' }), { savedIds: [7], limits })).toEqual({
      destination: 'validation.ibanChoiceRequired',
    });
  });

  it('checks a new IBAN, and its owner only when it is to be saved', () => {
    const pasted = 'ir82 0540 1026 8002 0817 9090 02';
    expect(validateIrtWithdraw(irt({ iban: pasted }), { savedIds: [], limits })).toEqual({});
    expect(validateIrtWithdraw(irt({ iban: pasted, save: true }), { savedIds: [], limits })).toEqual({
      owner_name: 'validation.ownerNameRequired',
    });
    expect(
      validateIrtWithdraw(irt({ iban: 'IR820540102680020817909003', amount: '' }), { savedIds: [], limits }),
    ).toEqual({ iban: 'validation.ibanChecksum', amount: 'validation.amountRequired' });
  });
});

describe('validateUsdtWithdraw', () => {
  it('checks a new address and the amount', () => {
    expect(
      validateUsdtWithdraw(usdt({ address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }), {
        savedIds: [],
        limits: usdtLimits,
      }),
    ).toEqual({});
    expect(
      validateUsdtWithdraw(
        usdt({ address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', amount: '1.2345' }),
        {
          savedIds: [],
          limits: usdtLimits,
        },
      ),
    ).toEqual({ address: 'validation.addressInvalid', amount: 'validation.amountDecimals' });
  });

  it('checks the label only when saving', () => {
    const values = usdt({ address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'x'.repeat(31) });
    expect(validateUsdtWithdraw(values, { savedIds: [], limits: usdtLimits })).toEqual({});
    expect(validateUsdtWithdraw({ ...values, save: true }, { savedIds: [], limits: usdtLimits })).toEqual({
      label: 'validation.labelTooLong',
    });
  });
});

describe('saved IBANs and addresses', () => {
  it('needs an owner and a valid IBAN', () => {
    expect(validateSavedIban({ owner_name: ' ', iban: '' })).toEqual({
      owner_name: 'validation.ownerNameRequired',
      iban: 'validation.ibanRequired',
    });
    expect(validateSavedIban({ owner_name: 'ا'.repeat(61), iban: '820540102680020817909002' })).toEqual({
      owner_name: 'validation.ownerNameTooLong',
    });
  });

  it('takes an address without a label', () => {
    expect(validateSavedAddress({ label: '', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })).toEqual({});
    expect(validateSavedAddress({ label: '', address: '' })).toEqual({
      address: 'validation.addressRequired',
    });
  });
});
