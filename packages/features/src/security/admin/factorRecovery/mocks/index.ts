// Mocks of the factor recovery desk for the workbench and tests only; never imported by the app.
export {
  factorRecoveryAdminHandlers,
  factorRecoveryAdminMockMessages,
  factorRecoveryMockState,
  resetFactorRecoveryMocks,
} from './factorRecoveryAdminHandlers';
export { buildAdminFactorRecovery, buildRecoveryDesk } from './factorRecoveryAdminFixtures';
