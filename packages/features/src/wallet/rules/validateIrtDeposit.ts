import { compareDecimals, isDecimal } from '@sarraf/ui/format';

/** The IRT deposit form as the person fills it in. */
export interface IrtDepositValues {
  /** Whole Toman as the amount field reports it ("" while empty). */
  amount: string;
  /** The desk account the money was sent to (its id as text), or null before one is chosen. */
  bank_account_id: string | null;
  source_account: string;
  source_account_name: string;
  tracking_id: string;
  description: string;
  receipt: File | null;
}

export type IrtDepositField = keyof IrtDepositValues;

/** The contract's lengths (IrtDepositRequest). */
export const IRT_DEPOSIT_MAX_LENGTH = {
  source_account: 34,
  source_account_name: 60,
  tracking_id: 64,
  description: 500,
} as const satisfies Partial<Record<IrtDepositField, number>>;

const characters = (text: string) => [...text.trim()].length;

/** The client rules of the IRT deposit form: a message key (namespace `wallet`) per refused field. */
export function validateIrtDeposit(values: IrtDepositValues): Partial<Record<IrtDepositField, string>> {
  const errors: Partial<Record<IrtDepositField, string>> = {};
  if (values.amount.trim() === '') errors.amount = 'validation.amountRequired';
  else if (!isDecimal(values.amount) || compareDecimals(values.amount, '0') <= 0) {
    errors.amount = 'validation.amountPositive';
  }
  if (!values.bank_account_id) errors.bank_account_id = 'validation.bankAccountRequired';
  if (!values.receipt) errors.receipt = 'validation.receiptRequired';
  for (const [field, limit] of Object.entries(IRT_DEPOSIT_MAX_LENGTH) as Array<
    [keyof typeof IRT_DEPOSIT_MAX_LENGTH, number]
  >) {
    if (characters(values[field]) > limit) errors[field] = `validation.tooLong.${field}`;
  }
  return errors;
}
