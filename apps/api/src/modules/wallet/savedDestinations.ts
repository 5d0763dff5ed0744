import type { Db } from '../../db/transaction.js';
import './walletTables.js';

/** A person's saved IBAN by id; another person's is not theirs to see (undefined). */
export function savedIbanOf(db: Db, userId: string, id: string) {
  return db
    .selectFrom('saved_ibans')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function savedAddressOf(db: Db, userId: string, id: string) {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function savedIbansOf(db: Db, userId: string) {
  return db
    .selectFrom('saved_ibans')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function savedAddressesOf(db: Db, userId: string) {
  return db
    .selectFrom('saved_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
