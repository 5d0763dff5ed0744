// The back office's order approvals (`@sarraf/features/orders/admin`): loaded only by the web app's admin
// routes, never by the trader's `@sarraf/features/orders`.
export { AdminOrdersScreen } from './screens/AdminOrdersScreen';
export { adminListOrders, adminOrdersQueueQuery, type AdminOrder } from './api/adminListOrders';
export { adminApproveOrder, type AdminApproveOrderRequest } from './api/adminApproveOrder';
export { adminRejectOrder, type AdminRejectOrderRequest } from './api/adminRejectOrder';
