// Mocks for the workbench and tests only; never imported by the app.
export { profileHandlers, profileMockMessages } from './profileHandlers';
