import { isRecord, sameDecimal, type Json } from './auditSentence';

/** What a detail's value is, so the screen writes it the app's way (see `AuditValue`). */
export type AuditDetailKind = 'number' | 'identifier' | 'date' | 'text';

/** One line of an audit entry's details: a value, and the value it replaced when the entry records a change. */
export interface AuditDetail {
  /** The detail's name as the server wrote it; nested names are joined with dots ("holder.mobile", "deposits.1.amount"). */
  key: string;
  /** The value as text; '' for null (or for a name the change removed). */
  value: string;
  /** The value before the change, when the details hold old and new values. @default undefined */
  previous?: string;
  kind: AuditDetailKind;
}

/** Names under which an entry keeps the values before and after a change. */
const CHANGE_PAIRS = [
  ['old', 'new'],
  ['before', 'after'],
] as const;

/** Names of values people compare and paste: written in Latin digits, left to right, never grouped. */
const IDENTIFIER_NAME =
  /(^|[._])(id|ip|iban|email|address|owner|account_number|tracking_id)$|(_id|_hash|hash)$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function kindOf(key: string, values: string[]): AuditDetailKind {
  const written = values.filter((value) => value !== '');
  if (IDENTIFIER_NAME.test(key) || written.some((value) => value.includes('@'))) return 'identifier';
  if (written.length > 0 && written.every((value) => INSTANT.test(value))) return 'date';
  if (written.length > 0 && written.every((value) => DECIMAL.test(value))) return 'number';
  return 'text';
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return '';
}

/**
 * Flattens nested objects (and lists of objects, numbered from 1) into dotted names, keeping the server's
 * order: never a JSON text on the screen.
 */
function flatten(details: Json, prefix = ''): Array<[string, unknown]> {
  return Object.entries(details).flatMap(([key, value]): Array<[string, unknown]> => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) return flatten(value, name);
    if (Array.isArray(value) && value.some(isRecord)) {
      return value.flatMap((item, index) =>
        isRecord(item) ? flatten(item, `${name}.${index + 1}`) : [[`${name}.${index + 1}`, item]],
      );
    }
    return [[name, value]];
  });
}

const plain = ([key, value]: [string, unknown]): AuditDetail => {
  const written = asText(value);
  return { key, value: written, kind: kindOf(key, [written]) };
};

const same = (a: string, b: string) => a === b || (DECIMAL.test(a) && DECIMAL.test(b) && sameDecimal(a, b));

/**
 * The details of an audit entry as short "name: value" lines, for an action this client has no sentences
 * for. When the entry holds the values before and after a change (`old`/`new` or `before`/`after`), only
 * the names whose value changed are kept, each as one line with its previous value ("approval_limit:
 * 500,000,000 -> 750,000,000"); a name the change removed keeps its previous value and an empty one.
 */
export function summarizeAuditDetails(details: Json): AuditDetail[] {
  const pair = CHANGE_PAIRS.find(
    ([before, after]) => isRecord(details[after]) && (isRecord(details[before]) || details[before] === null),
  );
  if (!pair) return flatten(details).map(plain);

  const [beforeKey, afterKey] = pair;
  const before = new Map(isRecord(details[beforeKey]) ? flatten(details[beforeKey]) : []);
  const after = new Map(flatten(details[afterKey] as Json));
  const rest = Object.fromEntries(
    Object.entries(details).filter(([key]) => key !== beforeKey && key !== afterKey),
  );
  const names = [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))];
  const changes = names.flatMap((key): AuditDetail[] => {
    const value = asText(after.get(key));
    if (!before.has(key)) return [{ key, value, kind: kindOf(key, [value]) }];
    const previous = asText(before.get(key));
    return same(previous, value) ? [] : [{ key, value, previous, kind: kindOf(key, [previous, value]) }];
  });
  return [...flatten(rest).map(plain), ...changes];
}
