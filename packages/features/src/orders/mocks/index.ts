// Mocks for the workbench, the app's development mocks and tests only; never imported by the app's screens.
export { ordersHandlers } from './ordersHandlers';
export { ordersMockMessages, type OrdersMockMessage } from './ordersMockMessages';
export { ordersMockState, resetOrdersMocks, type SentCall as OrdersSentCall } from './ordersMockState';
export {
  buildNotableOrders,
  buildOrderHistory,
  DESK_NOTES,
  MOCK_APPROVAL_MINUTES,
  MOCK_NOW as ORDERS_MOCK_NOW,
  ORDER,
} from './ordersFixtures';
