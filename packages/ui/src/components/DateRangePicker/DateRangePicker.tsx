import type { CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Group,
  RangeCalendar,
} from 'react-aria-components';
import { CalendarLocale } from '../DatePicker/CalendarLocale';
import { CalendarPopover } from '../DatePicker/PickerFrame';
import { CalendarIcon, CalendarParts, type MonthNavigationLabels } from '../DatePicker/CalendarParts';
import { toGregorianDate } from '../DatePicker/toGregorianDate';
import { useToDisplayCalendar } from '../DatePicker/useToDisplayCalendar';
import * as styles from '../DatePicker/DatePicker.css';
import { FieldHelp, FieldLabel } from '../internal/FieldLabel';

/** A range of days, both ends included. */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

export interface DateRangePickerProps extends MonthNavigationLabels {
  /** Visible label; also the accessible name. */
  label: string;
  /** Accessible name of the button that opens the calendar, e.g. "Open calendar". */
  calendarButtonLabel: string;
  /** Controlled range. @default undefined (uncontrolled) */
  value?: DateRange | null;
  /** Initial range when uncontrolled. @default null */
  defaultValue?: DateRange | null;
  /** Called with the picked range, both ends in the Gregorian calendar. @default undefined */
  onChange?: (value: DateRange | null) => void;
  /** Earliest day that can be picked. @default undefined */
  minValue?: CalendarDate;
  /** Latest day that can be picked, e.g. today for reports. @default undefined */
  maxValue?: CalendarDate;
  /** Month the calendar shows while empty. @default today */
  placeholderValue?: CalendarDate;
  /** Form field names of the two ends; they submit ISO dates. @default undefined */
  startName?: string;
  /** @default undefined */
  endName?: string;
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
 * From-to date field with a range calendar (React Aria's DateRangePicker), e.g. for reports. Jalali
 * in Persian, Gregorian in English; the reported range is Gregorian either way.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <CalendarLocale>
      <DateRangePickerInCalendar {...props} />
    </CalendarLocale>
  );
}

/** The picker itself, rendered inside CalendarLocale so it sees the display calendar. */
function DateRangePickerInCalendar({
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
  startName,
  endName,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
}: DateRangePickerProps) {
  const toDisplay = useToDisplayCalendar();
  return (
    <AriaDateRangePicker<CalendarDate>
      className={styles.field}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) =>
        onChange?.(next ? { start: toGregorianDate(next.start), end: toGregorianDate(next.end) } : null)
      }
      minValue={toDisplay(minValue)}
      maxValue={toDisplay(maxValue)}
      placeholderValue={toDisplay(placeholderValue)}
      granularity="day"
      startName={startName}
      endName={endName}
      validationBehavior="aria"
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.box}>
        <DateInput slot="start" className={styles.rangeInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.rangeDash}>
          –
        </span>
        <DateInput slot="end" className={styles.rangeInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={styles.iconButton} aria-label={calendarButtonLabel}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover label={label}>
        <RangeCalendar className={`${styles.calendar} ${styles.rangeCalendar}`}>
          <CalendarParts previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
        </RangeCalendar>
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}
