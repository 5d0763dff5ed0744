import type { components } from '../../../shared/api/schema.gen';
import { MOCK_ADMIN, MOCK_MELLI_IBAN, MOCK_PARSIAN_IBAN } from '../../../shared/mocks/adminFixtures';

type AuditEntry = components['schemas']['AuditEntry'];
type Settings = components['schemas']['Settings'];

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: MOCK_ADMIN,
    action: 'verification.approve',
    subject_type: 'verification',
    subject_id: '3',
    details: { user_id: 203, user_type: 'individual' },
    ip: '192.0.2.10',
    created_at: '2026-03-09T12:00:00+03:30',
    ...overrides,
  };
}

/**
 * 35 audit entries, newest first: decisions, price changes (as the server writes them, NUMERIC amounts), and
 * one action this client does not know (shown by name).
 */
export function buildAuditLog(): AuditEntry[] {
  const newest = Date.parse('2026-03-09T16:45:00+03:30');
  return Array.from({ length: 35 }, (_, index) => {
    const id = 35 - index;
    const created_at = new Date(newest - index * 53 * 60_000).toISOString();
    if (index === 0) {
      return buildAuditEntry({
        id,
        created_at,
        action: 'market.price_set',
        subject_type: 'market',
        subject_id: 'USDT/IRT',
        details: {
          price_id: 2,
          old: { buy_price: '91800.000000', sell_price: '91400.000000' },
          new: { buy_price: '92000.000000', sell_price: '91600.000000' },
        },
      });
    }
    if (index === 1) {
      return buildAuditEntry({
        id,
        created_at,
        action: 'verification.reject',
        subject_id: '8',
        details: { user_id: 308, user_type: 'individual', reason: 'تصویر کارت ملی خوانا نیست.' },
      });
    }
    if (index === 2) {
      return buildAuditEntry({
        id,
        created_at,
        // An action this client has no words for (one a newer server may write): shown as written.
        action: 'desk.limits_update',
        subject_type: 'desk',
        subject_id: null,
        details: { old: { approval_limit: '500000000' }, new: { approval_limit: '750000000' } },
      });
    }
    if (index === 3) {
      return buildAuditEntry({
        id,
        created_at,
        actor: null,
        action: 'market.price_set',
        subject_type: 'market',
        subject_id: 'USDT/IRT',
        details: { price_id: 1, old: null, new: { buy_price: '91800.000000', sell_price: '91400.000000' } },
        ip: null,
      });
    }
    return buildAuditEntry({
      id,
      created_at,
      subject_id: String(40 + index),
      details: { user_id: 140 + index, user_type: index % 5 === 4 ? 'legal' : 'individual' },
    });
  });
}

// Entries as the server writes them (apps/api/src/modules: each `recordAudit` call): amounts straight from
// PostgreSQL's NUMERIC(24, 6) ("92000.000000"), user ids as the server's bigint text or numbers.

/** A market's new prices, with the prices they replace (`old` is null for a market's first price). */
export function buildPriceSetEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    action: 'market.price_set',
    subject_type: 'market',
    subject_id: 'USDT/IRT',
    details: {
      price_id: 42,
      old: { buy_price: '91800.000000', sell_price: '91400.000000' },
      new: { buy_price: '92000.000000', sell_price: '91400.000000' },
    },
    ...overrides,
  });
}

/** An operator's decision on a verification submission. */
export function buildVerificationEntry(approve: boolean, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    action: approve ? 'verification.approve' : 'verification.reject',
    subject_type: 'verification',
    subject_id: '8',
    details: approve
      ? { user_id: 308, user_type: 'legal' }
      : { user_id: 308, user_type: 'individual', reason: 'تصویر کارت ملی خوانا نیست.' },
    ...overrides,
  });
}

/** A Toman withdrawal paid (with the bank's tracking id) or rejected (its holds returned). */
export function buildWithdrawalDecisionEntry(
  approve: boolean,
  overrides: Partial<AuditEntry> = {},
): AuditEntry {
  return buildAuditEntry({
    action: approve ? 'wallet.approve' : 'wallet.reject',
    subject_type: 'wallet_transaction',
    subject_id: '205',
    details: approve
      ? {
          type: 'Withdraw',
          currency: 'IRT',
          amount: '5000000.000000',
          owner: '203',
          tracking_id: '140212345678',
          trx_hash: null,
          note: null,
        }
      : {
          type: 'Withdraw',
          currency: 'USDT',
          amount: '250.500000',
          owner: '203',
          reason: 'Destination address belongs to a sanctioned exchange.',
        },
    ...overrides,
  });
}

/** The desk stops a person's withdrawals or trading, with the note the person reads. */
export function buildFreezeEntry(
  what: 'withdrawals' | 'trading',
  overrides: Partial<AuditEntry> = {},
): AuditEntry {
  return buildAuditEntry({
    action: what === 'withdrawals' ? 'security.freezeWithdrawals' : 'security.freezeTrading',
    subject_type: 'user',
    subject_id: '203',
    details: {
      email: 'sara.ahmadi@example.com',
      note:
        what === 'withdrawals'
          ? 'برداشت‌ها تا بررسی مدارک متوقف است؛ با پشتیبانی تماس بگیرید.'
          : 'Trading paused while we review unusual orders; please call support.',
    },
    ...overrides,
  });
}

/** The desk opens a person's withdrawals or trading again, with why and since when they were stopped. */
export function buildLiftEntry(
  what: 'withdrawals' | 'trading',
  overrides: Partial<AuditEntry> = {},
): AuditEntry {
  return buildAuditEntry({
    action: what === 'withdrawals' ? 'security.liftWithdrawalFreeze' : 'security.liftTradingFreeze',
    subject_type: 'user',
    subject_id: '203',
    details: {
      email: 'sara.ahmadi@example.com',
      frozen_at: '2026-03-07T06:15:00.000Z',
      note:
        what === 'withdrawals' ? 'هویت با تماس تصویری تأیید شد.' : 'Spoke to them; the orders were theirs.',
    },
    ...overrides,
  });
}

/** The desk's settings as the server audits them (`loadSettings` in English), before a change. */
export function buildAuditedSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    trading_guards: {
      quote_guard_percent: '1',
      price_confirm_percent: '5',
      feed_max_age_seconds: 60,
      feed_divergence_percent: '10',
    },
    approval_limit: '500000000',
    quote_valid_seconds: 30,
    approval_timeout_minutes: 1440,
    referral_share_percent: '20',
    report_retention_hours: 72,
    fee_tiers: [
      { min_volume: '0', fee_percent: '0.3' },
      { min_volume: '1000000000', fee_percent: '0.2' },
      { min_volume: '10000000000', fee_percent: '0.1' },
    ],
    bank_accounts: [
      {
        id: 1,
        holder: 'شرکت صراف نمونه',
        account_number: '0102680020817909002',
        iban: MOCK_PARSIAN_IBAN,
        bank_name: 'Parsian Bank',
      },
      {
        id: 2,
        holder: 'شرکت صراف نمونه',
        account_number: '0214630005001',
        iban: MOCK_MELLI_IBAN,
        bank_name: 'Bank Melli Iran',
      },
    ],
    withdraw_terms: [
      {
        currency: 'IRT',
        network: null,
        min_amount: '100000',
        fee: '5000',
        daily_limit: '500000000',
        remaining_today: '500000000',
      },
      {
        currency: 'USDT',
        network: 'TRC20',
        min_amount: '10',
        fee: '1',
        daily_limit: '20000',
        remaining_today: '20000',
      },
    ],
    account_limits: [
      { account_type: 'individual', kind: 'irt_deposit', daily: '300000000', monthly: '3000000000' },
      { account_type: 'individual', kind: 'irt_withdrawal', daily: '500000000', monthly: '5000000000' },
      { account_type: 'individual', kind: 'trade_value', daily: '1000000000', monthly: '10000000000' },
      { account_type: 'individual', kind: 'usdt_withdrawal', daily: '20000', monthly: '200000' },
      { account_type: 'legal', kind: 'irt_deposit', daily: '2000000000', monthly: '30000000000' },
      { account_type: 'legal', kind: 'irt_withdrawal', daily: '2000000000', monthly: '30000000000' },
      { account_type: 'legal', kind: 'trade_value', daily: '5000000000', monthly: '75000000000' },
      { account_type: 'legal', kind: 'usdt_withdrawal', daily: '50000', monthly: '500000' },
    ],
    security: {
      withdrawal_hold_hours: 24,
      secure_withdrawal_wait_hours: 24,
      freeze_link_hours: 24,
      code_valid_minutes: 10,
      code_tries: 5,
      lockout_failures: 5,
      lockout_minutes: 15,
    },
    ...overrides,
  };
}

/**
 * A settings update that changed three values of many (the withdrawal hold, the approval limit, the Tether
 * withdrawal fee): the server writes every setting before and after, bank accounts under new ids.
 */
export function buildSettingsEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const before = buildAuditedSettings();
  const after = buildAuditedSettings({
    approval_limit: '750000000',
    bank_accounts: before.bank_accounts.map((account, index) => ({ ...account, id: 3 + index })),
    withdraw_terms: before.withdraw_terms.map((terms) =>
      terms.currency === 'USDT' ? { ...terms, fee: '1.5' } : terms,
    ),
    security: { ...before.security, withdrawal_hold_hours: 48 },
  });
  return buildAuditEntry({
    action: 'settings.update',
    subject_type: 'settings',
    subject_id: 'desk',
    details: { before, after },
    ...overrides,
  });
}

/** An action this client has no sentences for (one a newer server may write), with nested details. */
export function buildUnknownEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    action: 'desk.limits_update',
    subject_type: 'desk',
    subject_id: null,
    details: {
      old: { approval_limit: '500000000.000000', channel: 'web' },
      new: { approval_limit: '750000000.000000', channel: 'web' },
      ticket_id: 'SUP-4471',
    },
    ...overrides,
  });
}

/**
 * The desk approves a Sell order above the limit at a better price, the quantity kept: the person pays the
 * quoted Tether and receives more Toman (fee 0.3% of the value).
 */
export function buildOrderApprovalEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    action: 'order.admin_approve',
    subject_type: 'order',
    subject_id: '77',
    details: {
      owner: '203',
      side: 'Sell',
      quote: {
        amount: '10000.000000',
        price: '91400.000000',
        total: '911258000.000000',
        fee_value: '2742000.000000',
      },
      final: {
        price: '91600',
        quantity: '10000',
        paid: '10000',
        received: '913252000',
        fee_value: '2748000',
      },
      note: 'قیمت روز میز اعمال شد.',
    },
    ...overrides,
  });
}

/** Two Tether transfers of one chain transaction, credited by an operator from its hash. */
export function buildChainDepositEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const hash = '8c4f2e1a9b7d3c5e6f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f';
  return buildAuditEntry({
    action: 'wallet.creditChainDeposit',
    subject_type: 'chain_transaction',
    subject_id: hash,
    details: {
      deposits: [
        { id: '311', owner: '203', amount: '1250.500000' },
        { id: '312', owner: '208', amount: '40.000000' },
      ],
    },
    ...overrides,
  });
}

/** An operator approves a request to replace a lost second factor, with what they compared. */
export function buildFactorRecoveryEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return buildAuditEntry({
    action: 'security.factorRecoveryApprove',
    subject_type: 'factor_recovery',
    subject_id: '12',
    details: { user_id: 203, note: 'چهره در ویدیو با سلفی احراز هویت یکی است.' },
    ...overrides,
  });
}
