// `npm run chromatic`: publish Storybook to Chromatic when a project token is set. CI's enforced visual check is
// the offline one (stories' screenshots against committed baselines), so without a token this says so and exits 0.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (the offline visual tests are run by npm test).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', timeout: 15 * 60 * 1000 },
);
process.exit(result.status ?? 1);
