import { describe, expect, it } from 'vitest';
import { fileSizeParts } from './fileSize';

describe('fileSizeParts', () => {
  it('keeps small files in bytes', () => {
    expect(fileSizeParts(0)).toEqual({ amount: '0', unit: 'byte' });
    expect(fileSizeParts(1023)).toEqual({ amount: '1023', unit: 'byte' });
  });

  it('switches to kilobytes with one decimal at most', () => {
    expect(fileSizeParts(1024)).toEqual({ amount: '1', unit: 'kilobyte' });
    expect(fileSizeParts(1536)).toEqual({ amount: '1.5', unit: 'kilobyte' });
    expect(fileSizeParts(245_760)).toEqual({ amount: '240', unit: 'kilobyte' });
  });

  it('switches to megabytes, never showing 1024 KB', () => {
    expect(fileSizeParts(1024 * 1024 - 1)).toEqual({ amount: '1', unit: 'megabyte' });
    expect(fileSizeParts(5 * 1024 * 1024)).toEqual({ amount: '5', unit: 'megabyte' });
    expect(fileSizeParts(12_345_678)).toEqual({ amount: '11.8', unit: 'megabyte' });
  });
});
