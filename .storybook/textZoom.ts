import { expect } from 'storybook/test';

/** Story parameters for 200% text size (WCAG 1.4.4 resize text); the preview applies them. */
export const textZoom200 = { textZoom: 2 } as const;

/**
 * Asserts the story still fits at the current text zoom: text really is twice the size, and nothing
 * pushes the page wider than the viewport (content reflows instead of scrolling sideways).
 */
export async function expectFitsAtTextZoom(canvasElement: HTMLElement): Promise<void> {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(getComputedStyle(root).fontSize).toBe('32px');
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}
