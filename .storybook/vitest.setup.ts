import { setProjectAnnotations } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import { expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';

/**
 * Visual regression for every story, in the locale of the running project.
 * `parameters.visual`:
 * - `disable: true` skips the shot (only for output that cannot be stable);
 * - `target: 'body'` shoots the whole page, for overlays portalled outside the story root.
 */
export interface VisualParameters {
  disable?: boolean;
  target?: 'canvas' | 'body';
}

// Screenshots must not depend on where an animation happens to be: every element is shown in its
// resting (un-animated) state.
const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

async function matchStoryScreenshot({ canvasElement, parameters, globals, id }: StoryContext) {
  const expectedLocale = inject('storybookLocale');
  // Guards the per-project locale mechanism: a silently ignored global would give two fa runs.
  expect(globals.locale, 'story ran in the wrong locale').toBe(expectedLocale);
  expect(document.documentElement.lang).toBe(expectedLocale);

  const visual = (parameters.visual ?? {}) as VisualParameters;
  if (visual.disable) return;

  await document.fonts.ready;
  const freeze = document.createElement('style');
  freeze.textContent = FREEZE_CSS;
  document.head.append(freeze);
  try {
    const target = visual.target === 'body' ? document.body : canvasElement;
    await expect.element(page.elementLocator(target)).toMatchScreenshot(id);
  } finally {
    freeze.remove();
  }
}

setProjectAnnotations([
  getProjectAnnotations(),
  { initialGlobals: { locale: inject('storybookLocale') }, afterEach: matchStoryScreenshot },
]);
