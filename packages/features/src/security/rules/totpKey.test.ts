import { describe, expect, it } from 'vitest';
import { keyGroups, recoveryCodesFile, recoveryCodesText } from './totpKey';

describe('the authenticator key shown for typing by hand', () => {
  it('falls in groups of four, the last one shorter when the key is', () => {
    expect(keyGroups('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    expect(keyGroups('ABCDEFGHIJ')).toEqual(['ABCD', 'EFGH', 'IJ']);
  });

  it('ignores spaces already in the key, and shows nothing for none', () => {
    expect(keyGroups('ABCD EFGH')).toEqual(['ABCD', 'EFGH']);
    expect(keyGroups('')).toEqual([]);
  });
});

describe('the recovery codes to copy or save', () => {
  const codes = ['7KQ2-M9XD-4TPA', 'Q4ZD-28HM-VWXR'];

  it('are one code a line', () => {
    expect(recoveryCodesText(codes)).toBe('7KQ2-M9XD-4TPA\nQ4ZD-28HM-VWXR');
  });

  it('are saved after the heading and a blank line, ending with a newline', () => {
    expect(recoveryCodesFile(['Sarraf', 'Each works once.'], codes)).toBe(
      'Sarraf\nEach works once.\n\n7KQ2-M9XD-4TPA\nQ4ZD-28HM-VWXR\n',
    );
  });
});
