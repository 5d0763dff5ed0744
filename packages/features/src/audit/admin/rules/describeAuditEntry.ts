// No styles, no React: which sentences an audit entry reads as, from the details the server writes for it
// (apps/api/src/modules: each `recordAudit` call). Unit-tested in describeAuditEntry.test.ts.
import { isCurrency, type Currency } from '../../../entities/currency';
import { sidesOf } from '../../../entities/order';
import type { AuditEntry } from '../api/adminListAuditLog';
import {
  amount,
  currencyWord,
  date,
  decimalOf,
  identifier,
  isRecord,
  num,
  sameDecimal,
  text,
  textOf,
  word,
  wordsOf,
  type AuditSentence,
  type Json,
} from './auditSentence';
import { describeSettingsChange } from './describeSettingsChange';
import { summarizeAuditDetails, type AuditDetail } from './summarizeAuditDetails';

/** What an audit entry says, in the operator's language once the screen writes it. */
export interface AuditDescription {
  /** What happened, in one sentence; null for an action this client has no words for (shown as written). */
  summary: AuditSentence | null;
  /** Further sentences: only what changed, the reason, the note. */
  sentences: AuditSentence[];
  /** When there are no sentences for these details: the details as short "name: value" lines. */
  details: AuditDetail[];
}

type Facts = Pick<AuditEntry, 'subject_id' | 'details'>;
type Told = Pick<AuditDescription, 'summary' | 'sentences'>;
/** The sentences of one action, or null when its details are not the shape this client knows. */
type Describe = (facts: Facts) => Told | null;

const S = (key: string, values?: AuditSentence['values'], count?: number): AuditSentence => ({
  key: `audit.sentences.${key}`,
  ...(values ? { values } : {}),
  ...(count === undefined ? {} : { count }),
});

/** A sentence for the words someone typed, when they typed any. */
const said = (key: string, value: unknown): AuditSentence[] => {
  const words = wordsOf(value);
  return words === undefined ? [] : [S(key, { [key]: text(words) })];
};

function describeVerification(decision: 'Approved' | 'Rejected'): Describe {
  return ({ details }) => {
    const user = textOf(details.user_id);
    if (user === undefined) return null;
    const type = details.user_type;
    return {
      summary: S(`verification${decision}`, { user: identifier(user) }),
      sentences: [
        ...(type === 'individual' || type === 'legal'
          ? [S('accountType', { type: word(`userType.${type}`) })]
          : []),
        ...said('reason', details.reason),
      ],
    };
  };
}

/**
 * A market's new prices, in its quote currency: only the price that changed ("Buy price changed from
 * 91,800 to 92,000 Toman"); the first prices of a market, or the same prices set again, say both.
 */
const describePriceSet: Describe = ({ subject_id, details }) => {
  const pair = subject_id ?? '';
  const quote = pair.split('/')[1] ?? '';
  const after = isRecord(details.new) ? details.new : {};
  const buy = decimalOf(after.buy_price);
  const sell = decimalOf(after.sell_price);
  if (!isCurrency(quote) || buy === undefined || sell === undefined) return null;
  const currency = currencyWord(quote);
  const summary = S('pricesSet', { pair: identifier(pair) });
  const before = isRecord(details.old) ? details.old : null;
  const prices = { buy: amount(buy, quote), sell: amount(sell, quote), currency };
  if (!before) return { summary, sentences: [S('firstPrices', prices)] };
  const changed = (
    [
      ['buyPrice', decimalOf(before.buy_price), buy],
      ['sellPrice', decimalOf(before.sell_price), sell],
    ] as const
  ).filter(([, from, to]) => from === undefined || !sameDecimal(from, to));
  if (changed.length === 0) return { summary, sentences: [S('pricesUnchanged', prices)] };
  return {
    summary,
    sentences: changed.map(([field, from, to]) =>
      from === undefined
        ? S('amountSet', { field: word(`audit.fields.${field}`), to: amount(to, quote), currency })
        : S('amountChanged', {
            field: word(`audit.fields.${field}`),
            from: amount(from, quote),
            to: amount(to, quote),
            currency,
          }),
    ),
  };
};

/** A deposit credited or rejected, a withdrawal paid (with the bank's tracking id or the chain hash) or rejected. */
function describeWalletDecision(approve: boolean): Describe {
  return ({ details }) => {
    const { type, currency } = details;
    const value = decimalOf(details.amount);
    const user = textOf(details.owner);
    if ((type !== 'Deposit' && type !== 'Withdraw') || typeof currency !== 'string' || !isCurrency(currency))
      return null;
    if (value === undefined || user === undefined) return null;
    const kind = type === 'Deposit' ? 'deposit' : 'withdrawal';
    const outcome = approve ? (type === 'Deposit' ? 'Credited' : 'Paid') : 'Rejected';
    const tracking = wordsOf(details.tracking_id);
    const hash = wordsOf(details.trx_hash);
    return {
      summary: S(`${kind}${outcome}`, {
        amount: amount(value, currency),
        currency: currencyWord(currency),
        user: identifier(user),
      }),
      sentences: approve
        ? [
            ...(tracking === undefined ? [] : [S('trackingId', { id: identifier(tracking) })]),
            ...(hash === undefined ? [] : [S('transactionHash', { hash: identifier(hash) })]),
            ...said('note', details.note),
          ]
        : said('reason', details.reason),
    };
  };
}

/** The Tether transfers of one chain transaction an operator credited: one sentence per deposit. */
const describeChainDeposits: Describe = ({ details }) => {
  if (!Array.isArray(details.deposits)) return null;
  const deposits = details.deposits.filter(isRecord).map((deposit) => ({
    id: textOf(deposit.id),
    user: textOf(deposit.owner),
    value: decimalOf(deposit.amount),
  }));
  if (deposits.some(({ id, user, value }) => id === undefined || user === undefined || value === undefined))
    return null;
  return {
    summary: S('chainDepositsCredited', { n: num(deposits.length) }, deposits.length),
    sentences: deposits.map(({ id, user, value }) =>
      S('chainDeposit', {
        id: identifier(id!),
        amount: amount(value!, 'USDT'),
        currency: currencyWord('USDT'),
        user: identifier(user!),
      }),
    ),
  };
};

/**
 * The audit entry does not name the order's pair: every pair the desk trades is Tether against Toman (the
 * wallet holds only these two, contract `Currency`), so what an order pays and receives follows its side.
 */
const ORDER_PAIR = { base_symbol: 'USDT', quote_symbol: 'IRT' } as const;

function orderCurrencies(side: 'Buy' | 'Sell') {
  const sides = sidesOf({ side, ...ORDER_PAIR });
  return { paid: sides.paid as Currency, received: sides.received as Currency, fee: sides.fee as Currency };
}

const sideOf = (value: unknown) => (value === 'Buy' || value === 'Sell' ? value : undefined);

/**
 * The desk's final figures of an order above the approval limit, each beside the quote's: "Price changed
 * from 91,800 to 92,000 Toman", or "Fee: 9,660 Toman, as quoted".
 */
const describeOrderApproval: Describe = ({ details }) => {
  const side = sideOf(details.side);
  const user = textOf(details.owner);
  const quote = isRecord(details.quote) ? details.quote : null;
  const final = isRecord(details.final) ? details.final : null;
  if (!side || user === undefined || !quote || !final) return null;
  const currencies = orderCurrencies(side);
  const figures = [
    ['price', quote.price, final.price, 'IRT'],
    ['paid', quote.amount, final.paid, currencies.paid],
    ['received', quote.total, final.received, currencies.received],
    ['fee', quote.fee_value, final.fee_value, currencies.fee],
  ] as const;
  const sentences: AuditSentence[] = [];
  for (const [field, quoted, decided, currency] of figures) {
    const from = decimalOf(quoted);
    const to = decimalOf(decided);
    if (to === undefined) return null;
    const values = { field: word(`audit.fields.${field}`), currency: currencyWord(currency) };
    sentences.push(
      from === undefined || sameDecimal(from, to)
        ? S('amountAsQuoted', { ...values, value: amount(to, currency) })
        : S('amountChanged', { ...values, from: amount(from, currency), to: amount(to, currency) }),
    );
  }
  return {
    summary: S('orderApproved', { side: word(`audit.sides.${side}`), user: identifier(user) }),
    sentences: [...sentences, ...said('note', details.note)],
  };
};

const describeOrderRejection: Describe = ({ details }) => {
  const side = sideOf(details.side);
  const user = textOf(details.owner);
  const value = decimalOf(details.amount);
  if (!side || user === undefined || value === undefined) return null;
  const { paid } = orderCurrencies(side);
  return {
    summary: S('orderRejected', {
      side: word(`audit.sides.${side}`),
      user: identifier(user),
      amount: amount(value, paid),
      currency: currencyWord(paid),
    }),
    sentences: said('note', details.note),
  };
};

/** The desk stopped a person's withdrawals or trading (with the note they read), or opened them again. */
function describeFreeze(what: 'withdrawals' | 'trading', lift: boolean): Describe {
  const stem = what === 'withdrawals' ? 'withdrawals' : 'trading';
  return ({ details }) => {
    const email = wordsOf(details.email);
    if (email === undefined) return null;
    const since = wordsOf(details.frozen_at);
    if (!lift)
      return {
        summary: S(`${stem}Stopped`, { email: identifier(email) }),
        sentences: said('noteToPerson', details.note),
      };
    return {
      summary:
        since === undefined
          ? S(`${stem}Opened`, { email: identifier(email) })
          : S(`${stem}OpenedSince`, { email: identifier(email), since: date(since) }),
      sentences: said('note', details.note),
    };
  };
}

/**
 * A request to replace a lost second factor, decided: approved, the person's authenticator app and recovery
 * codes were removed (with the operator's note of what they compared); rejected, with the reason they are mailed.
 */
function describeFactorRecovery(approve: boolean): Describe {
  return ({ details }) => {
    const user = textOf(details.user_id);
    if (user === undefined) return null;
    return {
      summary: S(approve ? 'factorRecoveryApproved' : 'factorRecoveryRejected', { user: identifier(user) }),
      sentences: approve ? said('note', details.note) : said('reason', details.reason),
    };
  };
}

const describeSettings: Describe = ({ details }) =>
  isRecord(details.before) && isRecord(details.after)
    ? describeSettingsChange(details.before, details.after)
    : null;

/**
 * Every action the server audits (apps/api/src: `recordAudit`), with the title shown when an entry's
 * details are not the shape this client knows (an entry written by an older or newer server).
 */
const ACTIONS: Record<string, { title: string; describe: Describe }> = {
  'verification.approve': { title: 'verificationApprove', describe: describeVerification('Approved') },
  'verification.reject': { title: 'verificationReject', describe: describeVerification('Rejected') },
  'market.price_set': { title: 'marketPriceSet', describe: describePriceSet },
  'wallet.approve': { title: 'walletApprove', describe: describeWalletDecision(true) },
  'wallet.reject': { title: 'walletReject', describe: describeWalletDecision(false) },
  'wallet.creditChainDeposit': { title: 'walletCreditChainDeposit', describe: describeChainDeposits },
  'settings.update': { title: 'settingsUpdate', describe: describeSettings },
  'order.admin_approve': { title: 'orderApprove', describe: describeOrderApproval },
  'order.admin_reject': { title: 'orderReject', describe: describeOrderRejection },
  'security.freezeWithdrawals': {
    title: 'freezeWithdrawals',
    describe: describeFreeze('withdrawals', false),
  },
  'security.freezeTrading': { title: 'freezeTrading', describe: describeFreeze('trading', false) },
  'security.liftWithdrawalFreeze': {
    title: 'liftWithdrawalFreeze',
    describe: describeFreeze('withdrawals', true),
  },
  'security.liftTradingFreeze': { title: 'liftTradingFreeze', describe: describeFreeze('trading', true) },
  'security.factorRecoveryApprove': {
    title: 'factorRecoveryApprove',
    describe: describeFactorRecovery(true),
  },
  'security.factorRecoveryReject': { title: 'factorRecoveryReject', describe: describeFactorRecovery(false) },
};

/** The audit actions this client has sentences for. */
export const DESCRIBED_ACTIONS = Object.keys(ACTIONS);

/**
 * An audit entry as sentences: what happened, then only what changed and the words the operator gave.
 * An action this client does not know, or details it cannot read, fall back to their name (or title) and
 * compact "name: value" lines, never raw JSON.
 */
export function describeAuditEntry(
  entry: Pick<AuditEntry, 'action' | 'subject_id' | 'details'>,
): AuditDescription {
  const details: Json = isRecord(entry.details) ? entry.details : {};
  const known = Object.hasOwn(ACTIONS, entry.action) ? ACTIONS[entry.action] : undefined;
  const told = known?.describe({ subject_id: entry.subject_id, details });
  if (told) return { ...told, details: [] };
  return {
    summary: known ? { key: `audit.actions.${known.title}` } : null,
    sentences: [],
    details: summarizeAuditDetails(details),
  };
}
