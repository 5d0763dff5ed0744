// Runs in Node (a Vitest browser command): the tally of what each story was checked for, for the report
// printed at the end of `npm test` (scripts/lib/testReport.mjs).
import { appendFileSync } from 'node:fs';
import type { BrowserCommand } from 'vitest/node';

/** What one story run was checked for. */
export interface StoryChecks {
  id: string;
  locale: string;
  /** The story has a play function (an interaction test). */
  play: boolean;
  /** The accessibility check (axe) runs and fails the story on any violation. */
  a11y: boolean;
  /** Compared with its baseline, or `disabled` by `parameters.visual.disable`. */
  screenshot: 'compared' | 'disabled';
}

/** The file `npm test` reads the tally from; when unset (a run by hand), nothing is written. */
export const STORY_CHECKS_FILE_ENV = 'STORY_CHECKS_FILE';

/** Browser command `recordStoryChecks(checks)`: appends one line to the tally file. */
export const recordStoryChecksCommand: BrowserCommand<[checks: StoryChecks], void> = (_context, checks) => {
  const file = process.env[STORY_CHECKS_FILE_ENV];
  if (file) appendFileSync(file, `${JSON.stringify(checks)}\n`);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Adds a story's checks to the run's tally. */
    recordStoryChecks: (checks: StoryChecks) => Promise<void>;
  }
}
