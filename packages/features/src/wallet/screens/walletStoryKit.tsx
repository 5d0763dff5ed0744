// Helpers shared by the wallet stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerWalletI18n';
import { walletMockMessages } from '../mocks/walletMockMessages';
import { walletMockState } from '../mocks/walletMockState';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => walletMockMessages[currentLocale()];

/** A number or amount as the screens write it: truncated to 3 decimals, grouped, Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** A currency's name as the screens write it (تومان, تتر in fa). */
export const currencyName = (currency: string) => t(`common:currency.${currency}`);

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('wallet:list.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story. */
export const mockRequests = () => walletMockState.requests;

/** Stands in for a page a screen links to; names the route's id or currency when it has one. */
export function PageStub({ name }: { name: string }) {
  const { id, currency, pair } = useParams();
  const param = id ?? currency ?? pair;
  return (
    <main>
      <h1>
        {name} (stub){param ? ` ${param}` : ''}
      </h1>
    </main>
  );
}

/** The current address, for play functions to read. Hidden: no part of what a user sees. */
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

/** A frame as narrow as the smallest phone the product supports. */
export function Narrow320({ children }: { children: ReactNode }) {
  return (
    <div style={{ inlineSize: 320 }} data-testid="frame">
      {children}
    </div>
  );
}

/** Whether anything in the 320 px frame is wider than it (content must wrap, not scroll sideways). */
export async function expectFitsFrame(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-testid="frame"]')!;
  await expect(frame.scrollWidth).toBeLessThanOrEqual(320);
}

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Everything outside the story root too: toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** Waits until every image in the story has drawn, so a screenshot never catches one half loaded. */
export async function imagesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
}

/** A real 1x1 PNG as a receipt photo, built in the page (no fixtures on disk). */
export function receiptPhoto(name = 'receipt.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });
}

/** The system clipboard is outside the page: each story decides whether it accepts or refuses. */
export function stubClipboard(outcome: 'accept' | 'refuse') {
  const spy = spyOn(navigator.clipboard, 'writeText');
  if (outcome === 'accept') spy.mockResolvedValue(undefined);
  else spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return () => spy.mockRestore();
}

/** The alert box (FormErrorSummary) once it appears. */
export async function errorSummary(canvasElement: HTMLElement) {
  const alerts = await within(canvasElement).findAllByRole('alert');
  const summary = alerts.find((alert) => alert.tagName === 'DIV')!;
  return within(summary);
}

/**
 * Checks an IBAN, account number, address, hash or tracking id shown by the digit rule (ui format/README.md)
 * inside `scope`: Latin digits (also in fa), left to right and isolated, in groups of four (the last one may
 * be shorter), and its text, as selecting and copying it gives, the one string without spaces.
 */
export async function expectIdentifier(scope: HTMLElement, value: string) {
  const code = scope.querySelector<HTMLElement>('[data-identifier] bdi');
  await expect(code).not.toBeNull();
  await expect(code).toHaveAttribute('dir', 'ltr');
  await expect(code!.textContent).toBe(value);
  const groups = Array.from(code!.querySelectorAll<HTMLElement>(':scope > span'));
  await expect(groups.map((group) => group.textContent)).toEqual(value.match(/.{1,4}/gu));
  // It wraps only between groups: no group is split over two lines (an orphan character).
  for (const group of groups) await expect(group.getClientRects()).toHaveLength(1);
}
