import { messages } from '@sarraf/messages';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../src/modules/notifications/index.js';

/** The kinds the catalogue has a title for: `notification.<kind>.title`. */
function catalogueKinds(catalogue: Record<string, string>): string[] {
  return Object.keys(catalogue)
    .map((key) => /^notification\.(\w+)\.title$/.exec(key)?.[1])
    .filter((kind): kind is string => kind !== undefined)
    .sort();
}

describe('notification kinds', () => {
  it("are the contract's, and every one of them, no more, has a title and a body in both languages", () => {
    const contract = [...NOTIFICATION_KINDS].sort();
    expect(contract.length).toBeGreaterThan(0);
    for (const catalogue of [messages.fa, messages.en]) {
      expect(catalogueKinds(catalogue)).toEqual(contract);
      for (const kind of contract) expect(catalogue).toHaveProperty([`notification.${kind}.body`]);
    }
  });
});
