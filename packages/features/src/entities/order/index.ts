export { getOrder, orderQuery } from './getOrder';
export {
  listOrders,
  ordersQuery,
  PENDING_APPROVAL_QUERY,
  pendingApprovalsQuery,
  type ListOrdersQuery,
  type OrderStatusFilter,
} from './listOrders';
export type { Order, OrderSide, OrderStatus } from './order';
export { approvalStageOf, awaitsDesk, awaitsUser, sidesOf, type ApprovalStage } from './orderSides';
