import { describe, expect, it } from 'vitest';
import { signOfDecimal } from './decimal';

describe('signOfDecimal', () => {
  it.each([
    ['2.5', 1],
    ['0.0000001', 1],
    [0.5, 1],
    ['0', 0],
    ['-0.00', 0],
    [0, 0],
    ['-1.2', -1],
    [-3, -1],
    ['۱۲', 1],
    ['abc', null],
    ['', null],
  ] as const)('%j -> %j', (value, expected) => {
    expect(signOfDecimal(value)).toBe(expected);
  });
});
