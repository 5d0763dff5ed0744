// Helpers shared by the notifications stories (workbench only; not part of the feature's public surface).
import { AppHeader, AppHeaderContext, formatAmount, toastQueue, toLocaleDigits } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import { useUnreadNotificationCount } from '../hooks/useUnreadNotificationCount';
import '../i18n/registerNotificationsI18n';
import { notificationsMockMessages } from '../mocks/notificationsMockMessages';
import { notificationsMockState } from '../mocks/notificationsMockState';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => notificationsMockMessages[currentLocale()];

/** A number as the screens write it: grouped, Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** A count in the reader's digits. */
export const digits = (value: number) => toLocaleDigits(String(value), currentLocale());

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('notifications:list.range', { from: num(from), to: num(to), total: num(total) });

/** The bell's accessible name for this many unread, as the app's layout words it. */
export const bellLabel = (unread: number) =>
  unread > 0
    ? t('common:header.notificationsUnread', { count: unread, number: digits(unread) })
    : t('common:header.notifications');

/** The calls the mock server answered during this story. */
export const mockRequests = () => notificationsMockState.requests;

/**
 * The signed-in layout's header actions, as apps/web's NavLayout gives them: the bell with the count of
 * `useUnreadNotificationCount`, so a story sees the badge change as the app would.
 */
export function BellShell({ children }: { children: ReactNode }) {
  const unread = useUnreadNotificationCount();
  return (
    <AppHeaderContext.Provider
      value={{
        notificationsLabel: bellLabel(unread),
        notificationsHref: '/notifications',
        unreadCount: unread,
      }}
    >
      {children}
    </AppHeaderContext.Provider>
  );
}

/** The bell link in the header, by the name it has for this many unread. */
export async function findBell(canvasElement: HTMLElement, unread: number) {
  return within(within(canvasElement).getByRole('banner')).findByRole('link', { name: bellLabel(unread) });
}

/** Stands in for a page a notification links to; its header shows the bell too. */
export function PageStub({ name }: { name: string }) {
  const { id } = useParams();
  return (
    <>
      <AppHeader title={`${name} (stub)${id ? ` ${id}` : ''}`} />
      <main />
    </>
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

/** Everything outside the story root too: toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asserts a toast with this title (and text), then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string, description?: string) {
  const body = page(canvasElement);
  const toast = await body.findByText(title);
  await expect(toast).toBeVisible();
  if (description) await expect(body.getByText(description)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}
