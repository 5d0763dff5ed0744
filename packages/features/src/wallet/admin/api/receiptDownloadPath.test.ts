import { describe, expect, it } from 'vitest';
import { receiptDownloadPath } from './receiptDownloadPath';

describe('receiptDownloadPath', () => {
  it('downloads a stored receipt through downloadFile', () => {
    expect(receiptDownloadPath('/api/files/501')).toBe('/api/files/501');
  });

  it('gives no link when there is no receipt', () => {
    expect(receiptDownloadPath(null)).toBeNull();
  });

  it('never links an address that is not a stored file', () => {
    expect(receiptDownloadPath('https://example.com/api/files/501')).toBeNull();
    expect(receiptDownloadPath('/api/files/501/../../admin')).toBeNull();
    expect(receiptDownloadPath('javascript:alert(1)')).toBeNull();
  });
});
