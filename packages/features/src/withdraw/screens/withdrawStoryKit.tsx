// Helpers shared by the withdraw stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue, toLocaleDigits } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { secondFactorHandlers } from '../../entities/secondFactor/mocks';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerWithdrawI18n';
import { mockState } from '../mocks/mockState';
import { withdrawMockMessages } from '../mocks/withdrawMockMessages';

/**
 * What the withdraw screens are told of the second factor (`parameters.msw.handlers.secondFactor`): the
 * authenticator app is on, unless a story overrides the key with `secondFactorHandlers.notSetUp()`.
 */
export const appIsOn = [secondFactorHandlers.enabled()];

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => withdrawMockMessages[currentLocale()];

/** An amount as the screens write it: grouped, in Persian digits in fa. */
export const num = (value: string) => formatAmount(value, { locale: currentLocale() });

/** Latin digits as the page shows them (Persian in fa). */
export const digits = (text: string) => toLocaleDigits(text, currentLocale());

/** The text of the story's language. */
export const inLocale = (texts: { fa: string; en: string }) => texts[currentLocale()];

/** The withdrawal requests the mock server received during this story. */
export const sentWithdrawals = () => mockState.withdrawals;

/** The IBANs and addresses the mock server has saved by now. */
export const savedIbans = () => mockState.ibans;
export const savedAddresses = () => mockState.addresses;

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

/** The current address, for play functions to read. Hidden: no part of what a user sees. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output hidden data-testid="location">
      {pathname}
    </output>
  );
}

/** The address LocationProbe shows. */
export function currentAddress(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[data-testid="location"]')?.textContent ?? '';
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
    // Visually hidden inputs (a radio's, a checkbox's) are 1 px boxes placed anywhere: nothing to see.
    if (width <= 1) continue;
    if (right > box.right + 1 || left < box.left - 1) {
      throw new Error(`${element.tagName} "${element.textContent?.slice(0, 40)}" sticks out of 320 px`);
    }
  }
}

/** Everything outside the story root too: dialogs and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** A text input by its accessible name (the required marker is hidden from it). */
export const field = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByRole('textbox', { name: t(key) });

/** Pastes `text` into the field, as a person pasting from a banking app does. */
export async function pasteInto(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The confirm dialog, once open. */
export async function confirmDialog(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: t('withdraw:confirm.title') }));
}

/** The confirm dialog's field for the authenticator app's code: a group of six cells. */
export const codeField = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole('group', { name: t('withdraw:confirm.code') });

/** One cell of the code field, by its position from 1. */
export const codeCell = (canvasElement: HTMLElement, position: number) =>
  within(codeField(canvasElement)).getByRole('textbox', {
    name: t('withdraw:confirm.codeCell', { position, length: 6 }),
  });

/** What the six cells hold, as the page shows it (Persian digits in fa). */
export const codeShown = (canvasElement: HTMLElement) =>
  within(codeField(canvasElement))
    .getAllByRole('textbox')
    .map((cell) => (cell as HTMLInputElement).value)
    .join('');

/** Types the app's code into the cells from the first, as a person reading it off the phone does. */
export async function typeCode(canvasElement: HTMLElement, code: string) {
  await userEvent.click(codeCell(canvasElement, 1));
  await userEvent.keyboard(code);
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
