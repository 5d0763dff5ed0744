import { createManualClock, type ManualClock } from './manualClock';
import type { components } from '../../shared/api/schema.gen';
import { MOCK_NOW } from './tradeFixtures';

type Quote = components['schemas']['Quote'];
type Order = components['schemas']['Order'];

/** A request to the mock server as a story checks it: what was sent, with which key. */
export interface SentTradeRequest {
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * What the mock server remembers within one story: its clock (the screen counts down on the same one, so a
 * story moves time by hand and nothing waits on the wall clock), the quotes it gave, the requests it got,
 * the first answer to each Idempotency-Key, and how often the prices have moved. Stories reset it first.
 */
export const mockState = {
  clock: createManualClock(Date.parse(MOCK_NOW)) as ManualClock,
  quotes: new Map<string, Quote>(),
  used: new Set<string>(),
  quoteRequests: [] as SentTradeRequest[],
  orders: [] as SentTradeRequest[],
  answers: new Map<string, Order>(),
  marketsServed: 0,
  balancesServed: 0,
  nextOrderId: 5001,
};

/** Back to the start: the clock at MOCK_NOW, nothing quoted or ordered. */
export function resetTradeMocks(): void {
  mockState.clock = createManualClock(Date.parse(MOCK_NOW));
  mockState.quotes = new Map();
  mockState.used = new Set();
  mockState.quoteRequests = [];
  mockState.orders = [];
  mockState.answers = new Map();
  mockState.marketsServed = 0;
  mockState.balancesServed = 0;
  mockState.nextOrderId = 5001;
}

/** The nth quote's id: stable across runs, so nothing in a story depends on chance. */
export function quoteIdOf(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
