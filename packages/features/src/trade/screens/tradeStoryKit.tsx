// Helpers shared by the trade stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue, toLocaleDigits } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerTradeI18n';
import { tradeMockMessages } from '../mocks/tradeMockMessages';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => tradeMockMessages[currentLocale()];

/** An amount as the screens write it: truncated to 3 decimals (or `maxDecimals`), grouped, Persian digits in fa. */
export const num = (value: string, maxDecimals?: number) =>
  formatAmount(value, { locale: currentLocale(), maxDecimals });

/** Latin digits as the page shows them (Persian in fa). */
export const digits = (text: string) => toLocaleDigits(text, currentLocale());

/** A currency as the page names it (تومان, تتر in fa). */
export const currency = (code: string) => t(`common:currency.${code}`, { defaultValue: code });

/** Stands in for a page a screen goes to; names the route's id when it has one. */
export function PageStub({ name }: { name: string }) {
  const { id } = useParams();
  return (
    <main>
      <h1>
        {name} (stub){id ? ` ${id}` : ''}
      </h1>
    </main>
  );
}

/** The current address with its query, for play functions to read. Hidden: no part of what a user sees. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="location">
      {pathname}
      {search}
    </output>
  );
}

/** The address LocationProbe shows. */
export function currentAddress(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** Everything outside the story root too: dialogs, sheets and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** The value of a DetailList row by its label, inside `scope`. */
export function detailValue(scope: HTMLElement, label: string): HTMLElement {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** The story inside a 320 px wide phone, the narrowest the product supports. */
export function Narrow({ children }: { children: ReactNode }) {
  return (
    <div style={{ inlineSize: 320 }} data-testid="narrow">
      {children}
    </div>
  );
}

/** Nothing in the 320 px frame is wider than the frame (no sideways scrolling). */
export async function expectFitsNarrow(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="narrow"]')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
  const box = frame.getBoundingClientRect();
  for (const element of frame.querySelectorAll<HTMLElement>('main *')) {
    const { right, left, width } = element.getBoundingClientRect();
    // Visually hidden text and inputs are 1 px boxes placed anywhere: nothing to see.
    if (width <= 1) continue;
    if (right > box.right + 1 || left < box.left - 1) {
      throw new Error(`${element.tagName} "${element.textContent?.slice(0, 40)}" sticks out of 320 px`);
    }
  }
}
