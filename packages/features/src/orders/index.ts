// The orders feature's public surface: its screens, their addresses and operations.
export { OrdersScreen } from './screens/OrdersScreen';
export { OrderDetailScreen } from './screens/OrderDetailScreen';
export { ordersPaths } from './paths';
export {
  listOrders,
  ordersQuery,
  pendingApprovalsQuery,
  PENDING_APPROVAL_QUERY,
  type Order,
  type OrderStatus,
  type OrderStatusFilter,
  type ListOrdersQuery,
} from '../entities/order';
export { getOrder, orderQuery } from '../entities/order';
export { approveOrder } from './api/approveOrder';
export { rejectOrder } from './api/rejectOrder';
export { orderAnswered, orderOutdated } from './state/orderChanges';
