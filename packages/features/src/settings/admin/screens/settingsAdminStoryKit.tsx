// Helpers shared by the settings screen's stories (workbench only; not part of the feature's public surface).
import { formatAmount, toastQueue } from '@sarraf/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerSettingsAdminI18n';
import { settingsMockState } from '../mocks/settingsHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** A number as the screens write it: grouped, in Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** The calls the mock server answered during this story, e.g. "GET /api/admin/settings". */
export const mockRequests = () => settingsMockState.requests;

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** The whole page, where dialogs and toasts render. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A sentence whose `<ltr>` parts hold an email, as it reads on screen. */
export const plain = (text: string) => text.replace(/<\/?ltr>/g, '');

/** A refused field of an operator's card: its message described on it, marked invalid, and focused. */
export async function expectRefused(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field).toHaveFocus());
}

/** Waits until no dialog is open (a confirmation closed, or its refusal sent back to the form). */
export const dialogGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
