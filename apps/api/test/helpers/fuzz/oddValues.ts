import fc from 'fast-check';

/**
 * Text that has broken servers before: NUL and the replacement character (what invalid UTF-8 becomes),
 * lone surrogates, direction overrides, other scripts' digits, injection-shaped strings, numbers that do
 * not fit a bigint, and names JavaScript objects already own.
 */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFD',
  'caf\uFFFD',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Eevil\u202C',
  '\u200D\u200C\u200B',
  '\u00A0',
  '🙂👩🏽‍💻',
  'e\u0301',
  'İıß',
  '۱۲۳۴۵۶۷۸۹۰',
  '١٢٣٤٥٦',
  '\r\n',
  '\t',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '%s%n%x',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1.5',
  '1e21',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'x'.repeat(256),
  '۰'.repeat(40),
] as const;

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
);

/** Long enough to pass every maxLength of the contract, and now and then the JSON body limit too. */
export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom(255, 501, 4097, 70 * 1024)
  .chain((length) => fc.constantFrom('x', '۹', '\u0000').map((unit) => unit.repeat(length)));

export const ODD_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

/** Any JSON value of any type: what a wrong-typed field gets. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, [[[[[]]]]]),
  fc.constantFrom(...ODD_NUMBERS),
  oddString,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Field names that are not in the contract, some of them dangerous to `obj[key] = value` code. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    'a.b',
    '$ref',
    'is_admin',
    'role',
    'user_id',
    '\u0000',
    'فیلد',
    'x'.repeat(200),
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Path and query texts a URL can carry: valid-looking, out of range, or wrongly encoded. */
export const oddUrlValue: fc.Arbitrary<{ raw: string } | { text: string }> = fc.oneof(
  oddString.filter((text) => text.length > 0 && text.length < 300).map((text) => ({ text })),
  fc
    .constantFrom('%', '%FF', '%C3%28', '%00', '%2F', '%E2%80%AE', '%ZZ', '..', '%2e%2e')
    .map((raw) => ({ raw })),
);
