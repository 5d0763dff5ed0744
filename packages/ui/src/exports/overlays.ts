// Overlays, shell and live pieces; re-exported from the package index.
export { Dialog, type DialogProps } from '../components/Dialog/Dialog';
export { AlertDialog, type AlertDialogProps } from '../components/AlertDialog/AlertDialog';
export { DialogFrame, type DialogFrameProps } from '../components/Dialog/DialogFrame';
export { BottomSheet, type BottomSheetProps } from '../components/BottomSheet/BottomSheet';
export {
  MarketPicker,
  type MarketPickerProps,
  type MarketOption,
} from '../components/MarketPicker/MarketPicker';
export { CountdownTimer, type CountdownTimerProps } from '../components/CountdownTimer/CountdownTimer';
export {
  systemClock,
  createManualClock,
  type Clock,
  type ManualClock,
} from '../components/CountdownTimer/clock';
export { CopyButton, type CopyButtonProps } from '../components/CopyButton/CopyButton';
export { QRCode, type QRCodeProps } from '../components/QRCode/QRCode';
export { PageScaffold, type PageScaffoldProps } from '../components/PageScaffold/PageScaffold';
