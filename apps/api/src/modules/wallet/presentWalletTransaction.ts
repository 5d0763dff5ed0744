import type { Locale } from '../../db/schema.js';
import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal, subtractDecimals } from '../../money/decimal.js';
import { bankNameOf } from '../settings/index.js';
import type { WalletTransactionRow } from './walletTransactionRepository.js';

type WalletTransaction = components['schemas']['WalletTransaction'];

const ICONS = { IRT: '/icons/irt.svg', USDT: '/icons/usdt.svg' } as const;

const fileLink = (id: string | null) => (id === null ? null : `/api/files/${id}`);

/** A deposit or withdrawal as the contract's `WalletTransaction`; what does not apply to it is null. */
export function presentWalletTransaction(row: WalletTransactionRow, locale: Locale): WalletTransaction {
  const withdrawal = row.type === 'Withdraw';
  return {
    id: Number(row.id),
    type: row.type,
    currency: row.currency,
    symbol: row.currency,
    icon: ICONS[row.currency],
    amount: normalizeDecimal(row.amount),
    status: row.status,
    date: row.created_at.toISOString(),
    remained_balance: row.remained_balance === null ? null : normalizeDecimal(row.remained_balance),
    source_account: row.source_account,
    source_account_name: row.source_account_name,
    tracking_id: row.tracking_id,
    dest_iban: row.dest_iban,
    dest_bank: row.dest_iban === null ? null : bankNameOf(row.dest_iban, locale),
    dest_address: row.dest_address,
    network: row.network,
    description: row.description,
    withdrawal_type: row.withdrawal_type,
    // A withdrawal's payout receipt is the operator's tracking id or hash for now; no file is kept.
    receipt_link: null,
    deposit_receipt_link: fileLink(row.receipt_file_id),
    trx_hash: row.trx_hash,
    reject_reason: row.reject_reason,
    fee: withdrawal ? normalizeDecimal(row.fee) : null,
    received_amount: withdrawal ? subtractDecimals(row.amount, row.fee) : null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}
