// Safe in plain Node (rules, unit tests): what draws is imported from './components'.
export { CURRENCIES, isCurrency, networkName, scaleOf, typedDecimalsOf, type Currency } from './currency';
export { heldFractionText, useHeldFraction } from './heldFraction';
