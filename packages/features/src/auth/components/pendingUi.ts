// These ui components exist but are not yet re-exported from the `@sarraf/ui` index (another change adds
// them). Until then they are reached by their source path, in this one place; once the index has them,
// import from '@sarraf/ui' and delete this file.
export { OtpField, type OtpFieldProps } from '../../../../ui/src/components/OtpField/OtpField';
export { EmailField } from '../../../../ui/src/components/EmailField/EmailField';
export { CountdownTimer } from '../../../../ui/src/components/CountdownTimer/CountdownTimer';
export {
  systemClock,
  createManualClock,
  type Clock,
  type ManualClock,
} from '../../../../ui/src/components/CountdownTimer/clock';
