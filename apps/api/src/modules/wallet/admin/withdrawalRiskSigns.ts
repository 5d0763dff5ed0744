import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import type { components } from '../../../generated/schema.gen.js';
import { compareDecimals, fromMicros, normalizeDecimal, toMicros } from '../../../money/decimal.js';
import { newDeviceSignInsBetween } from '../../auth/index.js';
import { noticesBetween, type NotificationKind } from '../../notifications/index.js';
import type { WalletTransactionRow } from '../walletTransactionRepository.js';

export type RiskSign = components['schemas']['WithdrawalRiskSign'];

const HOUR = 60 * 60 * 1000;
/** A change to how the account is protected this recently makes a withdrawal worth a second look. */
const SECURITY_CHANGE_HOURS = 72;
const NEW_DEVICE_HOURS = 24;
const MEDIAN_DAYS = 90;
/** An amount above this many times the person's usual (median) withdrawal is a sign. */
const LARGE_MULTIPLE = 3n;

/**
 * The notices that say how the account is protected changed (the owner was told of each). A second factor
 * added is not one (a first enrolment starts no hold either); one set up again follows a removal, which is.
 */
const SECURITY_CHANGES: readonly NotificationKind[] = [
  'password_changed',
  'password_reset',
  'recovery_code_used',
  'anti_phishing_phrase_changed',
  'second_factor_removed',
];

interface HistoryFacts {
  id: string;
  earlier_withdrawals: number;
  paid_to_destination_before: boolean;
  destination_saved_at: Date | null;
  /** The lower median of the earlier withdrawals of that currency in the 90 days before (exact: a numeric). */
  median: string | null;
}

/** What the person's own withdrawals say about each withdrawal of the page, in one query. */
async function historyOf(db: Db, ids: string[]): Promise<Map<string, HistoryFacts>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<HistoryFacts>`
    SELECT w.id::text AS id,
      (SELECT count(*)::int FROM wallet_transactions p
        WHERE p.user_id = w.user_id AND p.type = 'Withdraw' AND p.id < w.id) AS earlier_withdrawals,
      EXISTS (SELECT 1 FROM wallet_transactions p
        WHERE p.user_id = w.user_id AND p.type = 'Withdraw' AND p.id < w.id AND p.status = 'Approved'
          AND (p.dest_iban = w.dest_iban OR p.dest_address = w.dest_address)) AS paid_to_destination_before,
      COALESCE(
        (SELECT s.created_at FROM saved_ibans s WHERE s.user_id = w.user_id AND s.iban = w.dest_iban),
        (SELECT s.created_at FROM saved_addresses s WHERE s.user_id = w.user_id AND s.address = w.dest_address)
      ) AS destination_saved_at,
      (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY p.amount)::text FROM wallet_transactions p
        WHERE p.user_id = w.user_id AND p.type = 'Withdraw' AND p.currency = w.currency AND p.id < w.id
          AND p.status <> 'Rejected'
          AND p.created_at >= w.created_at - make_interval(days => ${MEDIAN_DAYS})) AS median
    FROM wallet_transactions w
    WHERE w.id IN (${sql.join(ids.map((id) => sql`${id}::bigint`))}) AND w.type = 'Withdraw'`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The latest of `times` within `hours` before `at`, if any. */
function latestWithin(times: Date[], at: Date, hours: number): Date | null {
  const from = at.getTime() - hours * HOUR;
  const within = times.filter((time) => time.getTime() >= from && time.getTime() <= at.getTime());
  return within.length === 0 ? null : new Date(Math.max(...within.map((time) => time.getTime())));
}

/**
 * The signs an operator weighs before paying a withdrawal out, as things stood when it was requested (so the
 * signs of a withdrawal do not change while it waits): see `risk_signs` in openapi.yaml.
 */
export async function riskSignsOf(db: Db, rows: WalletTransactionRow[]): Promise<Map<string, RiskSign[]>> {
  const withdrawals = rows.filter((row) => row.type === 'Withdraw');
  const signs = new Map<string, RiskSign[]>();
  if (withdrawals.length === 0) return signs;
  const userIds = [...new Set(withdrawals.map((row) => String(row.user_id)))];
  const times = withdrawals.map((row) => row.created_at.getTime());
  const from = new Date(Math.min(...times) - SECURITY_CHANGE_HOURS * HOUR);
  const to = new Date(Math.max(...times));
  const [history, changes, devices] = await Promise.all([
    historyOf(
      db,
      withdrawals.map((row) => String(row.id)),
    ),
    noticesBetween(db, userIds, SECURITY_CHANGES, from, to),
    newDeviceSignInsBetween(db, userIds, from, to),
  ]);
  for (const row of withdrawals) {
    const user = String(row.user_id);
    const facts = history.get(String(row.id));
    const found: RiskSign[] = [];
    const sign = (kind: RiskSign['kind'], at: Date | null = null, median: string | null = null) =>
      found.push({ kind, at: at?.toISOString() ?? null, median });
    if (facts && facts.earlier_withdrawals === 0) sign('first_withdrawal');
    if (facts && !facts.paid_to_destination_before) sign('new_destination', facts.destination_saved_at);
    const changed = changes.filter((change) => change.user_id === user).map((change) => change.created_at);
    const changedAt = latestWithin(changed, row.created_at, SECURITY_CHANGE_HOURS);
    if (changedAt) sign('security_change', changedAt);
    const signIns = devices.filter((signIn) => signIn.user_id === user).map((signIn) => signIn.at);
    const signedInAt = latestWithin(signIns, row.created_at, NEW_DEVICE_HOURS);
    if (signedInAt) sign('new_device', signedInAt);
    if (facts?.median && isLarge(normalizeDecimal(row.amount), normalizeDecimal(facts.median))) {
      sign('large_amount', null, normalizeDecimal(facts.median));
    }
    signs.set(String(row.id), found);
  }
  return signs;
}

/** amount > 3 x median, in exact decimals. */
function isLarge(amount: string, median: string): boolean {
  return compareDecimals(amount, fromMicros(toMicros(median) * LARGE_MULTIPLE)) > 0;
}
