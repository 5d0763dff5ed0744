import type { CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Group,
} from 'react-aria-components';
import { CalendarLocale } from './CalendarLocale';
import { CalendarPopover } from './PickerFrame';
import { CalendarIcon, CalendarParts, type MonthNavigationLabels } from './CalendarParts';
import { toGregorianDate } from './toGregorianDate';
import { useToDisplayCalendar } from './useToDisplayCalendar';
import * as styles from './DatePicker.css';
import { FieldHelp, FieldLabel } from '../internal/FieldLabel';

export interface DatePickerProps extends MonthNavigationLabels {
  /** Visible label; also the accessible name. */
  label: string;
  /** Accessible name of the button that opens the calendar, e.g. "Open calendar". */
  calendarButtonLabel: string;
  /** Controlled date (any calendar; Gregorian is expected). @default undefined (uncontrolled) */
  value?: CalendarDate | null;
  /** Initial date when uncontrolled. @default null */
  defaultValue?: CalendarDate | null;
  /** Called with the picked date, always in the Gregorian calendar (`toString()` is ISO). @default undefined */
  onChange?: (value: CalendarDate | null) => void;
  /** Earliest date that can be picked. @default undefined */
  minValue?: CalendarDate;
  /** Latest date that can be picked, e.g. 18 years ago for a birth date. @default undefined */
  maxValue?: CalendarDate;
  /** Month the calendar shows while empty, so a birth date does not start at today. @default today */
  placeholderValue?: CalendarDate;
  /** Form field name; submits the ISO date. @default undefined */
  name?: string;
  /** Help text under the field. @default undefined */
  description?: string;
  /** Error text under the field; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
  /** Marks the field invalid without changing the message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Shows a required marker and sets aria-required. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Date field with a calendar popover (React Aria's DatePicker). Persian pages see and type Jalali
 * dates; English pages Gregorian ones. The reported value is Gregorian either way.
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <CalendarLocale>
      <DatePickerInCalendar {...props} />
    </CalendarLocale>
  );
}

/** The picker itself, rendered inside CalendarLocale so it sees the display calendar. */
function DatePickerInCalendar({
  label,
  calendarButtonLabel,
  previousMonthLabel,
  nextMonthLabel,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  name,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
}: DatePickerProps) {
  const toDisplay = useToDisplayCalendar();
  return (
    <AriaDatePicker<CalendarDate>
      className={styles.field}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next ? toGregorianDate(next) : null)}
      minValue={toDisplay(minValue)}
      maxValue={toDisplay(maxValue)}
      placeholderValue={toDisplay(placeholderValue)}
      granularity="day"
      name={name}
      validationBehavior="aria"
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.box}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={styles.iconButton} aria-label={calendarButtonLabel}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover label={label}>
        <Calendar className={styles.calendar}>
          <CalendarParts previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
        </Calendar>
      </CalendarPopover>
    </AriaDatePicker>
  );
}
