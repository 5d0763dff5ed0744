import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` that also fails a journey on any Content-Security-Policy violation the page reports:
 * the server's policy is strict (no inline script, styles by hash), and a journey is where a change that
 * breaks it would show.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // Playwright's own trace recorder reads blob: previews from a script with no source file.
          if (event.effectiveDirective === 'connect-src' && event.blockedURI === 'blob' && !event.sourceFile)
            return;
          (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
