export { stageOf, type SecureWithdrawals, type SecureWithdrawalsStage } from './secureWithdrawal';
export { getSecureWithdrawals, secureWithdrawalsQuery } from './getSecureWithdrawals';
