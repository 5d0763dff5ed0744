import type { components } from '../../shared/api/schema.gen';
import { buyFigures, sellFigures } from '../../shared/mocks/orderFigures';

type Balance = components['schemas']['Balance'];
type FeeTierStatus = components['schemas']['FeeTierStatus'];
type PricePoint = components['schemas']['PricePoint'];
type Quote = components['schemas']['Quote'];
type QuoteRequest = components['schemas']['QuoteRequest'];
type Order = components['schemas']['Order'];

/** The fixtures' clock: the mock server's time starts here (see tradeMockState). */
export const MOCK_NOW = '2026-03-21T10:30:00+03:30';

/** The desk's prices of the shared market fixtures (shared/mocks/marketFixtures). */
export const PRICES = {
  'USDT/IRT': { buy: '92150', sell: '91800' },
  'USDC/IRT': { buy: '91870.5', sell: '91420.2575' },
} as const;

/** Both balances, always (contract): 125,000,000 Toman and 1,250.5 Tether available unless overridden. */
export function buildTradeBalances(available: { IRT?: string; USDT?: string } = {}): Balance[] {
  return [
    {
      currency: 'IRT',
      symbol: 'IRT',
      available: available.IRT ?? '125000000',
      locked: '0',
      value_irt: available.IRT ?? '125000000',
    },
    {
      currency: 'USDT',
      symbol: 'USDT',
      available: available.USDT ?? '1250.5',
      locked: '0',
      value_irt: '115233825',
    },
  ];
}

/** The desk's three tiers; the person trades at 0.25% with 180,000,000 Toman of volume. */
export function buildFeeTier(overrides: Partial<FeeTierStatus> = {}): FeeTierStatus {
  const tiers = [
    { min_volume: '0', fee_percent: '0.25' },
    { min_volume: '500000000', fee_percent: '0.2' },
    { min_volume: '2000000000', fee_percent: '0.1' },
  ];
  return { fee_percent: '0.25', volume_30d: '180000000', tiers, next_tier: tiers[1]!, ...overrides };
}

/** A week of daily prices (8 points, oldest first) ending at the pair's current price. */
export function buildPriceHistory(pair = 'USDT/IRT'): PricePoint[] {
  const now = Date.parse(MOCK_NOW);
  const rises = [-1450, -1100, -1300, -700, -900, -350, -150, 0];
  const buy = Number(PRICES[pair as keyof typeof PRICES]?.buy ?? '92150');
  return rises.map((delta, index) => ({
    at: new Date(now - (rises.length - 1 - index) * 86_400_000).toISOString(),
    // Whole Toman: integers stay exact as JavaScript numbers.
    buy_price: String(Math.trunc(buy) + delta),
    sell_price: String(Math.trunc(buy) + delta - 350),
  }));
}

export interface QuoteTerms {
  id: string;
  price: string;
  fee: string;
  /** When the answer was written (ms): expires_at counts from here. */
  now: number;
  /** @default 30 */
  valid_seconds?: number;
  /** Seconds until expires_at, when fewer than valid_seconds (an answer slow to arrive). */
  expiresIn?: number;
  /** @default false */
  approval_required?: boolean;
}

/** A quote for a request, its figures worked out by the contract's rule. */
export function buildQuote(request: QuoteRequest, terms: QuoteTerms): Quote {
  const valid = terms.valid_seconds ?? 30;
  const figures =
    request.side === 'Buy'
      ? buyFigures(request.amount, terms.price, terms.fee)
      : sellFigures(request.amount, terms.price, terms.fee);
  return {
    id: terms.id,
    pair: request.pair,
    side: request.side,
    // The figures carry the amount paid: the request's.
    ...figures,
    price: terms.price,
    fee: terms.fee,
    approval_required: terms.approval_required ?? false,
    expires_at: new Date(terms.now + (terms.expiresIn ?? valid) * 1000).toISOString(),
    valid_seconds: valid,
  };
}

/** The order a quote becomes: Filled, or Processing awaiting approval when the quote said so. */
export function buildOrder(quote: Quote, id: number, date: string): Order {
  const [base = 'USDT', counter = 'IRT'] = quote.pair.split('/');
  const waits = quote.approval_required;
  return {
    id,
    status: waits ? 'Processing' : 'Filled',
    side: quote.side,
    pair: quote.pair,
    base_symbol: base,
    quote_symbol: counter,
    base_currency_icon: `/icons/${base.toLowerCase()}.svg`,
    quote_currency_icon: `/icons/${counter.toLowerCase()}.svg`,
    total: quote.total,
    amount: quote.amount,
    price: quote.price,
    fee_value: quote.fee_value,
    fee: quote.fee,
    date,
    approval_required: waits,
    admin_approved: false,
    user_approved: false,
    received: quote.total,
    paid: quote.amount,
    final_price: null,
    final_quantity: null,
    admin_note: null,
    approval_expires_at: waits ? new Date(Date.parse(date) + 24 * 3_600_000).toISOString() : null,
  };
}
