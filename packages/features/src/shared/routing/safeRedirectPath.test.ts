import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirectPath('/orders?status=Processing#top')).toBe('/orders?status=Processing#top');
    expect(safeRedirectPath('/trade/USDT-IRT')).toBe('/trade/USDT-IRT');
  });

  it.each([
    ['https://evil.example/panel'],
    ['//evil.example/panel'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['panel'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
