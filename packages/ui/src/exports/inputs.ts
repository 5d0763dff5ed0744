// Public surface of the input components; re-exported from the package index.
export { EmailField, type EmailFieldProps } from '../components/EmailField/EmailField';
export { OtpField, type OtpFieldProps } from '../components/OtpField/OtpField';
export { AmountField, type AmountFieldProps } from '../components/AmountField/AmountField';
export { Select, type SelectProps, type SelectOption } from '../components/Select/Select';
export { RadioGroup, type RadioGroupProps, type RadioOption } from '../components/RadioGroup/RadioGroup';
export {
  ToggleButtonGroup,
  segmentTones,
  type ToggleButtonGroupProps,
  type Segment,
} from '../components/ToggleButtonGroup/ToggleButtonGroup';
export { SearchField, type SearchFieldProps } from '../components/SearchField/SearchField';
export { Tabs, type TabsProps, type TabItem } from '../components/Tabs/Tabs';
export { DatePicker, type DatePickerProps } from '../components/DatePicker/DatePicker';
export { calendarLocaleOf } from '../components/DatePicker/CalendarLocale';
export {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRange,
} from '../components/DateRangePicker/DateRangePicker';
export { FileUpload, type FileUploadProps, type FileRejection } from '../components/FileUpload/FileUpload';
