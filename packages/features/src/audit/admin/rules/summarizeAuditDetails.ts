/** One line of an audit entry's details: a value, and the value it replaced when the entry records a change. */
export interface AuditDetail {
  /** The detail's name as the server wrote it; nested names are joined with dots ("holder.mobile"). */
  key: string;
  /** The value as text; '' for null. */
  value: string;
  /** The value before the change, when the details hold old and new values. @default undefined */
  previous?: string;
}

/** Names under which an entry keeps the values before and after a change. */
const CHANGE_PAIRS = [
  ['old', 'new'],
  ['before', 'after'],
] as const;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return JSON.stringify(value);
}

/** Flattens nested objects into dotted keys, keeping the server's order. */
function flatten(details: Json, prefix = ''): Array<[string, unknown]> {
  return Object.entries(details).flatMap(([key, value]): Array<[string, unknown]> => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRecord(value) ? flatten(value, name) : [[name, value]];
  });
}

/**
 * The details of an audit entry as short lines for a compact display. When the entry holds the values
 * before and after a change (`old`/`new` or `before`/`after`), each changed name becomes one line with its
 * previous value, "buy_price: 91,000 -> 92,000", instead of two unrelated lines.
 */
export function summarizeAuditDetails(details: Json): AuditDetail[] {
  const pair = CHANGE_PAIRS.find(
    ([before, after]) => isRecord(details[after]) && (isRecord(details[before]) || details[before] === null),
  );
  if (!pair) return flatten(details).map(([key, value]) => ({ key, value: asText(value) }));

  const [beforeKey, afterKey] = pair;
  const before = new Map(isRecord(details[beforeKey]) ? flatten(details[beforeKey]) : []);
  const after = flatten(details[afterKey] as Json);
  const rest = Object.fromEntries(
    Object.entries(details).filter(([key]) => key !== beforeKey && key !== afterKey),
  );
  const changes = after.map(([key, value]): AuditDetail => {
    const detail: AuditDetail = { key, value: asText(value) };
    if (before.has(key)) detail.previous = asText(before.get(key));
    return detail;
  });
  return [...flatten(rest).map(([key, value]) => ({ key, value: asText(value) })), ...changes];
}
