// Helpers shared by the security stories (workbench only; not part of the feature's public surface).
import { toastQueue, toLocaleDigits } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerSecurityI18n';
import { securityMockMessages } from '../mocks/securityHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => securityMockMessages[currentLocale()];

/** Everything outside the story root too: the dialog and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The stories' phone: 360 px wide, the narrow end of the phones people use, so the dialog's QR code, key and
 * ten codes are checked where room is shortest. Spread into a meta's `parameters` and `globals`.
 */
export const narrowPhone = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone 360x780', styles: { width: '360px', height: '780px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/** The card where the profile holds it. */
export function CardOnProfile({ children }: { children: ReactNode }) {
  return <main style={{ padding: 16 }}>{children}</main>;
}

/** The card, a region named by its title. */
export const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t('security:secondFactor.title') });

/** A card of the feature by its title's key (`security:sessions.title`), as a region to search in. */
export const cardTitled = (canvasElement: HTMLElement, titleKey: string) =>
  within(within(canvasElement).getByRole('region', { name: t(titleKey) }));

/**
 * Finds a device's name as shown (`getByText(shownAs('Chrome 131 on Android 14'))`): the browser and system
 * are isolated inside it, so the whole name is the paragraph's text, not any one of its text nodes.
 */
export const shownAs = (name: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === name;

/**
 * Nothing in the card runs past the phone's width: a long browser, system or address wraps inside it
 * (the page would otherwise scroll sideways, in either direction).
 */
export async function expectFitsWidth(canvasElement: HTMLElement, region: HTMLElement) {
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** The set-up dialog once it is open. */
export async function findDialog(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: t('security:enrolment.title') }));
}

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** Types a code into the cells of the app's code, starting at its first cell. */
export async function typeCode(dialog: ReturnType<typeof within>, code: string) {
  const first = dialog.getByRole('textbox', {
    name: t('security:enrolment.app.codeCell', { position: 1, length: 6 }),
  });
  await userEvent.click(first);
  await userEvent.keyboard(code);
}

/** The system clipboard is outside the page: each story decides whether it accepts or refuses. */
export function stubClipboard(outcome: 'accept' | 'refuse' = 'accept') {
  const spy = spyOn(navigator.clipboard, 'writeText');
  if (outcome === 'accept') spy.mockResolvedValue(undefined);
  else spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return () => spy.mockRestore();
}

/** Waits for a copy button's check mark to go back to the copy icon: the screenshot shows the resting state. */
export const copiedStateOver = (button: HTMLElement) =>
  waitFor(() => expect(button).not.toHaveAttribute('data-copied'), { timeout: 4000 });

/** Presses Set up on a card that says the app is off; the dialog opens at the password. */
export async function openSetUp(canvasElement: HTMLElement) {
  const region = within(card(canvasElement));
  await userEvent.click(await region.findByRole('button', { name: t('security:secondFactor.setUp') }));
  const dialog = await findDialog(canvasElement);
  // The dialog is in the page before it has opened: wait for its first step to show.
  await waitFor(() => expect(dialog.getByText(stepText(1, 'password'))).toBeVisible());
  return dialog;
}

/** "Step 2 of 3: Add to the app", in the page's digits. */
export function stepText(step: number, name: 'password' | 'app' | 'codes') {
  const digits = (n: number) => toLocaleDigits(String(n), currentLocale());
  return `${t('security:enrolment.stepText', { step: digits(step), total: digits(3) })}: ${t(`security:enrolment.steps.${name}`)}`;
}

/** The password field of the first step (its show/hide toggle is named after it too). */
export const passwordField = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText(t('security:enrolment.password.label'), { selector: 'input' });

/** Types `password` and presses Continue. */
export async function submitPassword(dialog: ReturnType<typeof within>, password: string) {
  await userEvent.type(passwordField(dialog), password);
  await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.password.submit') }));
}

/** Types the app's first code and presses Confirm. */
export async function submitCode(dialog: ReturnType<typeof within>, code: string) {
  await typeCode(dialog, code);
  await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.app.submit') }));
}
