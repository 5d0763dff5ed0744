// The market picker alone, for the app's bottom navigation: the trade item opens it on every signed-in
// screen, so it must not bring the trade screens' code along with the navigation.
export { MarketPickerSheet, type MarketPickerSheetProps } from './components/MarketPickerSheet';
