import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { validateIndividual, type IndividualValues } from './validateIndividual';

const file = (name: string, type: string) => new File(['x'], name, { type });

function valid(overrides: Partial<IndividualValues> = {}): IndividualValues {
  return {
    first_name: 'سارا احمدی',
    national_code: '0012345679',
    birth_date: new CalendarDate(1990, 1, 1),
    gender: 'female',
    mobile: '+989121234567',
    national_card_front: file('card.png', 'image/png'),
    live_video: file('me.webm', 'video/webm'),
    ...overrides,
  };
}

// 2026-03-20 20:45 UTC is already 2026-03-21 00:15 in Tehran (UTC+3:30).
const justAfterTehranMidnight = new Date('2026-03-20T20:45:00Z');

describe('validateIndividual', () => {
  it('accepts a complete, valid form', () => {
    expect(validateIndividual(valid(), new Date('2026-01-01T12:00:00Z'))).toEqual({});
  });

  it('names every empty field', () => {
    const empty: IndividualValues = {
      first_name: '  ',
      national_code: '',
      birth_date: null,
      gender: null,
      mobile: '',
      national_card_front: null,
      live_video: null,
    };
    expect(validateIndividual(empty, new Date())).toEqual({
      first_name: 'validation.fullNameRequired',
      national_code: 'validation.nationalCodeRequired',
      birth_date: 'validation.birthDateRequired',
      gender: 'validation.genderRequired',
      mobile: 'validation.mobileRequired',
      national_card_front: 'validation.nationalCardRequired',
      live_video: 'validation.liveVideoRequired',
    });
  });

  it('refuses a full name over 30 characters but takes exactly 30', () => {
    const now = new Date();
    expect(validateIndividual(valid({ first_name: 'a'.repeat(31) }), now).first_name).toBe(
      'validation.fullNameTooLong',
    );
    expect(validateIndividual(valid({ first_name: 'a'.repeat(30) }), now).first_name).toBeUndefined();
  });

  it('wants exactly 10 digits in the national code, in any digit script', () => {
    const now = new Date();
    expect(validateIndividual(valid({ national_code: '۰۰۱۲۳۴۵۶۷۹' }), now).national_code).toBeUndefined();
    expect(validateIndividual(valid({ national_code: '٠٠١٢٣٤٥٦٧٩' }), now).national_code).toBeUndefined();
    expect(validateIndividual(valid({ national_code: '123456789' }), now).national_code).toBe(
      'validation.nationalCodeFormat',
    );
    expect(validateIndividual(valid({ national_code: '12345678901' }), now).national_code).toBe(
      'validation.nationalCodeFormat',
    );
    expect(validateIndividual(valid({ national_code: '12345abcde' }), now).national_code).toBe(
      'validation.nationalCodeFormat',
    );
  });

  it('counts the 18th birthday in Tehran time', () => {
    const eighteenTodayInTehran = valid({ birth_date: new CalendarDate(2008, 3, 21) });
    expect(validateIndividual(eighteenTodayInTehran, justAfterTehranMidnight).birth_date).toBeUndefined();
    // Fifteen minutes earlier it is still 20 March in Tehran: one day short of 18.
    expect(validateIndividual(eighteenTodayInTehran, new Date('2026-03-20T20:15:00Z')).birth_date).toBe(
      'validation.tooYoung',
    );
  });

  it('refuses someone turning 18 tomorrow', () => {
    const tomorrow = valid({ birth_date: new CalendarDate(2008, 3, 22) });
    expect(validateIndividual(tomorrow, justAfterTehranMidnight).birth_date).toBe('validation.tooYoung');
  });

  it('wants the mobile to start with a country code', () => {
    const now = new Date();
    expect(validateIndividual(valid({ mobile: '09121234567' }), now).mobile).toBe(
      'validation.mobileCountryCode',
    );
    expect(validateIndividual(valid({ mobile: '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷' }), now).mobile).toBeUndefined();
    expect(validateIndividual(valid({ mobile: '+0989121234567' }), now).mobile).toBe(
      'validation.mobileCountryCode',
    );
  });
});
