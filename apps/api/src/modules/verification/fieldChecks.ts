import { verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools';
import { latinDigits } from '../../i18n/latinDigits.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { FieldMessage } from '../../errors/DomainError.js';

export type FieldErrors = Record<string, FieldMessage[]>;

/** Collects per-field problems of a multipart form, with the same messages as contract validation. */
export class FieldChecker {
  readonly errors: FieldErrors = Object.create(null); // field names come from the client

  constructor(private readonly fields: Record<string, string>) {}

  private fail(field: string, key: FieldMessage): undefined {
    (this.errors[field] ??= []).push(key);
    return undefined;
  }

  /** A required text, trimmed, at most `max` characters. */
  text(field: string, max: number): string | undefined {
    const value = (this.fields[field] ?? '').trim();
    if (!value) return this.fail(field, 'validation.required');
    if ([...value].length > max) return this.fail(field, ['validation.maxLength', { limit: max }]);
    return value;
  }

  digits(field: string, length: number, message: MessageKey, check?: (v: string) => boolean) {
    const raw = this.fields[field];
    if (!raw?.trim()) return this.fail(field, 'validation.required');
    const value = latinDigits(raw.trim());
    if (!new RegExp(`^[0-9]{${length}}$`).test(value) || (check && !check(value)))
      return this.fail(field, message);
    return value;
  }

  nationalCode(field: string): string | undefined {
    return this.digits(field, 10, 'validation.nationalCode', (v) => verifyIranianNationalId(v) === true);
  }

  companyNationalId(field: string): string | undefined {
    return this.digits(field, 11, 'validation.companyNationalId', (v) => verifyIranianLegalId(v) === true);
  }

  /** A phone number with its country code; Iranian mobiles must look like +989xxxxxxxxx. */
  mobile(field: string): string | undefined {
    const raw = this.fields[field];
    if (!raw?.trim()) return this.fail(field, 'validation.required');
    const value = latinDigits(raw).replace(/[\s-]/g, '');
    const valid =
      /^\+[1-9][0-9]{7,14}$/.test(value) && (!value.startsWith('+98') || /^\+989[0-9]{9}$/.test(value));
    return valid ? value : this.fail(field, 'validation.mobile');
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T | undefined {
    const value = this.fields[field];
    if (!value) return this.fail(field, 'validation.required');
    return (allowed as readonly string[]).includes(value)
      ? (value as T)
      : this.fail(field, 'validation.enum');
  }

  /** A YYYY-MM-DD birth date of someone at least `minAge` years old on `today` (YYYY-MM-DD, Tehran). */
  birthDate(field: string, today: string, minAge: number): string | undefined {
    const raw = this.fields[field];
    if (!raw?.trim()) return this.fail(field, 'validation.required');
    const value = latinDigits(raw.trim());
    const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
    const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
    if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
      return this.fail(field, 'validation.date');
    if (value > today) return this.fail(field, 'validation.date');
    // Compared as text: the 18th birthday falls on the same month and day, 18 years later.
    const adultFrom = `${String(Number(match[1]) + minAge).padStart(4, '0')}-${match[2]}-${match[3]}`;
    if (adultFrom > today) return this.fail(field, 'validation.minAge');
    return value;
  }

  requireFile(field: string, present: boolean): void {
    if (!present) this.fail(field, 'validation.required');
  }
}

/** The calendar day in Tehran at `now`, as YYYY-MM-DD (ages are counted in Iran's time zone). */
export function tehranToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
