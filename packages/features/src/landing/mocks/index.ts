// Mocks for the workbench and tests only; never imported by the app. The landing's one call is
// GET /api/markets, whose mocks live in shared/mocks because wallet and trade show markets too.
export { marketsHandlers, marketsMockMessages } from '../../shared/mocks/marketsHandlers';
export { buildMarket, buildMarketList } from '../../shared/mocks/marketFixtures';
