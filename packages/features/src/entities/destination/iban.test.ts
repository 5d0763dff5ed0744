import { describe, expect, it } from 'vitest';
import {
  bankOfIban,
  checkIban,
  formatIban,
  ibanProblem,
  ibanProblemWhileTyping,
  normalizeIban,
} from './iban';

const PARSIAN = 'IR820540102680020817909002';

describe('normalizeIban', () => {
  it('takes an IBAN as banks print it, in groups with spaces', () => {
    expect(normalizeIban('IR82 0540 1026 8002 0817 9090 02')).toBe(PARSIAN);
  });

  it('takes a lower-case ir, dashes and surrounding spaces', () => {
    expect(normalizeIban('  ir82-0540-1026-8002-0817-9090-02 ')).toBe(PARSIAN);
  });

  it('takes Persian and Arabic digits', () => {
    expect(normalizeIban('IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲')).toBe(PARSIAN);
    expect(normalizeIban('IR٨٢٠٥٤٠١٠٢٦٨٠٠٢٠٨١٧٩٠٩٠٠٢')).toBe(PARSIAN);
  });

  it('adds IR to the 24 digits alone', () => {
    expect(normalizeIban('820540102680020817909002')).toBe(PARSIAN);
  });

  it('drops direction marks and a label copied from a banking app', () => {
    expect(normalizeIban('شبا: \u200EIR820540102680020817909002\u200F')).toBe(PARSIAN);
  });
});

describe('checkIban', () => {
  it('accepts a valid IBAN and names its bank in both languages', () => {
    expect(checkIban('ir82 0540 1026 8002 0817 9090 02')).toEqual({
      status: 'valid',
      iban: PARSIAN,
      bank: { fa: 'بانک پارسیان', en: 'Parsian Bank' },
    });
  });

  it('refuses a typo through the check digits', () => {
    expect(checkIban('IR82 0540 1026 8002 0817 9090 03')).toEqual({ status: 'checksum' });
  });

  it('waits while the IBAN is still being typed', () => {
    for (const typed of ['I', 'IR', 'IR82 0540', '8205401026']) {
      expect(checkIban(typed)).toEqual({ status: 'incomplete' });
    }
    expect(checkIban('   ')).toEqual({ status: 'empty' });
  });

  it('refuses what can never be an Iranian IBAN', () => {
    for (const typed of ['DE89370400440532013000', 'IR8205401026800208179090021', 'X1', 'IRA1']) {
      expect(checkIban(typed)).toEqual({ status: 'format' });
    }
  });
});

describe('problems', () => {
  it('calls an unfinished IBAN wrong only once the person goes on', () => {
    expect(ibanProblemWhileTyping(checkIban('IR82'))).toBeUndefined();
    expect(ibanProblem(checkIban('IR82'))).toBe('validation.ibanFormat');
    expect(ibanProblem(checkIban(''))).toBe('validation.ibanRequired');
    expect(ibanProblemWhileTyping(checkIban('IR820540102680020817909003'))).toBe('validation.ibanChecksum');
    expect(ibanProblem(checkIban(PARSIAN))).toBeUndefined();
  });
});

describe('formatIban and bankOfIban', () => {
  it('groups in fours', () => {
    expect(formatIban(PARSIAN)).toBe('IR82 0540 1026 8002 0817 9090 02');
  });

  it('knows the bank of each code it has', () => {
    expect(bankOfIban('IR050170000000123456789012')).toEqual({ fa: 'بانک ملی ایران', en: 'Melli Bank' });
  });
});

describe("checkIban: the check digits (ISO 7064 mod 97), for the desk's accounts as for withdrawals", () => {
  it('accepts IBANs whose check digits match', () => {
    expect(checkIban('IR820540102680020817909002').status).toBe('valid');
    expect(checkIban('IR062960000000100324200001').status).toBe('valid');
  });

  it('refuses a mistyped digit and two swapped digits', () => {
    expect(checkIban('IR820540102680020817909003').status).toBe('checksum');
    expect(checkIban('IR820540102680020817909020').status).toBe('checksum');
  });

  it('calls a foreign IBAN a format problem', () => {
    expect(checkIban(' DE89 3704 ').status).toBe('format');
  });
});
