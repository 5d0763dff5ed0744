// Mocks for the workbench and tests only; never imported by the app.
export { tradeHandlers } from './tradeHandlers';
export { tradeMockMessages } from './tradeMockMessages';
export {
  mockState as tradeMockState,
  resetTradeMocks,
  quoteIdOf,
  type SentTradeRequest,
} from './tradeMockState';
export {
  buildFeeTier,
  buildOrder as buildPlacedOrder,
  buildPriceHistory,
  buildQuote,
  buildTradeBalances,
  MOCK_NOW as TRADE_MOCK_NOW,
  PRICES as TRADE_PRICES,
} from './tradeFixtures';
