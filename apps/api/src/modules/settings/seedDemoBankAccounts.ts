import type { Db } from '../../db/transaction.js';
import './settingsTables.js';

/** The quick start's desk bank accounts (sample IBANs with valid checksums), when the desk has none. */
export async function seedDemoBankAccounts(db: Db): Promise<void> {
  const existing = await db.selectFrom('desk_bank_accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('desk_bank_accounts')
    .values([
      {
        holder: 'صرافی صراف (نمونه)',
        account_number: '0217909002',
        iban: 'IR820540102680020817909002',
        sort_order: 0,
      },
      {
        holder: 'صرافی صراف (نمونه)',
        account_number: '0123456789',
        iban: 'IR200170000000000123456789',
        sort_order: 1,
      },
    ])
    .execute();
}
