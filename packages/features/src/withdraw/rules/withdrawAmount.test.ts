import { describe, expect, it } from 'vitest';
import { amountProblem, maxWithdrawable, receivedAmount, type WithdrawLimits } from './withdrawAmount';

const IRT: WithdrawLimits = {
  available: '125000000',
  min_amount: '100000',
  fee: '0',
  remaining_today: '50000000',
};
const USDT: WithdrawLimits = { available: '1250.5', min_amount: '10', fee: '1', remaining_today: '9850' };

describe('amountProblem', () => {
  it('accepts an amount inside every limit', () => {
    expect(amountProblem('5000000', 'IRT', IRT)).toBeUndefined();
    expect(amountProblem('150.25', 'USDT', USDT)).toBeUndefined();
    expect(amountProblem('10', 'USDT', USDT)).toBeUndefined();
  });

  it('asks for an amount', () => {
    expect(amountProblem(' ', 'IRT', IRT)).toBe('validation.amountRequired');
  });

  it('refuses a fourth decimal of Tether with the spec message, and any decimal of Toman', () => {
    expect(amountProblem('12.3456', 'USDT', USDT)).toBe('validation.amountDecimals');
    expect(amountProblem('12.3450', 'USDT', USDT)).toBeUndefined();
    expect(amountProblem('150000.5', 'IRT', IRT)).toBe('validation.amountWhole');
  });

  it('refuses zero and anything below the minimum', () => {
    expect(amountProblem('0', 'IRT', IRT)).toBe('validation.belowMinimum');
    expect(amountProblem('99999', 'IRT', IRT)).toBe('validation.belowMinimum');
    expect(amountProblem('9.999', 'USDT', USDT)).toBe('validation.belowMinimum');
  });

  it('refuses an amount the fee would eat', () => {
    expect(amountProblem('1', 'USDT', { ...USDT, min_amount: '0.5' })).toBe('validation.notAboveFee');
  });

  it('refuses more than the available balance with the currency in the message key', () => {
    expect(amountProblem('125000001', 'IRT', { ...IRT, remaining_today: '1000000000' })).toBe(
      'validation.insufficientIRT',
    );
    expect(amountProblem('1250.501', 'USDT', USDT)).toBe('validation.insufficientUSDT');
  });

  it('refuses more than may still leave today', () => {
    expect(amountProblem('50000001', 'IRT', IRT)).toBe('validation.overDailyLimit');
  });

  it('compares exactly at the edges', () => {
    expect(amountProblem('1250.5', 'USDT', { ...USDT, remaining_today: '1250.5' })).toBeUndefined();
    expect(amountProblem('50000000', 'IRT', IRT)).toBeUndefined();
  });
});

describe('receivedAmount', () => {
  it('takes the fee from the amount', () => {
    expect(receivedAmount('150.25', '1')).toBe('149.25');
    expect(receivedAmount('5000000', '0')).toBe('5000000');
  });

  it('says nothing while the amount does not cover the fee', () => {
    expect(receivedAmount('1', '1')).toBeNull();
    expect(receivedAmount('', '1')).toBeNull();
  });
});

describe('maxWithdrawable', () => {
  it('is the smaller of balance and what may leave today, cut to the currency scale', () => {
    expect(maxWithdrawable('IRT', IRT)).toBe('50000000');
    expect(maxWithdrawable('USDT', { ...USDT, available: '1250.56789' })).toBe('1250.567');
    expect(maxWithdrawable('USDT', { ...USDT, remaining_today: '100' })).toBe('100');
  });
});
