/** Iran keeps +03:30 all year (no daylight saving since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the Tehran calendar day holding `at` began: daily limits count from there. */
export function startOfTehranDay(at: Date): Date {
  const local = at.getTime() + TEHRAN_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TEHRAN_OFFSET_MS);
}
