import { defineModule } from '../../http/modules.js';
import {
  adminApproveWalletTransaction,
  adminRejectWalletTransaction,
} from './admin/adminDecisionHandlers.js';
import { adminCheckLedger } from './admin/adminCheckLedger.js';
import { adminCreditUsdtDeposit } from './admin/adminCreditUsdtDeposit.js';
import { adminListWalletTransactions } from './admin/adminListWalletTransactions.js';
import { createIrtDeposit } from './createIrtDeposit.js';
import { createIrtWithdraw } from './createIrtWithdraw.js';
import { createUsdtWithdraw } from './createUsdtWithdraw.js';
import { getUsdtDepositAddress, listDepositBankAccounts } from './depositHandlers.js';
import { getBalances } from './getBalances.js';
import { watchChainDeposits } from './watchChainDeposits.js';
import { getWithdrawTerms } from './getWithdrawTerms.js';
import { createSavedAddress, deleteSavedAddress, listSavedAddresses } from './savedAddressHandlers.js';
import { createSavedIban, deleteSavedIban, listSavedIbans } from './savedIbanHandlers.js';
import { getWalletTransaction, listTransfers, listWalletTransactions } from './transactionHandlers.js';

/**
 * wallet: what people ask of their money (deposits, withdrawals, saved destinations) and the operators'
 * review of it. Owns `wallet_transactions`, `saved_ibans` and `saved_addresses`; the money itself moves
 * only through the ledger module.
 */
export const walletModule = defineModule(
  'wallet',
  (app) => ({
    operations: {
      getBalances,
      listDepositBankAccounts,
      createIrtDeposit,
      getUsdtDepositAddress,
      getWithdrawTerms,
      createIrtWithdraw,
      createUsdtWithdraw,
      listSavedIbans,
      createSavedIban,
      deleteSavedIban,
      listSavedAddresses,
      createSavedAddress,
      deleteSavedAddress,
      listWalletTransactions,
      getWalletTransaction,
      listTransfers,
      adminListWalletTransactions,
      adminApproveWalletTransaction,
      adminRejectWalletTransaction,
      adminCheckLedger,
      adminCreditUsdtDeposit: adminCreditUsdtDeposit(
        app.core.chainSource,
        app.core.config.chain.usdtContract,
      ),
    },
    jobs: {
      // Tether deposits are read from the chain every CHAIN_SCAN_SECONDS.
      'chain deposits': () => watchChainDeposits(app.core, app.core.config.databaseUrl),
    },
  }),
  ['users', 'files', 'audit', 'settings', 'markets', 'notifications', 'limits'],
);
export { seedDemoWallet } from './seedDemoWallet.js';
export { watchChainDeposits } from './watchChainDeposits.js';
