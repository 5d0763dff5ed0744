// Helpers for stories that show an order's or a transaction's number (workbench only; not a public surface).
import { isolateIdentifier } from '@sarraf/ui/format';
import { expect } from 'storybook/test';

/**
 * An order's or a transaction's number as the screens write it: a reference people quote to support, so
 * Latin digits in a left-to-right isolate in both languages (the digit rule, ui format/README.md).
 */
export const reference = (id: number | string) => isolateIdentifier(String(id));

/**
 * Checks that `element` shows the number `id` by the digit rule: its Latin digits inside a left-to-right
 * isolate (U+2066 ... U+2069), never in Persian digits, whatever the story's language.
 */
export async function expectReference(element: HTMLElement | null, id: number) {
  await expect(element).not.toBeNull();
  const text = element!.textContent ?? '';
  await expect(text).toContain(`\u2066${id}\u2069`);
  await expect(text).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/u);
}
