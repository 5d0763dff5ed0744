import { describe, expect, it } from 'vitest';
import { chartPoints } from './chartPoints';

const box = { width: 100, height: 40, padding: 4 };

describe('chartPoints', () => {
  it('spreads the points over the width, oldest at the start, the highest price at the top', () => {
    expect(chartPoints(['100', '150', '200'], box)).toBe('0,36 50,20 100,4');
  });

  it('draws a flat history as a level line in the middle', () => {
    expect(chartPoints(['92150', '92150.0'], box)).toBe('0,20 100,20');
  });

  it('draws nothing for fewer than two prices', () => {
    expect(chartPoints([], box)).toBe('');
    expect(chartPoints(['92150'], box)).toBe('');
  });
});
