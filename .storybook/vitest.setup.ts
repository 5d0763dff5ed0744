import { setProjectAnnotations } from '@storybook/react-vite';
import type { StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { expect, inject } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { FontFallback } from './fontCheck';
import type { StoryChecks } from './storyChecks';
import { getProjectAnnotations } from 'virtual:/@storybook/builder-vite/project-annotations.js';

/**
 * Visual regression for every story, in the locale of the running project.
 * `parameters.visual`:
 * - `disable: true` skips the shot (only for output that cannot be stable);
 * - `target: 'body'` shoots the whole page, for overlays portalled outside the story root;
 * - `animate: true` lets the story's animations run while it plays (for a story that checks one); they are
 *   frozen again for the shot.
 */
export interface VisualParameters {
  disable?: boolean;
  target?: 'canvas' | 'body';
  animate?: boolean;
}

// Plays wait on what they look for (findBy*, waitFor) for up to 10 s instead of Testing Library's 1 s: with
// both cores busy (two browsers, the API tests on PGlite), a mocked answer was seen to take over a second to
// show. A wait ends as soon as its condition holds, so only a failing story waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

// Stories run with every element in its resting state: no animation, no transition, no caret blink. A shot
// must not depend on where an animation happens to be, and an element that animated is drawn on a layer of
// its own until the animation ends: under CPU load a shot could catch that layer, whose rounded corners are
// antialiased a few pixels differently. Frozen from the start, no story ever animates, and React Aria
// unmounts an exiting overlay at once instead of after its exit animation. (Storybook itself, for
// designers, keeps the animations.)
const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/** Freezes (or, for a story with `visual.animate`, lets run) every animation of the page. */
function freezeAnimations(frozen: boolean) {
  // The setup file runs once per test file, in one page: one style element serves them all.
  let freeze = document.getElementById('story-freeze') as HTMLStyleElement | null;
  if (!freeze) {
    freeze = document.createElement('style');
    freeze.id = 'story-freeze';
    freeze.textContent = FREEZE_CSS;
    document.head.append(freeze);
  }
  freeze.disabled = !frozen;
}

async function matchStoryScreenshot({ canvasElement, parameters, globals, id }: StoryContext) {
  const expectedLocale = inject('storybookLocale');
  // Guards the per-project locale mechanism: a silently ignored global would give two fa runs.
  expect(globals.locale, 'story ran in the wrong locale').toBe(expectedLocale);
  expect(document.documentElement.lang).toBe(expectedLocale);

  const visual = (parameters.visual ?? {}) as VisualParameters;
  if (visual.disable) return;

  await document.fonts.ready;
  // Park the pointer in the top corner so hover styles left by the play function's last click do
  // not end up in (or flicker in and out of) the shot.
  await userEvent.hover(document.documentElement, { position: { x: 0, y: 0 } });
  // Chromium does not always report the pointer leaving an element whose frame just re-rendered;
  // tell React Aria explicitly (React derives onPointerLeave from pointerout).
  for (const hovered of document.querySelectorAll('[data-hovered]')) {
    hovered.dispatchEvent(
      new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }),
    );
  }
  await expect.poll(() => document.querySelector('[data-hovered]'), { timeout: 10_000 }).toBeNull();
  freezeAnimations(true);
  const target = visual.target === 'body' ? document.body : canvasElement;
  const shot = page.elementLocator(target);
  try {
    await expect.element(shot).toMatchScreenshot(id);
  } catch {
    // One more shot once the page has drawn two more frames. In full runs on a loaded machine a whole-page
    // shot of a settled story (MarketPicker Empty) came out with 99% of its pixels different, stable over
    // two captures, and the same story passed alone and in every other run. A real change differs in the
    // second shot too, and only that failure is reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect.element(shot).toMatchScreenshot(id);
  }
}

/**
 * Every story draws all its text with the bundled fonts (Vazirmatn): a glyph they lack would be drawn with
 * whatever font the machine has. The browser runs with a font set of one box font (fonts/fonts.conf), so
 * such a glyph is a box on every machine and this check names it. Covers the story root and whatever it
 * portals into <body>. Fix: an SVG icon from @sarraf/ui, or a character Vazirmatn has.
 */
async function expectBundledFontsOnly() {
  await document.fonts.ready;
  let fallbacks = await findFallbacks();
  if (fallbacks.length > 0) {
    // `fonts.ready` only waits for loads already under way: on a loaded machine the first story of a file
    // can be drawn before its Vazirmatn faces were even requested, so all of it shows as fallback boxes.
    // Load every bundled face, let the page draw again, and look once more: a glyph Vazirmatn lacks stays.
    // The bundled family of fontCheck.ts (a Node module, so not imported into the browser).
    const bundled = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Vazirmatn');
    await Promise.allSettled(bundled.map((face) => face.load()));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    fallbacks = await findFallbacks();
  }
  const report = fallbacks.map(
    ({ text, element, fonts }) => `${JSON.stringify(text)} in ${element}: ${fonts.join(', ')}`,
  );
  expect(report, 'text drawn with a font that is not bundled (glyphs per font)').toEqual([]);
}

/** Text of this document drawn with a font outside the bundled set, as the browser itself reports it. */
async function findFallbacks(): Promise<FontFallback[]> {
  const token = crypto.randomUUID();
  // The server finds this document among the page's frames by the token (fontCheckAttribute).
  document.documentElement.dataset.fontCheck = token;
  try {
    return await commands.findFontFallbacks(token);
  } finally {
    delete document.documentElement.dataset.fontCheck;
  }
}

async function checkStory(context: StoryContext) {
  await expectBundledFontsOnly();
  await matchStoryScreenshot(context);
  const a11y = (context.parameters.a11y ?? {}) as { test?: string; disable?: boolean };
  const visual = (context.parameters.visual ?? {}) as VisualParameters;
  const checks: StoryChecks = {
    id: context.id,
    locale: inject('storybookLocale'),
    play: typeof (context.moduleExport as { play?: unknown } | undefined)?.play === 'function',
    // The addon's axe run (its own afterEach) fails the story on any violation when `test` is 'error'.
    a11y: a11y.test === 'error' && !a11y.disable,
    screenshot: visual.disable ? 'disabled' : 'compared',
  };
  await commands.recordStoryChecks(checks);
}

setProjectAnnotations([
  getProjectAnnotations(),
  {
    initialGlobals: { locale: inject('storybookLocale') },
    beforeEach: ({ parameters }) => {
      freezeAnimations(!(parameters.visual as VisualParameters | undefined)?.animate);
    },
    afterEach: checkStory,
  },
]);
