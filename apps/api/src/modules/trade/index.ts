import { defineModule } from '../../http/modules.js';
import { adminApproveOrder, adminRejectOrder } from './admin/adminDecisionHandlers.js';
import { adminListOrders } from './admin/adminListOrders.js';
import { createQuote } from './createQuote.js';
import { getFeeTier } from './getFeeTier.js';
import { approveOrder, rejectOrder } from './orderDecisionHandlers.js';
import { getOrder, listOrders } from './orderReadHandlers.js';
import { buyOrder, sellOrder } from './placeOrderHandlers.js';
import { watchApprovalDeadlines } from './watchApprovalDeadlines.js';

/**
 * trade: quotes, buy and sell orders, their approval by the desk and the person, and the fee tiers. Owns
 * `quotes` and `orders` (migrations/0011_trade.sql); the money moves only through the ledger module.
 */
export const tradeModule = defineModule(
  'trade',
  (app) => ({
    operations: {
      createQuote: createQuote(app),
      getFeeTier,
      buyOrder,
      sellOrder,
      approveOrder,
      rejectOrder,
      listOrders,
      getOrder,
      adminListOrders,
      adminApproveOrder,
      adminRejectOrder,
    },
    jobs: {
      // Orders left awaiting approval past their deadline are cancelled and their holds released.
      'approval deadlines': () => watchApprovalDeadlines(app.core, app.core.config.databaseUrl),
    },
  }),
  ['users', 'audit', 'settings', 'markets', 'notifications', 'referral', 'limits'],
);

export { cancelExpiredApprovals, type SweepReport } from './cancelExpiredApprovals.js';
export {
  APPROVAL_DEADLINE_QUEUE,
  watchApprovalDeadlines,
  type ApprovalDeadlineWatcher,
} from './watchApprovalDeadlines.js';
