// Helpers shared by the wallet desk's stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerWalletAdminI18n';
import { walletAdminMockState } from '../mocks/walletAdminHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** A number as the screens write it: grouped, in Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('admin:list.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story, e.g. "GET /api/admin/wallet/transactions?...". */
export const mockRequests = () => walletAdminMockState.requests;

/**
 * The current address, for play functions to read (the workbench's router keeps it in memory). Hidden:
 * no part of what a user sees.
 */
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

// The identifier check is the wallet stories' own: the desk shows IBANs and addresses by the same rule.
export { expectIdentifier } from '../../screens/walletStoryKit';
