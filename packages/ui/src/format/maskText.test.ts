import { describe, expect, it } from 'vitest';
import { maskPresets, maskText } from './maskText';

describe('maskText', () => {
  const rules: Array<
    [rule: string, text: string, options: Parameters<typeof maskText>[1], expected: string]
  > = [
    ['account: first 8 and last 5', '6037991234567890123', maskPresets.account, '60379912******90123'],
    [
      'receipt link: first 8 and last 5',
      'https://cdn.example.com/receipts/42.png',
      maskPresets.receiptLink,
      `https://${'*'.repeat(26)}2.png`,
    ],
    ['exactly start + end characters stays unchanged', '1234567890123', maskPresets.account, '1234567890123'],
    ['shorter text stays unchanged', '12345', maskPresets.account, '12345'],
    ['empty text stays empty', '', maskPresets.account, ''],
    ['one hidden character gets one asterisk', '12345678X90123', maskPresets.account, '12345678*90123'],
    ['a custom mask character', 'ABCDEFGH', { start: 2, end: 2, mask: '•' }, 'AB••••GH'],
    ['keeps nothing at the end when end is 0', 'ABCDEF', { start: 2, end: 0 }, 'AB****'],
    ['counts code points, not UTF-16 units', '😀😀😀😀', { start: 1, end: 1 }, '😀**😀'],
    ['masks Persian text too', 'حساب‌شماره‌یک', { start: 2, end: 2 }, 'حس*********یک'],
  ];

  it.each(rules)('%s', (_rule, text, options, expected) => {
    expect(maskText(text, options)).toBe(expected);
  });
});
