/** Iran keeps +03:30 all year (no daylight saving since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// The Persian (Solar Hijri) calendar is the one people in Iran count months by; ICU knows it.
const persianDayOfMonth = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  day: 'numeric',
});

/** The moment the Persian calendar month holding `at` began, in Tehran: "this month" of the summary. */
export function startOfTehranMonth(at: Date): Date {
  const local = at.getTime() + TEHRAN_OFFSET_MS;
  const startOfDay = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TEHRAN_OFFSET_MS;
  const day = Number(persianDayOfMonth.format(at));
  return new Date(startOfDay - (day - 1) * DAY_MS);
}
