// The back office's market prices (`@sarraf/features/trade/admin`): loaded only by the web app's admin routes,
// never by the trader's `@sarraf/features/trade`.
export { AdminMarketPricesScreen } from './screens/AdminMarketPricesScreen';
export { adminListMarketPrices, marketPricesQuery, type AdminMarketPrice } from './api/adminListMarketPrices';
export { adminSetMarketPrice, pairPathOf, type SetMarketPriceRequest } from './api/adminSetMarketPrice';
