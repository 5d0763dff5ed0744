// Helpers shared by the market prices' stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerTradeAdminI18n';
import { marketAdminMockState } from '../mocks/marketAdminMockState';
import { marketAdminMockMessages } from '../mocks/marketHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => marketAdminMockMessages[currentLocale()];

/** A number as the screens write it: grouped, in Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** The calls the mock server answered during this story, e.g. "GET /api/admin/markets". */
export const mockRequests = () => marketAdminMockState.requests;

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Everything outside the story root too: dialogs and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}
