import { defineModule } from '../../http/modules.js';
import { adminGetSettings } from './adminGetSettings.js';
import { adminUpdateSettings } from './adminUpdateSettings.js';

/**
 * settings: what operators set for the desk (bank accounts for Toman deposits, withdrawal terms, the
 * trading settings, the times of an account's guards). Owns `desk_bank_accounts`, `withdraw_terms` and `desk_settings`.
 */
export const settingsModule = defineModule(
  'settings',
  () => ({ operations: { adminGetSettings, adminUpdateSettings } }),
  ['audit', 'limits'],
);

export { bankNameOf, isValidIban, normalizeIban } from './iban.js';
export { presentBankAccount } from './presentSettings.js';
export {
  activeBankAccounts,
  bankAccountById,
  deskSettings,
  securityTimes,
  withdrawTerms,
  withdrawTermsOf,
  type DeskBankAccount,
  type SecurityTimes,
  type WithdrawTermsRow,
} from './settingsRepository.js';
export { seedDemoBankAccounts } from './seedDemoBankAccounts.js';
