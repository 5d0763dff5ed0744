import { describe, expect, it } from 'vitest';
import { amountProblem, maxAmount, paidSymbol, receivedSymbol } from './tradeAmount';

const TETHER = { baseSymbol: 'USDT', quoteSymbol: 'IRT' };

describe('what a trade pays and receives (spec section 2)', () => {
  it('pays Toman and receives Tether on a Buy, the reverse on a Sell', () => {
    expect([paidSymbol('Buy', TETHER), receivedSymbol('Buy', TETHER)]).toEqual(['IRT', 'USDT']);
    expect([paidSymbol('Sell', TETHER), receivedSymbol('Sell', TETHER)]).toEqual(['USDT', 'IRT']);
  });
});

describe('amountProblem', () => {
  it('accepts an amount the balance covers, up to all of it', () => {
    expect(amountProblem('50000000', 'IRT', '125000000')).toBeUndefined();
    expect(amountProblem('125000000', 'IRT', '125000000')).toBeUndefined();
    expect(amountProblem('150.25', 'USDT', '1250.5')).toBeUndefined();
  });

  it('asks for an amount when nothing is typed', () => {
    expect(amountProblem('  ', 'IRT', '125000000')).toBe('validation.amountRequired');
  });

  it('takes whole Toman only, and Tether with at most 3 decimals (spec section 5)', () => {
    expect(amountProblem('1000.5', 'IRT', '125000000')).toBe('validation.amountWhole');
    expect(amountProblem('12.3456', 'USDT', '1250.5')).toBe('validation.amountDecimals');
    expect(amountProblem('12.3450', 'USDT', '1250.5')).toBeUndefined();
    expect(amountProblem('1e3', 'USDT', '1250.5')).toBe('validation.amountDecimals');
  });

  it('refuses zero', () => {
    expect(amountProblem('0', 'IRT', '125000000')).toBe('validation.amountPositive');
    expect(amountProblem('0.000', 'USDT', '1250.5')).toBe('validation.amountPositive');
  });

  it('says "Insufficient {currency} Balance!" for more than the available balance, exactly', () => {
    expect(amountProblem('125000001', 'IRT', '125000000')).toBe('validation.insufficientIRT');
    expect(amountProblem('1250.501', 'USDT', '1250.5')).toBe('validation.insufficientUSDT');
    // 18 digits: a float would call these equal.
    expect(amountProblem('900719925474099301', 'IRT', '900719925474099300')).toBe(
      'validation.insufficientIRT',
    );
    expect(amountProblem('10', 'USDC', '5')).toBe('validation.insufficient');
  });
});

describe('maxAmount', () => {
  it('fills the whole available balance to its last decimal, so no dust is left behind', () => {
    expect(maxAmount('125000000', 'IRT')).toBe('125000000');
    expect(maxAmount('1250.123999', 'USDT')).toBe('1250.123999');
    expect(maxAmount('130.203864', 'USDT')).toBe('130.203864');
    expect(maxAmount('0', 'USDT')).toBe('0');
  });
});

describe('the whole Tether balance past the typed scale', () => {
  it('is accepted only as the whole balance; any other amount keeps the 3 decimals rule', () => {
    expect(amountProblem('130.203864', 'USDT', '130.203864')).toBeUndefined();
    expect(amountProblem('130.203863', 'USDT', '130.203864')).toBe('validation.amountDecimals');
    expect(amountProblem('130.2038640', 'USDT', '130.203864')).toBeUndefined();
    expect(amountProblem('130.203865', 'USDT', '130.203864')).toBe('validation.amountDecimals');
  });
});
