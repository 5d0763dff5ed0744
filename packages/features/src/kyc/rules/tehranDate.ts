import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';

/** Ages are counted in Iran's time zone, as the server counts them: near midnight the days differ. */
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

/** The calendar day it is in Tehran at `now`. */
export function todayInTehran(now: Date): CalendarDate {
  return toCalendarDate(fromDate(now, TEHRAN_TIME_ZONE));
}

/** Whether someone born on `birthDate` is at least `years` old today in Tehran. */
export function isAtLeastYearsOld(birthDate: CalendarDate, years: number, now: Date): boolean {
  return birthDate.add({ years }).compare(todayInTehran(now)) <= 0;
}
