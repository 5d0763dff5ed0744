// What the currency entity draws; apart from index.ts, which plain Node code and tests import.
export { HeldAmountText } from './HeldAmountText';
