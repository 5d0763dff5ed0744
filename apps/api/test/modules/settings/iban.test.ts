import { describe, expect, it } from 'vitest';
import { bankNameOf, isValidIban, normalizeIban } from '../../../src/modules/settings/index.js';

describe('IBANs as people paste them', () => {
  it('come out as IR and 24 digits', () => {
    expect(normalizeIban('IR82 0540 1026 8002 0817 9090 02')).toBe('IR820540102680020817909002');
    expect(normalizeIban('ir820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(normalizeIban('۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe('IR820540102680020817909002');
    expect(normalizeIban('IR٨٢-0540-1026-8002-0817-9090-02')).toBe('IR820540102680020817909002');
    expect(normalizeIban('IR82 0540')).toBeNull();
  });

  it('are valid only with a right checksum and a known bank', () => {
    expect(isValidIban('IR820540102680020817909002')).toBe(true);
    expect(isValidIban('IR830540102680020817909002')).toBe(false);
    // The checksum holds, but 786 is no Iranian bank's code.
    expect(isValidIban('IR707867613858236019335258')).toBe(false);
  });

  it("name the bank in the reader's language", () => {
    expect(bankNameOf('IR820540102680020817909002', 'en')).toBe('Parsian Bank');
    expect(bankNameOf('IR820540102680020817909002', 'fa')).toBe('بانک پارسیان');
    expect(bankNameOf('IR707867613858236019335258', 'en')).toBeNull();
    // The library names Melli bare; every bank is "X Bank" in English, as the client names it too.
    expect(bankNameOf('IR050170000000123456789012', 'en')).toBe('Melli Bank');
  });
});
