// No styles, no React: the sentences of a market's controls changed by an operator (`market.controls_set`,
// apps/api/src/modules/markets/admin/adminSetMarketControls.ts), only what changed.
import { isCurrency, type Currency } from '../../../entities/currency';
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
  word,
  type AuditSentence,
  type DescribeAction as Describe,
  type Json,
} from './auditSentence';

/** A bound of an order's Toman value, before and after; `null` is "no maximum". */
function boundSentence(
  field: 'minOrderValue' | 'maxOrderValue',
  from: unknown,
  to: unknown,
): AuditSentence[] {
  const before = decimalOf(from);
  const after = decimalOf(to);
  if (before !== undefined && after !== undefined && sameDecimal(before, after)) return [];
  if (before === undefined && after === undefined) return [];
  const currency = currencyWord('IRT');
  const name = word(`audit.fields.${field}`);
  if (after === undefined) return [S('boundRemoved', { field: name })];
  if (before === undefined) return [S('amountSet', { field: name, to: amount(after, 'IRT'), currency })];
  return [
    S('amountChanged', { field: name, from: amount(before, 'IRT'), to: amount(after, 'IRT'), currency }),
  ];
}

function switchSentences(before: Json, after: Json): AuditSentence[] {
  const lines: AuditSentence[] = [];
  if (before.buy_enabled !== after.buy_enabled && typeof after.buy_enabled === 'boolean')
    lines.push(S(after.buy_enabled ? 'buyingOn' : 'buyingOff'));
  if (before.sell_enabled !== after.sell_enabled && typeof after.sell_enabled === 'boolean')
    lines.push(S(after.sell_enabled ? 'sellingOn' : 'sellingOff'));
  if (before.halted !== after.halted && typeof after.halted === 'boolean')
    lines.push(
      ...(after.halted
        ? [S('marketHalted'), ...said('noteToPerson', after.halt_note)]
        : [S('marketResumed')]),
    );
  return lines;
}

/** Manual or automatic prices, the spreads, and the price the reference made when that took effect at once. */
function pricingSentences(before: Json, after: Json, priced: unknown, quote: Currency): AuditSentence[] {
  const lines: AuditSentence[] = [];
  if (before.pricing_mode !== after.pricing_mode && typeof after.pricing_mode === 'string')
    lines.push(S(after.pricing_mode === 'automatic' ? 'pricingAutomatic' : 'pricingManual'));
  for (const side of ['buy', 'sell'] as const) {
    const from = before[`${side}_spread_bps`];
    const to = after[`${side}_spread_bps`];
    if (typeof from === 'number' && typeof to === 'number' && from !== to)
      lines.push(
        S('spreadChanged', { field: word(`audit.fields.${side}Spread`), from: num(from), to: num(to) }),
      );
  }
  if (isRecord(priced)) {
    const buy = decimalOf(priced.buy_price);
    const sell = decimalOf(priced.sell_price);
    if (buy !== undefined && sell !== undefined)
      lines.push(
        S('pricedFromReference', {
          buy: amount(buy, quote),
          sell: amount(sell, quote),
          currency: currencyWord(quote),
        }),
      );
  }
  return lines;
}

export const describeMarketControls: Describe = ({ subject_id, details }) => {
  const pair = subject_id ?? '';
  const quote = pair.split('/')[1] ?? '';
  if (!isCurrency(quote) || !isRecord(details.old) || !isRecord(details.new)) return null;
  const before = details.old;
  const after = details.new;
  const sentences = [
    ...switchSentences(before, after),
    ...boundSentence('minOrderValue', before.min_order_value, after.min_order_value),
    ...boundSentence('maxOrderValue', before.max_order_value, after.max_order_value),
    ...pricingSentences(before, after, details.priced_from_reference, quote),
  ];
  return {
    summary: S('marketControlsSet', { pair: identifier(pair) }),
    sentences: sentences.length > 0 ? sentences : [S('controlsUnchanged')],
  };
};
