import { describe, expect, it } from 'vitest';
import { movePrice } from './movePrice';

describe('a mock desk moving its price', () => {
  it('adds whole Toman to a price of any scale, exactly', () => {
    expect(movePrice('92150', 1)).toBe('92151');
    expect(movePrice('91800.5', -2)).toBe('91798.5');
    expect(movePrice('0.000001', 0)).toBe('0.000001');
  });
});
