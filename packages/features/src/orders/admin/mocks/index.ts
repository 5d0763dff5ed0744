// Mocks of the order desk for the workbench and tests only; never imported by the app.
export {
  orderAdminHandlers,
  orderAdminMockMessages,
  orderAdminMockState,
  resetOrderAdminMocks,
} from './orderAdminHandlers';
export { buildOrderDesk, DESK_ORDER } from './orderAdminFixtures';
