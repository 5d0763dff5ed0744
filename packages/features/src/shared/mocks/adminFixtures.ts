import type { components } from '../api/schema.gen';

type UserRef = components['schemas']['UserRef'];
type Locale = 'fa' | 'en';

// What the mocks of several back-office screens share: who acts, when, the people they list, the paging and
// the banks.

/** The admin the mocks act as (who sets prices and decides in the fixtures). */
export const MOCK_ADMIN: UserRef = { id: 1, email: 'desk@sarraf.example', name: 'میز معاملات' };

/** When the mock server says a decision or a price was made: fixed, so screenshots never move. */
export const MOCK_NOW = '2026-03-10T11:30:00+03:30';

export function buildUserRef(overrides: Partial<UserRef> = {}): UserRef {
  return { id: 12, email: 'sara.ahmadi@example.com', name: 'سارا احمدی', ...overrides };
}

/** One page of `items` as a paginated list answers it (30 per page, like the server). */
export function pageOf<T>(items: readonly T[], page: number, perPage = 30) {
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
      per_page: perPage,
      total: items.length,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}

/** IBANs as the banks write them (their check digits are right). */
export const MOCK_PARSIAN_IBAN = 'IR820540102680020817909002';
export const MOCK_MELLI_IBAN = 'IR980170000000214630005001';

/** The banks an IBAN's bank code names, as the server says them per language. */
const BANKS: Record<string, Record<Locale, string>> = {
  '054': { fa: 'بانک پارسیان', en: 'Parsian Bank' },
  '017': { fa: 'بانک ملی', en: 'Melli Bank' },
  '012': { fa: 'بانک ملت', en: 'Mellat Bank' },
};

/** The bank of an IBAN in the request's language, or null for a code the server does not know. */
export function bankNameOf(iban: string, locale: Locale): string | null {
  return BANKS[iban.slice(4, 7)]?.[locale] ?? null;
}
