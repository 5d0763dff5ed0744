// Mocks for the workbench and tests only; never imported by the app.
export { buildSecondFactors, secondFactorHandlers } from './secondFactorHandlers';
