import { defineModule } from '../../http/modules.js';
import { adminGetPersonLimits, adminSetPersonLimit } from './admin/adminPersonLimits.js';
import { getMyLimits } from './getMyLimits.js';

/**
 * limits: what a person may move a day and a month, by kind (Toman deposits and withdrawals, Tether
 * withdrawals, trading value): each account type's amounts (settings) or the person's own (an operator's,
 * audited). Owns `account_limits` and `person_limits` (migrations/0035_person_limits.sql). What counts is
 * read from the wallet's and trade's own rows; wallet and trade call `refuseOverLimit` in their transactions.
 */
export const limitsModule = defineModule(
  'limits',
  () => ({ operations: { getMyLimits, adminGetPersonLimits, adminSetPersonLimit } }),
  ['users', 'audit'],
);

export { accountLimitErrors } from './accountLimitRules.js';
export { accountLimits, replaceAccountLimits, type AccountLimitRow } from './limitRepository.js';
export { depositOverLimit, limitStatesOf, refuseOverLimit, type LimitState } from './personLimits.js';
export type { AccountType, LimitKind } from './limitsTables.js';
