// `npm run e2e`: build the product as `npm start` does, then drive it in Chromium with Playwright.
// The server runs in production mode on its own port with a fresh embedded database (see e2e/playwright.config.ts).
import { ensureChromium, run } from './lib/ensure.mjs';

ensureChromium();
run('npm', ['run', '--silent', 'build']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
