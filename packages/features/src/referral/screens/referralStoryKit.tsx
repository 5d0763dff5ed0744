// Helpers shared by the referral stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { useLocation } from 'react-router';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerReferralI18n';
import { referralMockMessages } from '../mocks/referralMockMessages';
import { referralMockState } from '../mocks/referralMockState';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => referralMockMessages[currentLocale()];

/** A number or amount as the screens write it: truncated to 3 decimals, grouped, Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** A currency's name as the screens write it (تومان in fa). */
export const currencyName = (currency: string) => t(`common:currency.${currency}`);

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('referral:details.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story. */
export const mockRequests = () => referralMockState.requests;

/** Everything outside the story root too: toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** Stands in for a page a screen links to. */
export function PageStub({ name }: { name: string }) {
  return (
    <main>
      <h1>{name} (stub)</h1>
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

/** The system clipboard is outside the page: each story decides whether it accepts or refuses. */
export function stubClipboard(outcome: 'accept' | 'refuse') {
  const spy = spyOn(navigator.clipboard, 'writeText');
  if (outcome === 'accept') spy.mockResolvedValue(undefined);
  else spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return () => spy.mockRestore();
}

/** What the stubbed share sheet was handed, in order. */
export const sharedData: ShareData[] = [];

/**
 * The system share sheet is outside the page too, and most desktop browsers have none: a story says
 * whether this browser has one (`absent`), and what the person does in it (`share`, or `cancel`: closes it
 * without choosing).
 */
export function stubShare(outcome: 'absent' | 'share' | 'cancel') {
  sharedData.length = 0;
  const share =
    outcome === 'absent'
      ? undefined
      : fn(async (data: ShareData) => {
          sharedData.push(data);
          if (outcome === 'cancel') throw new DOMException('Share canceled', 'AbortError');
        });
  const canShare = outcome === 'absent' ? undefined : () => true;
  const restore = [overrideNavigator('share', share), overrideNavigator('canShare', canShare)];
  return () => restore.forEach((undo) => undo());
}

/** Gives `navigator` an own property that shadows Navigator.prototype's, whether or not this browser has it. */
function overrideNavigator(name: 'share' | 'canShare', value: unknown) {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(navigator, name, own);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  };
}
