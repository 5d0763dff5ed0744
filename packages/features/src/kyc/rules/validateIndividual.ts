import type { CalendarDate } from '@internationalized/date';
import { checkDigits, checkMobile, checkName, MINIMUM_AGE, onlyProblems } from './fieldRules';
import { isAtLeastYearsOld } from './tehranDate';

/** What the individual form holds before it is sent; field names are the contract's. */
export interface IndividualValues {
  first_name: string;
  national_code: string;
  birth_date: CalendarDate | null;
  gender: 'male' | 'female' | null;
  mobile: string;
  national_card_front: File | null;
  live_video: File | null;
}

export type IndividualField = keyof IndividualValues;

/**
 * Spec section 5, individual: returns the kyc translation key of each field's problem. `now` is injected
 * so the 18-year rule can be tested on the edge days.
 */
export function validateIndividual(
  values: IndividualValues,
  now: Date,
): Partial<Record<IndividualField, string>> {
  return onlyProblems<IndividualField>({
    first_name: checkName(values.first_name, 'validation.fullNameRequired', 'validation.fullNameTooLong'),
    national_code: checkDigits(
      values.national_code,
      10,
      'validation.nationalCodeRequired',
      'validation.nationalCodeFormat',
    ),
    birth_date: !values.birth_date
      ? 'validation.birthDateRequired'
      : isAtLeastYearsOld(values.birth_date, MINIMUM_AGE, now)
        ? undefined
        : 'validation.tooYoung',
    gender: values.gender ? undefined : 'validation.genderRequired',
    mobile: checkMobile(values.mobile),
    national_card_front: values.national_card_front ? undefined : 'validation.nationalCardRequired',
    live_video: values.live_video ? undefined : 'validation.liveVideoRequired',
  });
}
