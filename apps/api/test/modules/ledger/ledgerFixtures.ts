import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/transaction.js';
import { DomainError, type ErrorKind } from '../../../src/errors/DomainError.js';
import type { MessageKey } from '../../../src/i18n/messages.js';

/** A new person to move money for (the ledger needs a real users row). */
export async function newUser(db: Db): Promise<string> {
  const code = randomBytes(5).toString('hex').toUpperCase();
  const row = await db
    .insertInto('users')
    .values({ email: `ledger-${code.toLowerCase()}@example.com`, referral_code: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Awaits `promise` and checks it failed with this DomainError (and, when given, on this field). */
export async function expectDomainError(
  promise: Promise<unknown>,
  kind: ErrorKind,
  messageKey: MessageKey,
  field?: string,
): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  const domainError = error as DomainError;
  expect({ kind: domainError.kind, messageKey: domainError.messageKey }).toEqual({ kind, messageKey });
  if (field) expect(Object.keys(domainError.fields ?? {})).toEqual([field]);
  return domainError;
}

/** A decimal string ('-12.5') as an exact count of millionths, for arithmetic in tests without floats. */
export function micros(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const value = BigInt(whole + fraction.padEnd(6, '0'));
  return negative ? -value : value;
}
