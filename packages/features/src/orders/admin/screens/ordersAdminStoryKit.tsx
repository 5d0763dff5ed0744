// Helpers shared by the order desk's stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { expect, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerOrdersAdminI18n';
import { orderAdminMockState } from '../mocks/orderAdminHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** A number as the screens write it: grouped, in Persian digits in fa. */
const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('admin:list.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story, e.g. "GET /api/admin/orders?page=1". */
export const mockRequests = () => orderAdminMockState.requests;

/** Everything outside the story root too: dialogs and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}
