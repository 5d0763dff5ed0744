import { describe, expect, it } from 'vitest';
import { normalisePhrase, phraseProblem } from './antiPhishingPhrase';

// The same cases the server's test refuses and takes (apps/api/test/modules/auth/antiPhishing.test.ts): the
// client must say no to exactly what the server would, before a code is spent on it.
describe('an anti-phishing phrase', () => {
  it('takes letters of any script, digits, spaces and hyphens, 4 to 20 of them', () => {
    expect(phraseProblem('blue-heron 42')).toBeNull();
    expect(phraseProblem('abcd')).toBeNull();
    expect(phraseProblem('a'.repeat(20))).toBeNull();
    // Persian letters, a zero-width non-joiner, Persian digits.
    expect(phraseProblem('نان‌ها و پنیر ۱۴۰۵')).toBeNull();
    expect(phraseProblem('٣ قطط')).toBeNull();
  });

  it('is kept trimmed, with a run of spaces as one', () => {
    expect(normalisePhrase('  نان‌ها  و پنیر ۱۴۰۵ ')).toBe('نان‌ها و پنیر ۱۴۰۵');
    expect(normalisePhrase('\tblue \u00a0 heron\n')).toBe('blue heron');
    expect(phraseProblem('  blue   heron  ')).toBeNull();
  });

  it('counts the characters left once trimmed', () => {
    expect(phraseProblem('abc')).toBe('tooShort');
    expect(phraseProblem('   ab   ')).toBe('tooShort');
    expect(phraseProblem('a  b')).toBe('tooShort');
    expect(phraseProblem('a'.repeat(21))).toBe('tooLong');
    expect(phraseProblem(`  ${'a'.repeat(20)}  `)).toBeNull();
  });

  it('refuses what could read as a link, an address or markup', () => {
    for (const phrase of ['https://sarraf.example', '<b>hi</b>', 'pay@now', 'blue.heron', 'sarraf_team']) {
      expect(phraseProblem(phrase), phrase).toBe('notAllowed');
    }
  });

  it('asks for something when nothing but spaces was typed', () => {
    expect(phraseProblem('')).toBe('empty');
    expect(phraseProblem('    ')).toBe('empty');
  });

  it('reads a letter written with a combining mark as the server does (NFC)', () => {
    // "é" as e + U+0301 is one character once composed.
    expect(normalisePhrase('cafe\u0301 noir')).toBe('café noir');
    expect(phraseProblem('e\u0301e\u0301e\u0301e\u0301')).toBeNull();
  });
});
