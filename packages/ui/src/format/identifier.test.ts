import { describe, expect, it } from 'vitest';
import { groupIdentifier, isolateIdentifier, toIdentifier } from './identifier';

describe('toIdentifier', () => {
  it('turns Persian and Arabic digits into Latin ones', () => {
    expect(toIdentifier('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe('IR820540102680020817909002');
    expect(toIdentifier('١٤٠٣١٢٣٤٥٦٧٨')).toBe('140312345678');
  });

  it('drops the spaces and direction marks a paste from a banking app brings', () => {
    expect(toIdentifier('\u200FIR82 0540\u00A01026 8002\u2066 0817 9090 02\u2069\n')).toBe(
      'IR820540102680020817909002',
    );
  });

  it('keeps letters and a mask as they are', () => {
    expect(toIdentifier('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBe('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    expect(toIdentifier('IR82۰۵۴۰*************۰۹۰۰۲')).toBe('IR820540*************09002');
  });
});

describe('groupIdentifier', () => {
  it('groups an IBAN in fours, as banks print it, in Latin digits whatever came in', () => {
    expect(groupIdentifier('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toEqual([
      'IR82',
      '0540',
      '1026',
      '8002',
      '0817',
      '9090',
      '02',
    ]);
    expect(groupIdentifier('IR٨٢٠٥٤٠١٠٢٦٨٠٠٢٠٨١٧٩٠٩٠٠٢').join('')).toBe('IR820540102680020817909002');
  });

  it('groups what was already grouped the same way (spaces are not characters)', () => {
    expect(groupIdentifier('IR82 0540 1026 8002 0817 9090 02')).toEqual(
      groupIdentifier('IR820540102680020817909002'),
    );
  });

  it('groups a masked IBAN, its asterisks counted as characters', () => {
    expect(groupIdentifier('IR76************57039')).toEqual(['IR76', '****', '****', '****', '5703', '9']);
  });

  it('groups a TRON address and gives it back whole when joined', () => {
    const address = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
    const groups = groupIdentifier(address);
    expect(groups).toHaveLength(9);
    expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
    expect(groups.join('')).toBe(address);
  });

  it('takes another group size, and one group below 1', () => {
    expect(groupIdentifier('۱۴۰۳۱۲۳۴۵۶', 3)).toEqual(['140', '312', '345', '6']);
    expect(groupIdentifier('۱۴۰۳۱۲۳۴۵۶', 0)).toEqual(['1403123456']);
  });

  it('has no groups for nothing', () => {
    expect(groupIdentifier('')).toEqual([]);
    expect(groupIdentifier(' \u200F ')).toEqual([]);
  });
});

describe('isolateIdentifier', () => {
  it('wraps the Latin-digit identifier in a left-to-right isolate', () => {
    expect(isolateIdentifier('۹۰۰۲')).toBe('\u20669002\u2069');
    expect(isolateIdentifier('IR82 0540')).toBe('\u2066IR820540\u2069');
  });
});
