// Helpers shared by the orders stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { useLocation, useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerOrdersI18n';
import { ordersMockMessages } from '../mocks/ordersMockMessages';
import { ordersMockState } from '../mocks/ordersMockState';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => ordersMockMessages[currentLocale()];

/** A number or amount as the screens write it: truncated to 3 decimals, grouped, Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** An order's number as the screens write it: Latin digits, isolated (a reference, ui format/README.md). */
export { reference, expectReference } from '../../shared/components/referenceStoryKit';

/** A currency's name as the screens write it (تومان, تتر in fa). */
export const currencyName = (currency: string) => t(`common:currency.${currency}`);

/** "Buy Tether" as the screens title an order. */
export const orderTitle = (side: 'Buy' | 'Sell', currency = 'USDT') =>
  t('orders:sideOf', { side: t(`orders:side.${side}`), currency: currencyName(currency) });

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('orders:list.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story. */
export const mockRequests = () => ordersMockState.requests;

/** The answers (approve, reject) the mock server was sent during this story. */
export const answersSent = () => ordersMockState.sent;

/** Whether a key is one the contract takes as an Idempotency-Key. */
export const isIdempotencyKey = (key: string | null) => expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

/** Stands in for a page a screen links to; names the route's id when it has one. */
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

/** The value a detail list shows for the label `label`. */
export const detail = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
