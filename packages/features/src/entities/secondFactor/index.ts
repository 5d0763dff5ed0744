export type { SecondFactors } from './secondFactor';
export { getSecondFactors, secondFactorsQuery } from './getSecondFactors';
