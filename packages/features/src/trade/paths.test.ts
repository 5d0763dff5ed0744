import { describe, expect, it } from 'vitest';
import { pairOfParam, tradePaths } from './paths';

describe('trade addresses (spec section 2: the pair with its slash replaced by a dash)', () => {
  it('writes a pair into the address and reads it back', () => {
    expect(tradePaths.pair('USDT/IRT')).toBe('/trade/USDT-IRT');
    expect(pairOfParam('USDT-IRT')).toBe('USDT/IRT');
  });

  it('reads a pair typed in lower case', () => {
    expect(pairOfParam('usdt-irt')).toBe('USDT/IRT');
  });

  it('reads anything else as no pair', () => {
    expect(pairOfParam(undefined)).toBeNull();
    expect(pairOfParam('USDT')).toBeNull();
    expect(pairOfParam('USDT/IRT')).toBeNull();
    expect(pairOfParam('USDT-IRT-X')).toBeNull();
  });
});
