import { describe, expect, it } from 'vitest';
import { hasValidIbanChecksum, isIbanShape, normalizeIban } from './iban';

describe('normalizeIban', () => {
  it('takes the IBAN as people paste it: spaces, lower case, Persian digits, without IR', () => {
    expect(normalizeIban('ir82 0540 1026 8002 0817 9090 02')).toBe('IR820540102680020817909002');
    expect(normalizeIban('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe('IR820540102680020817909002');
    expect(normalizeIban('820540102680020817909002')).toBe('IR820540102680020817909002');
  });

  it('leaves what cannot be an IBAN for the rules to refuse', () => {
    expect(normalizeIban(' DE89 3704 ')).toBe('DE893704');
    expect(isIbanShape(normalizeIban('IR8205401026800208179090'))).toBe(false);
  });
});

describe('hasValidIbanChecksum (ISO 13616 mod 97)', () => {
  it('accepts IBANs whose check digits match', () => {
    expect(hasValidIbanChecksum('IR820540102680020817909002')).toBe(true);
    expect(hasValidIbanChecksum('IR062960000000100324200001')).toBe(true);
  });

  it('refuses a mistyped digit and two swapped digits', () => {
    expect(hasValidIbanChecksum('IR820540102680020817909003')).toBe(false);
    expect(hasValidIbanChecksum('IR820540102680020817909020')).toBe(false);
  });

  it('refuses anything not shaped IR and 24 digits', () => {
    expect(hasValidIbanChecksum('IR82054010268002081790900')).toBe(false);
    expect(hasValidIbanChecksum('')).toBe(false);
  });
});
