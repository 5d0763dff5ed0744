// Mocks of the market prices screen for the workbench and tests only; never imported by the app.
export { marketHandlers, marketAdminMockMessages } from './marketHandlers';
export { marketAdminMockState, resetMarketAdminMocks } from './marketAdminMockState';
export { buildMarketPrice } from './marketAdminFixtures';
