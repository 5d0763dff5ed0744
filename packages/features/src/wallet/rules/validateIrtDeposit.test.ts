import { describe, expect, it } from 'vitest';
import { validateIrtDeposit, type IrtDepositValues } from './validateIrtDeposit';

const receipt = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });

const filled = (overrides: Partial<IrtDepositValues> = {}): IrtDepositValues => ({
  amount: '25000000',
  bank_account_id: '1',
  source_account: '6037991234567890',
  source_account_name: 'Sara Ahmadi',
  tracking_id: '123456',
  description: '',
  receipt,
  ...overrides,
});

describe('validateIrtDeposit (the IRT deposit form)', () => {
  it('lets a complete form through', () => {
    expect(validateIrtDeposit(filled())).toEqual({});
  });

  it('needs the amount, the account it went to and the receipt', () => {
    expect(validateIrtDeposit(filled({ amount: '', bank_account_id: null, receipt: null }))).toEqual({
      amount: 'validation.amountRequired',
      bank_account_id: 'validation.bankAccountRequired',
      receipt: 'validation.receiptRequired',
    });
  });

  it('refuses an amount of zero', () => {
    expect(validateIrtDeposit(filled({ amount: '0' }))).toEqual({ amount: 'validation.amountPositive' });
    expect(validateIrtDeposit(filled({ amount: '1' }))).toEqual({});
  });

  it('holds each text to the contract length, counting characters (not UTF-16 units)', () => {
    expect(validateIrtDeposit(filled({ tracking_id: '1'.repeat(64) }))).toEqual({});
    expect(validateIrtDeposit(filled({ tracking_id: '1'.repeat(65) }))).toEqual({
      tracking_id: 'validation.tooLong.tracking_id',
    });
    expect(validateIrtDeposit(filled({ source_account_name: 'س'.repeat(60) }))).toEqual({});
    expect(validateIrtDeposit(filled({ description: '😀'.repeat(500) }))).toEqual({});
    expect(
      validateIrtDeposit(filled({ description: 'a'.repeat(501), source_account: '1'.repeat(35) })),
    ).toEqual({
      description: 'validation.tooLong.description',
      source_account: 'validation.tooLong.source_account',
    });
  });
});
