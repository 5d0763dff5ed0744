// No styles, no React: the sentences of the actions that move or price money (market prices, wallet
// decisions, chain deposits credited, the desk's order decisions), from the details the server writes.
import { isCurrency, type Currency } from '../../../entities/currency';
import { sidesOf } from '../../../entities/order';
import {
  amount,
  currencyWord,
  decimalOf,
  identifier,
  isRecord,
  num,
  said,
  sameDecimal,
  sentence as S,
  textOf,
  word,
  wordsOf,
  type AuditSentence,
  type DescribeAction as Describe,
} from './auditSentence';

/**
 * A market's new prices, in its quote currency: only the price that changed ("Buy price changed from
 * 91,800 to 92,000 Toman"); the first prices of a market, or the same prices set again, say both.
 */
const describePriceChange: Describe = ({ subject_id, details }) => {
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

/** The price's sentences, and the operator's confirmation of a price far from the one in force, if given. */
export const describePriceSet: Describe = (facts) => {
  const told = describePriceChange(facts);
  const far = isRecord(facts.details.confirmed_far_from)
    ? decimalOf(facts.details.confirmed_far_from.percent)
    : undefined;
  if (!told || far === undefined) return told;
  return { ...told, sentences: [...told.sentences, S('farPriceConfirmed', { percent: num(far) })] };
};

/** A deposit credited or rejected, a withdrawal paid (with the bank's tracking id or the chain hash) or rejected. */
export function describeWalletDecision(approve: boolean): Describe {
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
export const describeChainDeposits: Describe = ({ details }) => {
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
export const describeOrderApproval: Describe = ({ details }) => {
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

export const describeOrderRejection: Describe = ({ details }) => {
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

/**
 * A move of the desk's stock (Toman with the bank, Tether with the hot wallet), one operator proposing and
 * another deciding: how much, where it went in words, whose proposal it was, and its reasons.
 */
export function describeTreasuryMove(step: 'propose' | 'approve' | 'reject'): Describe {
  return ({ details }) => {
    const { currency, direction } = details;
    const value = decimalOf(details.amount);
    const proposer = textOf(details.proposed_by);
    if (typeof currency !== 'string' || !isCurrency(currency) || value === undefined) return null;
    if ((direction !== 'in' && direction !== 'out') || proposer === undefined) return null;
    const move = {
      amount: amount(value, currency),
      currency: currencyWord(currency),
      direction: word(`audit.treasuryDirections.${direction}_${currency}`),
    };
    const summary =
      step === 'propose'
        ? S('treasuryProposed', move)
        : S(step === 'approve' ? 'treasuryApproved' : 'treasuryRejected', {
            ...move,
            user: identifier(proposer),
          });
    return {
      summary,
      sentences: [
        ...(step === 'reject' ? said('reason', details.reason) : []),
        ...said('note', details.note),
      ],
    };
  };
}

/** `treasury.floor_set`: what the desk keeps back of a currency, before and after. */
export const describeFloorSet: Describe = ({ details }) => {
  const { currency } = details;
  const from = decimalOf(details.old);
  const to = decimalOf(details.new);
  if (typeof currency !== 'string' || !isCurrency(currency) || from === undefined || to === undefined)
    return null;
  return {
    summary: S('floorSet', {
      currency: currencyWord(currency),
      from: amount(from, currency),
      to: amount(to, currency),
    }),
    sentences: [],
  };
};
