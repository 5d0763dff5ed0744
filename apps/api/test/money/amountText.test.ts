import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH, readContract } from '../../src/http/router.js';
import { AMOUNT_PATTERNS, amountSchemaOfPattern, amountTextProblem } from '../../src/money/amountText.js';

const schemas = (
  readContract(CONTRACT_PATH) as { components: { schemas: Record<string, { pattern?: string }> } }
).components.schemas;

describe('the amount rule', () => {
  it('is the contract’s own: the same patterns as openapi.yaml', () => {
    for (const [name, pattern] of Object.entries(AMOUNT_PATTERNS)) {
      expect(schemas[name]?.pattern, name).toBe(pattern);
      expect(amountSchemaOfPattern(pattern)).toBe(name);
    }
    expect(amountSchemaOfPattern('^[a-z]+$')).toBeUndefined();
  });

  it('takes plain amounts up to the limit', () => {
    for (const text of ['0', '7', '125000000', '999999999999999'])
      expect(amountTextProblem(text, 'IrtAmount'), text).toBeUndefined();
    for (const text of ['0.5', '150.25', '999999999999.999999'])
      expect(amountTextProblem(text, 'UsdtAmount'), text).toBeUndefined();
  });

  it('refuses leading zeros, signs, exponents, spaces and other digits, saying how to write an amount', () => {
    for (const text of ['010', '00', '-5', '+5', '1e5', ' 5', '5 ', '۵۰۰', '', '.5', '5.', '0x10'])
      expect(amountTextProblem(text, 'IrtAmount'), text).toBe('validation.amountFormat');
    expect(amountTextProblem('1.1234567', 'UsdtAmount')).toBe('validation.amountFormat');
  });

  it('tells a well-formed amount over the limit its limit', () => {
    expect(amountTextProblem('99999999999999999999', 'IrtAmount')).toEqual([
      'validation.wholeDigits',
      { digits: 15 },
    ]);
    expect(amountTextProblem('1000000000000.5', 'UsdtAmount')).toEqual([
      'validation.wholeDigits',
      { digits: 12 },
    ]);
    expect(amountTextProblem('1000000000000000', 'Amount')).toEqual([
      'validation.wholeDigits',
      { digits: 15 },
    ]);
  });
});
