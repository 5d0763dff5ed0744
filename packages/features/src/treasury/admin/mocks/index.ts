// Mocks of the desk board for the workbench and tests only; never imported by the app.
export {
  resetTreasuryMocks,
  treasuryAdminHandlers,
  treasuryAdminMockMessages,
  treasuryMockState,
} from './treasuryAdminHandlers';
export {
  MOCK_OPERATOR,
  MOCK_SECOND_OPERATOR,
  buildDeskStock,
  buildTreasuryMove,
  buildTreasuryMoves,
} from './treasuryAdminFixtures';
