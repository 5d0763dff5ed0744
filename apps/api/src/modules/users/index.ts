import { defineModule } from '../../http/modules.js';
import { getUser } from './getUser.js';
import { setLocale } from './setLocale.js';

/**
 * users: the people who use Sarraf, their passwords and language. Owns `users`; other modules change a
 * person's row only through the functions exported here.
 */
export const usersModule = defineModule('users', () => ({ operations: { getUser, setLocale } }));

export { isCommonPassword } from './commonPasswords.js';
export { hashPassword, verifyPassword } from './passwordHasher.js';
export { presentUser } from './presentUser.js';
export { newReferralCode } from './referralCode.js';
export { DEMO_ACCOUNTS, seedDemoUsers } from './seedDemoUsers.js';
export {
  findUserByEmail,
  findUserById,
  findUserByReferralCode,
  holdWithdrawals,
  insertUserIfAbsent,
  lockUser,
  operatorIds,
  setAntiPhishingPhrase,
  setPasswordHash,
  setVerificationState,
  upsertAdminWithOneTimePassword,
  withdrawalHoldOf,
  type UserRow,
  type VerificationState,
} from './usersRepository.js';
export {
  secureModeAt,
  turnSecureWithdrawals,
  type SecureMode,
  type SecureModeColumns,
} from './secureWithdrawals.js';
export {
  createFreezeLink,
  freezeByDesk,
  freezeWithdrawalsByLink,
  liftTradingFreeze,
  liftWithdrawalFreeze,
  tradingFreezeOf,
  type DeskFreeze,
} from './freezeLinks.js';
