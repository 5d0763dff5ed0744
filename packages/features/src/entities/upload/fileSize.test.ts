import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en.json';
import fa from '../../shared/i18n/fa.json';
import { FILE_SIZE_UNITS, fileSizeOf } from './fileSize';

describe('a file size as a person reads it', () => {
  it('counts bytes below a kilobyte', () => {
    expect(fileSizeOf(0, 'en')).toEqual({ value: '0', unit: 'bytes' });
    expect(fileSizeOf(1023, 'en')).toEqual({ value: '1,023', unit: 'bytes' });
  });

  it('keeps one decimal below ten of a unit, cut and not rounded', () => {
    expect(fileSizeOf(1024, 'en')).toEqual({ value: '1', unit: 'kilobytes' });
    expect(fileSizeOf(1_532_904, 'en')).toEqual({ value: '1.4', unit: 'megabytes' });
    expect(fileSizeOf(2047, 'en')).toEqual({ value: '1.9', unit: 'kilobytes' });
  });

  it('shows whole numbers from ten of a unit', () => {
    expect(fileSizeOf(48_213, 'en')).toEqual({ value: '47', unit: 'kilobytes' });
    expect(fileSizeOf(1023 * 1024, 'en')).toEqual({ value: '1,023', unit: 'kilobytes' });
  });

  it('writes Persian digits and separators on a Persian page', () => {
    expect(fileSizeOf(1_532_904, 'fa')).toEqual({ value: '۱٫۴', unit: 'megabytes' });
  });
});

describe('the size words', () => {
  it('name every unit in both languages (the common catalogue)', () => {
    for (const catalogue of [en, fa])
      expect(Object.keys(catalogue.fileSize).sort()).toEqual([...FILE_SIZE_UNITS].sort());
  });
});
