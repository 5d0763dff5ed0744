import type { components } from '../generated/schema.gen.js';

export const PER_PAGE = 30;

/** The contract's pagination meta for `total` rows, page `page` (1-based). */
export function pageMeta(
  page: number,
  total: number,
  shown: number,
): components['schemas']['PaginationMeta'] {
  const from = shown > 0 ? (page - 1) * PER_PAGE + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    per_page: PER_PAGE,
    total,
    from,
    to: from === null ? null : from + shown - 1,
  };
}
