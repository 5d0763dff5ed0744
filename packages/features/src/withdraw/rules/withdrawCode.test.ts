import { describe, expect, it } from 'vitest';
import { codeProblem } from './withdrawCode';

describe('codeProblem', () => {
  it('takes the 6 digits the app shows', () => {
    expect(codeProblem('492817')).toBeUndefined();
    expect(codeProblem('000000')).toBeUndefined();
  });

  it('asks for the code until all 6 digits are typed', () => {
    expect(codeProblem('')).toBe('validation.codeRequired');
    expect(codeProblem('49281')).toBe('validation.codeRequired');
  });

  it('refuses anything but 6 Latin digits (the code cells report no other)', () => {
    expect(codeProblem('4928170')).toBe('validation.codeRequired');
    expect(codeProblem('492 817')).toBe('validation.codeRequired');
    expect(codeProblem('۴۹۲۸۱۷')).toBe('validation.codeRequired');
  });
});
