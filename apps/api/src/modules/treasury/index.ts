import { defineModule } from '../../http/modules.js';
import {
  adminApproveTreasuryMove,
  adminGetDeskDay,
  adminGetDeskStock,
  adminListTreasuryMoves,
  adminProposeTreasuryMove,
  adminRejectTreasuryMove,
  adminSetStockFloor,
} from './admin/treasuryHandlers.js';

/**
 * treasury: the desk's stock as operators see it, and the moves in and out of it that one operator proposes
 * and another approves. Owns `treasury_moves` (migrations/0032_treasury_moves.sql); the stock itself and its
 * rule live in the ledger (`desk_stock`), and an approved move is a ledger transfer.
 */
export const treasuryModule = defineModule(
  'treasury',
  () => ({
    operations: {
      adminGetDeskDay,
      adminGetDeskStock,
      adminListTreasuryMoves,
      adminProposeTreasuryMove,
      adminApproveTreasuryMove,
      adminRejectTreasuryMove,
      adminSetStockFloor,
    },
  }),
  ['users', 'audit'],
);
