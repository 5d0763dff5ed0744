// Mocks for the workbench and tests only; never imported by the app.
export { buildSecondFactors, SAMPLE_PASSKEY, secondFactorHandlers } from './secondFactorHandlers';
