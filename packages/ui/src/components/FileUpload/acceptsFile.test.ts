import { describe, expect, it } from 'vitest';
import { acceptsFile } from './acceptsFile';

describe('acceptsFile', () => {
  it.each([
    ['image/png', ['image/png', 'image/jpeg'], true],
    ['image/gif', ['image/png', 'image/jpeg'], false],
    ['video/mp4', ['image/*', 'video/*'], true],
    ['application/pdf', ['image/*', 'video/*'], false],
    ['IMAGE/JPEG', ['image/jpeg'], true],
    ['', ['image/*'], false],
  ] as const)('%s against %j -> %s', (type, accept, expected) => {
    expect(acceptsFile({ type }, accept)).toBe(expected);
  });
});
