import { DomainError } from '../../errors/DomainError.js';

/** A destination is either new or saved: exactly one of the two fields (422 on both, naming each). */
export function exactlyOne<Body extends object>(
  body: Body,
  newField: keyof Body & string,
  savedField: keyof Body & string,
) {
  const given = [newField, savedField].filter((field) => body[field] !== undefined);
  if (given.length === 1) return;
  const fields = Object.fromEntries(
    [newField, savedField].map((field) => [field, ['wallet.oneDestination' as const]]),
  );
  throw new DomainError('validation', 'wallet.oneDestination', { fields });
}
