import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import sharedWords from '../../../shared/admin/i18n/en.json';
import { keysOf } from '../../../shared/i18n/catalogueKeys';
import en from '../i18n/en.json';
import {
  buildFreezeEntry,
  buildLiftEntry,
  buildPriceSetEntry,
  buildSettingsEntry,
  buildUnknownEntry,
  buildVerificationEntry,
  buildWithdrawalDecisionEntry,
} from '../mocks/auditFixtures';
import { amount, currencyWord, date, identifier, num, text, word } from './auditSentence';
import { describeAuditEntry, DESCRIBED_ACTIONS } from './describeAuditEntry';

const sentence = (key: string, values?: Record<string, unknown>, count?: number) => ({
  key: `audit.sentences.${key}`,
  ...(values ? { values } : {}),
  ...(count === undefined ? {} : { count }),
});
const toman = currencyWord('IRT');
const tether = currencyWord('USDT');

describe('describeAuditEntry', () => {
  it('says only the price that changed, in the market’s quote currency', () => {
    expect(describeAuditEntry(buildPriceSetEntry())).toEqual({
      summary: sentence('pricesSet', { pair: identifier('USDT/IRT') }),
      sentences: [
        sentence('amountChanged', {
          field: word('audit.fields.buyPrice'),
          from: amount('91800.000000', 'IRT'),
          to: amount('92000.000000', 'IRT'),
          currency: toman,
        }),
      ],
      details: [],
    });
  });

  it('says both prices of a market’s first price, and of the same prices set again', () => {
    const prices = { buy: amount('92000', 'IRT'), sell: amount('91600', 'IRT'), currency: toman };
    const first = buildPriceSetEntry({
      details: { price_id: 1, old: null, new: { buy_price: '92000', sell_price: '91600' } },
    });
    expect(describeAuditEntry(first).sentences).toEqual([sentence('firstPrices', prices)]);
    const again = buildPriceSetEntry({
      details: {
        price_id: 2,
        old: { buy_price: '92000.000000', sell_price: '91600.000000' },
        new: { buy_price: '92000', sell_price: '91600' },
      },
    });
    expect(describeAuditEntry(again).sentences).toEqual([sentence('pricesUnchanged', prices)]);
  });

  it('names the person, the account type and the reason of a verification decision', () => {
    expect(describeAuditEntry(buildVerificationEntry(false))).toEqual({
      summary: sentence('verificationRejected', { user: identifier('308') }),
      sentences: [
        sentence('accountType', { type: word('userType.individual') }),
        sentence('reason', { reason: text('تصویر کارت ملی خوانا نیست.') }),
      ],
      details: [],
    });
    expect(describeAuditEntry(buildVerificationEntry(true)).summary).toEqual(
      sentence('verificationApproved', { user: identifier('308') }),
    );
  });

  it('says a paid withdrawal’s amount in its currency and the bank’s tracking id, without empty fields', () => {
    expect(describeAuditEntry(buildWithdrawalDecisionEntry(true))).toEqual({
      summary: sentence('withdrawalPaid', {
        amount: amount('5000000.000000', 'IRT'),
        currency: toman,
        user: identifier('203'),
      }),
      sentences: [sentence('trackingId', { id: identifier('140212345678') })],
      details: [],
    });
  });

  it('says a rejected withdrawal’s amount and reason', () => {
    expect(describeAuditEntry(buildWithdrawalDecisionEntry(false))).toEqual({
      summary: sentence('withdrawalRejected', {
        amount: amount('250.500000', 'USDT'),
        currency: tether,
        user: identifier('203'),
      }),
      sentences: [
        sentence('reason', { reason: text('Destination address belongs to a sanctioned exchange.') }),
      ],
      details: [],
    });
  });

  it('tells a credited deposit from a paid withdrawal, and a chain hash from a tracking id', () => {
    const deposit = buildWithdrawalDecisionEntry(true, {
      details: {
        type: 'Deposit',
        currency: 'USDT',
        amount: '120.000000',
        owner: 7,
        trx_hash: 'ab12',
        note: ' ',
      },
    });
    expect(describeAuditEntry(deposit)).toMatchObject({
      summary: { key: 'audit.sentences.depositCredited' },
      sentences: [sentence('transactionHash', { hash: identifier('ab12') })],
    });
  });

  it('lists each Tether deposit an operator credited by its transaction hash', () => {
    const entry = {
      action: 'wallet.creditChainDeposit',
      subject_id: 'ab12',
      details: { deposits: [{ id: '41', owner: '203', amount: '120.500000' }] },
    };
    expect(describeAuditEntry(entry)).toEqual({
      summary: sentence('chainDepositsCredited', { n: num(1) }, 1),
      sentences: [
        sentence('chainDeposit', {
          id: identifier('41'),
          amount: amount('120.500000', 'USDT'),
          currency: tether,
          user: identifier('203'),
        }),
      ],
      details: [],
    });
  });

  it('sets an order’s final figures beside the quoted ones, a Buy paying Toman and receiving Tether', () => {
    const entry = {
      action: 'order.admin_approve',
      subject_id: '77',
      details: {
        owner: '203',
        side: 'Buy',
        quote: {
          amount: '920000000.000000',
          price: '91800.000000',
          total: '10000.000000',
          fee_value: '920000',
        },
        final: { price: '92000', quantity: '9990', paid: '919080000', received: '9990', fee_value: '920000' },
        note: 'Priced at the desk rate.',
      },
    };
    const { summary, sentences } = describeAuditEntry(entry);
    expect(summary).toEqual(
      sentence('orderApproved', { side: word('audit.sides.Buy'), user: identifier('203') }),
    );
    expect(sentences.map((line) => [line.key, line.values?.field, line.values?.currency])).toEqual([
      ['audit.sentences.amountChanged', word('audit.fields.price'), toman],
      ['audit.sentences.amountChanged', word('audit.fields.paid'), toman],
      ['audit.sentences.amountChanged', word('audit.fields.received'), tether],
      ['audit.sentences.amountAsQuoted', word('audit.fields.fee'), toman],
      ['audit.sentences.note', undefined, undefined],
    ]);
  });

  it('says a rejected Sell order’s amount in Tether, the currency it pays', () => {
    const entry = {
      action: 'order.admin_reject',
      subject_id: '78',
      details: { owner: '203', side: 'Sell', amount: '15000.000000', note: 'Above today’s desk limit.' },
    };
    expect(describeAuditEntry(entry).summary).toEqual(
      sentence('orderRejected', {
        side: word('audit.sides.Sell'),
        user: identifier('203'),
        amount: amount('15000.000000', 'USDT'),
        currency: tether,
      }),
    );
  });

  it('says whose withdrawals or trading were stopped, with the note the person reads', () => {
    expect(describeAuditEntry(buildFreezeEntry('withdrawals'))).toEqual({
      summary: sentence('withdrawalsStopped', { email: identifier('sara.ahmadi@example.com') }),
      sentences: [
        sentence('noteToPerson', {
          noteToPerson: text('برداشت‌ها تا بررسی مدارک متوقف است؛ با پشتیبانی تماس بگیرید.'),
        }),
      ],
      details: [],
    });
    expect(describeAuditEntry(buildFreezeEntry('trading')).summary?.key).toBe(
      'audit.sentences.tradingStopped',
    );
  });

  it('says since when a lifted stop had held', () => {
    expect(describeAuditEntry(buildLiftEntry('trading'))).toEqual({
      summary: sentence('tradingOpenedSince', {
        email: identifier('sara.ahmadi@example.com'),
        since: date('2026-03-07T06:15:00.000Z'),
      }),
      sentences: [sentence('note', { note: text('Spoke to them; the orders were theirs.') })],
      details: [],
    });
    expect(describeAuditEntry(buildLiftEntry('withdrawals')).summary?.key).toBe(
      'audit.sentences.withdrawalsOpenedSince',
    );
  });

  it('says whose two-step sign-in recovery was decided, with the note or the reason', () => {
    const approved = {
      action: 'security.factorRecoveryApprove',
      subject_id: '12',
      details: { user_id: 203, note: 'Video matches the verified selfie.' },
    };
    expect(describeAuditEntry(approved)).toEqual({
      summary: sentence('factorRecoveryApproved', { user: identifier('203') }),
      sentences: [sentence('note', { note: text('Video matches the verified selfie.') })],
      details: [],
    });
    const rejected = {
      action: 'security.factorRecoveryReject',
      subject_id: '13',
      details: { user_id: 204, reason: 'The face in the video is not the verified person.' },
    };
    expect(describeAuditEntry(rejected).sentences).toEqual([
      sentence('reason', { reason: text('The face in the video is not the verified person.') }),
    ]);
  });

  it('says a treasury move in words: how much, where, whose proposal, and why', () => {
    const details = {
      currency: 'USDT',
      direction: 'in',
      amount: '2500.000000',
      note: 'Bought from the liquidity provider',
      proposed_by: 1,
    };
    const move = {
      amount: amount('2500.000000', 'USDT'),
      currency: tether,
      direction: word('audit.treasuryDirections.in_USDT'),
    };
    expect(describeAuditEntry({ action: 'treasury.propose', subject_id: '12', details })).toEqual({
      summary: sentence('treasuryProposed', move),
      sentences: [sentence('note', { note: text('Bought from the liquidity provider') })],
      details: [],
    });
    expect(describeAuditEntry({ action: 'treasury.approve', subject_id: '12', details })).toEqual({
      summary: sentence('treasuryApproved', { ...move, user: identifier('1') }),
      sentences: [sentence('note', { note: text('Bought from the liquidity provider') })],
      details: [],
    });
    const rejected = describeAuditEntry({
      action: 'treasury.reject',
      subject_id: '13',
      details: {
        ...details,
        currency: 'IRT',
        direction: 'out',
        amount: '5000000000',
        reason: 'Bank limit reached',
      },
    });
    expect(rejected.summary).toEqual(
      sentence('treasuryRejected', {
        amount: amount('5000000000', 'IRT'),
        currency: toman,
        direction: word('audit.treasuryDirections.out_IRT'),
        user: identifier('1'),
      }),
    );
    expect(rejected.sentences[0]).toEqual(sentence('reason', { reason: text('Bank limit reached') }));
  });

  it('shows an unknown action by name with only what changed as name: value lines', () => {
    expect(describeAuditEntry(buildUnknownEntry())).toEqual({
      summary: null,
      sentences: [],
      details: [
        { key: 'ticket_id', value: 'SUP-4471', kind: 'identifier' },
        { key: 'approval_limit', value: '750000000.000000', previous: '500000000.000000', kind: 'number' },
      ],
    });
  });

  it('falls back to the action’s title and its details when they are not the shape it knows', () => {
    expect(
      describeAuditEntry({ action: 'wallet.approve', subject_id: '9', details: { amount: 'a lot' } }),
    ).toEqual({
      summary: { key: 'audit.actions.walletApprove' },
      sentences: [],
      details: [{ key: 'amount', value: 'a lot', kind: 'text' }],
    });
  });
});

/** The audit actions the server writes: the quoted names after `action:` in each `recordAudit` call. */
function serverAuditActions(): string[] {
  const root = fileURLToPath(new URL('../../../../../../apps/api/src/modules', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
  return files(root).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/recordAudit\([^]*?action:([^,\n]+(?:\n[^,\n]+)?),/g)].flatMap((call) =>
      [...call[1]!.matchAll(/'([a-zA-Z_]+\.[a-zA-Z_.]+)'/g)].map((quoted) => quoted[1]!),
    );
  });
}

describe('the audit actions the server writes', () => {
  it('each have sentences here', () => {
    const written = [...new Set(serverAuditActions())].sort();
    expect(written.length).toBeGreaterThanOrEqual(13);
    expect(written.filter((action) => !DESCRIBED_ACTIONS.includes(action))).toEqual([]);
  });
});

describe('the sentences of every action', () => {
  it('exist in the catalogue, with every word they name', () => {
    const catalogue = new Set([...keysOf(en), ...keysOf(sharedWords)]);
    const has = (key: string) => catalogue.has(key) || catalogue.has(`${key}_one`);
    const entries = [
      {
        action: 'limits.own_set',
        subject_type: 'user',
        subject_id: '7',
        details: {
          email: 'sara@example.com',
          kind: 'usdt_withdrawal',
          before: { daily: '10000', monthly: '100000', own: false },
          after: { daily: '25000.5', monthly: '200000', own: true },
          note: 'Known treasurer',
        },
      },
      {
        action: 'limits.own_removed',
        subject_type: 'user',
        subject_id: '7',
        details: {
          email: 'sara@example.com',
          kind: 'trade_value',
          before: { daily: '50000000', monthly: '60000000', own: true },
          after: { daily: '1000000000', monthly: '10000000000', own: false },
          note: 'Back to normal',
        },
      },
      {
        action: 'treasury.floor_set',
        subject_type: 'desk_stock',
        subject_id: 'USDT',
        details: { currency: 'USDT', old: '0', new: '900' },
      },
      {
        action: 'market.controls_set',
        subject_id: 'USDT/IRT',
        details: {
          old: { pricing_mode: 'manual', buy_spread_bps: 50, sell_spread_bps: 50 },
          new: { pricing_mode: 'automatic', buy_spread_bps: 40, sell_spread_bps: 60 },
          priced_from_reference: { buy_price: '92067', sell_price: '91042' },
        },
      },
      buildPriceSetEntry(),
      buildPriceSetEntry({ details: { old: null, new: { buy_price: '1', sell_price: '1' } } }),
      buildPriceSetEntry({
        details: {
          old: { buy_price: '92000', sell_price: '91000' },
          new: { buy_price: '1', sell_price: '1' },
          confirmed_far_from: { percent: '5' },
        },
      }),
      {
        action: 'market.controls_set',
        subject_id: 'USDT/IRT',
        details: {
          old: {
            buy_enabled: true,
            sell_enabled: true,
            halted: false,
            min_order_value: '100000',
            max_order_value: null,
          },
          new: {
            buy_enabled: false,
            sell_enabled: false,
            halted: true,
            halt_note: 'Banks closed',
            min_order_value: '200000',
            max_order_value: '2000000000',
          },
        },
      },
      {
        action: 'market.controls_set',
        subject_id: 'USDT/IRT',
        details: {
          old: {
            buy_enabled: false,
            sell_enabled: false,
            halted: true,
            min_order_value: '1',
            max_order_value: '5',
          },
          new: {
            buy_enabled: true,
            sell_enabled: true,
            halted: false,
            min_order_value: '1',
            max_order_value: null,
          },
        },
      },
      buildVerificationEntry(true),
      buildVerificationEntry(false),
      buildWithdrawalDecisionEntry(true),
      buildWithdrawalDecisionEntry(false),
      buildFreezeEntry('withdrawals'),
      buildFreezeEntry('trading'),
      buildLiftEntry('withdrawals'),
      buildLiftEntry('trading'),
      buildSettingsEntry(),
      { action: 'order.admin_reject', subject_id: '1', details: { owner: 1, side: 'Buy', amount: '5' } },
      {
        action: 'order.admin_approve',
        subject_id: '1',
        details: {
          owner: 1,
          side: 'Sell',
          quote: { amount: '10', price: '90000', total: '899100', fee_value: '900' },
          final: { price: '91000', quantity: '10', paid: '10', received: '909090', fee_value: '910' },
        },
      },
      {
        action: 'wallet.creditChainDeposit',
        subject_id: 'ab12',
        details: { deposits: [{ id: 1, owner: 2, amount: '3' }] },
      },
      { action: 'security.factorRecoveryApprove', subject_id: '1', details: { user_id: 1 } },
      { action: 'security.factorRecoveryReject', subject_id: '1', details: { user_id: 1 } },
      ...(['propose', 'approve', 'reject'] as const).flatMap((step) =>
        (['IRT', 'USDT'] as const).flatMap((currency) =>
          (['in', 'out'] as const).map((direction) => ({
            action: `treasury.${step}`,
            subject_id: '1',
            details: { currency, direction, amount: '1', note: 'why', proposed_by: 1, reason: 'no' },
          })),
        ),
      ),
    ];
    const missing = entries.flatMap((entry) => {
      const { summary, sentences } = describeAuditEntry(entry);
      return [summary!, ...sentences].flatMap((line) => [
        line.key,
        ...Object.values(line.values ?? {}).flatMap((value) => (value.type === 'word' ? [value.key] : [])),
      ]);
    });
    expect(missing.filter((key) => !has(key))).toEqual([]);
    expect(DESCRIBED_ACTIONS.filter((action) => !entries.some((entry) => entry.action === action))).toEqual(
      [],
    );
  });
});

describe('a market whose controls an operator changed', () => {
  it('reads only what changed: the switches, the halt with its note, the bounds', () => {
    const { summary, sentences } = describeAuditEntry({
      action: 'market.controls_set',
      subject_id: 'USDT/IRT',
      details: {
        old: {
          buy_enabled: true,
          sell_enabled: true,
          halted: false,
          min_order_value: '100000',
          max_order_value: null,
        },
        new: {
          buy_enabled: false,
          sell_enabled: true,
          halted: true,
          halt_note: 'Banks closed',
          min_order_value: '100000',
          max_order_value: '2000000000',
        },
      },
    });
    expect(summary?.key).toBe('audit.sentences.marketControlsSet');
    expect(sentences.map((line) => line.key)).toEqual([
      'audit.sentences.buyingOff',
      'audit.sentences.marketHalted',
      'audit.sentences.noteToPerson',
      'audit.sentences.amountSet',
    ]);
  });

  it('reads a switch to automatic prices, a spread changed, and the price the reference made at once', () => {
    const controls = { buy_enabled: true, sell_enabled: true, halted: false, min_order_value: '100000' };
    const { sentences } = describeAuditEntry({
      action: 'market.controls_set',
      subject_id: 'USDT/IRT',
      details: {
        old: { ...controls, pricing_mode: 'manual', buy_spread_bps: 50, sell_spread_bps: 50 },
        new: { ...controls, pricing_mode: 'automatic', buy_spread_bps: 40, sell_spread_bps: 50 },
        priced_from_reference: { buy_price: '92067', sell_price: '91042' },
      },
    });
    expect(sentences).toEqual([
      { key: 'audit.sentences.pricingAutomatic', values: undefined, count: undefined },
      {
        key: 'audit.sentences.spreadChanged',
        values: {
          field: { type: 'word', key: 'audit.fields.buySpread' },
          from: { type: 'number', value: '50' },
          to: { type: 'number', value: '40' },
        },
        count: undefined,
      },
      expect.objectContaining({ key: 'audit.sentences.pricedFromReference' }),
    ]);
  });

  it('says when an operator confirmed a price far from the one in force', () => {
    const { sentences } = describeAuditEntry(
      buildPriceSetEntry({
        details: {
          old: { buy_price: '92000', sell_price: '91000' },
          new: { buy_price: '99000', sell_price: '91000' },
          confirmed_far_from: { percent: '5' },
        },
      }),
    );
    expect(sentences.map((line) => line.key)).toEqual([
      'audit.sentences.amountChanged',
      'audit.sentences.farPriceConfirmed',
    ]);
  });
});
