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

export function deskSettings(db: Db) {
  return db.selectFrom('desk_settings').selectAll().executeTakeFirstOrThrow();
}
