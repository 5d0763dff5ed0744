import type { Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { DeskBankAccountsTable, WithdrawTermsTable } from './settingsTables.js';
import './settingsTables.js';

export type DeskBankAccount = Selectable<DeskBankAccountsTable>;
export type WithdrawTermsRow = Selectable<WithdrawTermsTable>;

/** The bank accounts people may transfer Toman to, in the order the desk listed them. */
export function activeBankAccounts(db: Db): Promise<DeskBankAccount[]> {
  return db
    .selectFrom('desk_bank_accounts')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function bankAccountById(db: Db, id: string): Promise<DeskBankAccount | undefined> {
  return db.selectFrom('desk_bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Both currencies' withdrawal terms (the migration seeds both; settings may only replace them). */
export function withdrawTerms(db: Db): Promise<WithdrawTermsRow[]> {
  return db.selectFrom('withdraw_terms').selectAll().orderBy('currency').execute();
}

export async function withdrawTermsOf(db: Db, currency: 'IRT' | 'USDT'): Promise<WithdrawTermsRow> {
  return db
    .selectFrom('withdraw_terms')
    .selectAll()
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
}

/** How long an account's guards last, in seconds: the desk's settings, read where each guard starts. */
export interface SecurityTimes {
  /** Withdrawals refused after a risky change to the account. */
  withdrawalHoldSeconds: number;
  /** In secure-withdrawal mode, a new destination's wait, and how long turning the mode off takes. */
  secureWithdrawalWaitSeconds: number;
  /** How long the "this was not me" link of a security mail works. */
  freezeLinkSeconds: number;
}

const HOUR_SECONDS = 60 * 60;

export async function securityTimes(db: Db): Promise<SecurityTimes> {
  const row = await db
    .selectFrom('desk_settings')
    .select(['withdrawal_hold_hours', 'secure_withdrawal_wait_hours', 'freeze_link_hours'])
    .executeTakeFirstOrThrow();
  return {
    withdrawalHoldSeconds: row.withdrawal_hold_hours * HOUR_SECONDS,
    secureWithdrawalWaitSeconds: row.secure_withdrawal_wait_hours * HOUR_SECONDS,
    freezeLinkSeconds: row.freeze_link_hours * HOUR_SECONDS,
  };
}

export function deskSettings(db: Db) {
  return db.selectFrom('desk_settings').selectAll().executeTakeFirstOrThrow();
}
