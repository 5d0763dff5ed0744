// The trade feature's public surface: the trade screens, the market picker and their operations.
export { TradeEntryScreen } from './screens/TradeEntryScreen';
export { TradeScreen, type TradeScreenProps } from './screens/TradeScreen';
export { MarketPickerSheet, type MarketPickerSheetProps } from './components/MarketPickerSheet';
export { tradePaths, pairOfParam } from './paths';
export { createQuote, type Quote, type QuoteRequest, type OrderSide } from './api/createQuote';
export { buyOrder } from './api/buyOrder';
export { sellOrder } from './api/sellOrder';
export { feeTierQuery, getFeeTier, type FeeTierStatus } from './api/getFeeTier';
export { priceHistoryQuery, getMarketPriceHistory, type PricePoint } from './api/getMarketPriceHistory';
export { quoteSecondsLeft } from './rules/quoteSecondsLeft';
