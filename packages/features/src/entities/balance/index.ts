export type { Balance } from './balance';
export { balancesQuery, getBalances, spendableBalancesQuery } from './getBalances';
