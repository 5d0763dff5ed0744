import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale } from '../../shared/i18n/i18n';
import { NOTIFICATION, presentNotification, UNREAD_IDS } from '../mocks/notificationsFixtures';
import { notificationsHandlers } from '../mocks/notificationsHandlers';
import { notificationsMockState, requestsTo, resetNotificationsMocks } from '../mocks/notificationsMockState';
import {
  BellShell,
  currentAddress,
  expectToast,
  findBell,
  LocationProbe,
  mockRequests,
  mockSays,
  PageStub,
  rangeText,
  t,
} from './notificationsStoryKit';
import { NotificationsScreen } from './NotificationsScreen';

function Screen() {
  return (
    <BellShell>
      <Routes>
        <Route
          path="/notifications"
          element={
            <>
              <NotificationsScreen />
              <LocationProbe />
            </>
          }
        />
        <Route path="/orders/:id/details" element={<PageStub name="Order" />} />
        <Route path="/cash-withdraw/IRT/:id" element={<PageStub name="Transaction" />} />
        <Route path="/profile" element={<PageStub name="Profile" />} />
      </Routes>
    </BellShell>
  );
}

const meta = {
  title: 'Features/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  render: () => <Screen />,
  beforeEach: () => resetNotificationsMocks(),
  parameters: {
    router: { initialEntries: ['/notifications'] },
    msw: { handlers: { notifications: notificationsHandlers.inbox } },
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const LIST = () => t('notifications:list.label');
const UNREAD = () => t('notifications:item.unread');
const MARK_ALL = () => t('notifications:markAll.action');

/** The request lines the screen opens with: the list's first page and the bell's count. */
const LIST_PAGE_1 = 'GET /api/notifications?page=1';
const COUNT = 'GET /api/notifications/unread-count';

/** A notification as the mock server words it in the story's language. */
const shown = (id: number) =>
  presentNotification(notificationsMockState.notifications.get(id)!, currentLocale());

async function findList(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: LIST() }));
}

/** The row of a notification, found by its text (titles repeat: many orders are filled). */
function rowElement(list: Scope, id: number): HTMLElement {
  const { body } = shown(id);
  const item = list.getAllByRole('listitem').find((li: HTMLElement) => within(li).queryByText(body) !== null);
  if (!item) throw new Error(`no row for notification ${id}`);
  return item;
}

const rowOf = (list: Scope, id: number) => within(rowElement(list, id));

/** What opens a notification: its link, or (unread, without a link) its button; named by its title. */
const opener = (row: Scope, id: number, role: 'link' | 'button') => {
  const { title, read_at } = shown(id);
  return row.getByRole(role, { name: read_at === null ? `${UNREAD()} ${title}` : title });
};

const markAllButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: MARK_ALL() });

/** Every row the list shows that says it is unread (in words and with its dot). */
const unreadRows = (list: Scope) =>
  list
    .getAllByRole('listitem')
    .filter((li: HTMLElement) => within(li).queryByText(UNREAD(), { exact: false }) !== null);

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('notifications:title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: MARK_ALL() })).toBeNull();
    // The bell has no number while the count is on its way.
    await expect(await findBell(canvasElement, 0)).toBeVisible();
    await expect(canvas.queryByTestId('unread-badge')).toBeNull();
  },
};

/** Nothing yet: says what will appear here; nothing to mark read. */
export const Empty: Story = {
  beforeEach: () => resetNotificationsMocks('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('notifications:list.empty') })).toBeVisible();
    await expect(canvas.getByText(t('notifications:list.emptyHint'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MARK_ALL() })).toBeNull();
    await waitFor(() => expect([...mockRequests()].sort()).toEqual([LIST_PAGE_1, COUNT].sort()));
    await expect(await findBell(canvasElement, 0)).toBeVisible();
  },
};

/** The list fails: the server's words and a way to try again; the bell shows no number. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('notifications:list.failed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('notifications:retry') })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: MARK_ALL() })).toBeNull();
    await waitFor(() => expect(mockRequests()).toContain(COUNT));
    await expect(canvas.queryByTestId('unread-badge')).toBeNull();
  },
};

/** Try again after a failed load asks the server again and shows the list. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('notifications:retry') }));
    const list = await findList(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(requestsTo('GET', '/api/notifications')).toEqual([LIST_PAGE_1, LIST_PAGE_1]);
    await expect(canvas.queryByText(t('notifications:list.failed'))).toBeNull();
  },
};

/**
 * Newest first, 30 of 35: three unread ones first (a dot, a bold title, "Unread:" read out before it),
 * then read ones; each with its kind's icon, the server's title and text, and when it happened in the
 * reader's calendar and digits. The bell says 3.
 */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(30);
    await expect(unreadRows(list)).toEqual(items.slice(0, 3));
    for (const item of items.slice(0, 3)) {
      await expect(within(item).getByTestId('unread-dot')).toBeVisible();
    }
    await expect(within(items[3]!).queryByTestId('unread-dot')).toBeNull();

    // With a link into the app: the title is that link, named "Unread: <title>" while unread.
    const awaiting = rowOf(list, NOTIFICATION.orderAwaitingAnswer);
    await expect(opener(awaiting, NOTIFICATION.orderAwaitingAnswer, 'link')).toHaveAttribute(
      'href',
      '/orders/1041/details',
    );
    await expect(awaiting.getByText(shown(NOTIFICATION.orderAwaitingAnswer).body)).toBeVisible();
    // Without a link: a button that marks it read.
    const verified = rowOf(list, NOTIFICATION.verificationApproved);
    await expect(opener(verified, NOTIFICATION.verificationApproved, 'button')).toBeEnabled();
    await expect(verified.queryByRole('link')).toBeNull();

    // When, in the reader's calendar and digits (Jalali and Persian digits in fa), Tehran time.
    const deposit = rowOf(list, NOTIFICATION.depositApproved);
    const { created_at } = shown(NOTIFICATION.depositApproved);
    const time = deposit.getByText(formatDateTime(created_at, { locale: currentLocale() }));
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', created_at);

    // An icon per kind: money in, money out, identity, orders.
    const subject = (id: number) =>
      rowElement(list, id).querySelector('[data-subject]')?.getAttribute('data-subject');
    await expect(subject(NOTIFICATION.depositApproved)).toBe('deposit');
    await expect(subject(NOTIFICATION.withdrawPaid)).toBe('withdraw');
    await expect(subject(NOTIFICATION.verificationApproved)).toBe('verification');
    await expect(subject(NOTIFICATION.orderFilled)).toBe('order');

    await expect(canvas.getByText(rangeText(1, 30, 35))).toBeVisible();
    await expect(markAllButton(canvasElement)).toBeEnabled();
    await expect(await findBell(canvasElement, 3)).toBeVisible();
    await expect([...new Set(mockRequests())].sort()).toEqual([LIST_PAGE_1, COUNT].sort());
  },
};

/** Load more appends page 2: 35 notifications, each once. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('notifications:list.loadMore') }),
    );
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(35));
    await expect(within(canvasElement).getByText(rangeText(1, 35, 35))).toBeVisible();
    await expect(mockRequests()).toContain('GET /api/notifications?page=2');
    await expect(
      within(canvasElement).queryByRole('button', { name: t('notifications:list.loadMore') }),
    ).toBeNull();
  },
};

/** Page 2 fails: the 30 loaded stay, the failure is said, Load more stays to try again. */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.moreFails } } },
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('notifications:list.loadMore') }));
    await expect(await canvas.findByText(t('notifications:list.loadMoreFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: t('notifications:list.loadMore') })).toBeEnabled();
  },
};

/**
 * Opening an unread one with a link marks it read (POST .../read) and goes to its page; the bell drops
 * from 3 to 2.
 */
export const OpenMarksReadAndNavigates: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await findBell(canvasElement, 3);
    const id = NOTIFICATION.orderAwaitingAnswer;
    await userEvent.click(opener(rowOf(list, id), id, 'link'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order (stub) 1041' })).toBeVisible();
    await waitFor(() => expect(requestsTo('POST', '/read')).toEqual([`POST /api/notifications/${id}/read`]));
    await expect(notificationsMockState.notifications.get(id)!.read_at).not.toBeNull();
    await expect(await findBell(canvasElement, 2)).toBeVisible();
  },
};

/**
 * An unread one without a link: a tap marks it read and the screen stays; its unread mark goes, it is no
 * longer something to press, and the bell drops to 2.
 */
export const OpenWithoutLinkMarksRead: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const id = NOTIFICATION.verificationApproved;
    await userEvent.click(opener(rowOf(list, id), id, 'button'));
    await waitFor(() => expect(rowOf(list, id).queryByText(UNREAD(), { exact: false })).toBeNull());
    await expect(rowOf(list, id).queryByTestId('unread-dot')).toBeNull();
    await expect(rowOf(list, id).queryByRole('button')).toBeNull();
    await expect(requestsTo('POST', '/read')).toEqual([`POST /api/notifications/${id}/read`]);
    await expect(currentAddress(canvasElement)).toBe('/notifications');
    await expect(await findBell(canvasElement, 2)).toBeVisible();
    await expect(unreadRows(list)).toHaveLength(2);
  },
};

/** A read one with a link just goes to its page: nothing to mark, nothing sent. */
export const OpenReadOne: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const id = NOTIFICATION.withdrawPaid;
    await userEvent.click(opener(rowOf(list, id), id, 'link'));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Transaction (stub) 498' }),
    ).toBeVisible();
    await expect(requestsTo('POST', '/read')).toEqual([]);
    await expect(await findBell(canvasElement, 3)).toBeVisible();
  },
};

/**
 * Mark all read: POST read-all, a toast; the list and the count load again, no unread mark is left, the
 * bell has no number and the button is disabled.
 */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await findBell(canvasElement, 3);
    await userEvent.click(markAllButton(canvasElement));
    await expectToast(canvasElement, t('notifications:markAll.done'));
    await expect(requestsTo('POST', '/read-all')).toEqual(['POST /api/notifications/read-all']);
    await waitFor(() => expect(unreadRows(list)).toEqual([]));
    await expect(list.queryAllByTestId('unread-dot')).toEqual([]);
    await expect(await findBell(canvasElement, 0)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('unread-badge')).toBeNull();
    await waitFor(() => expect(markAllButton(canvasElement)).toBeDisabled());
    // Both were asked again after the change, not patched on the screen.
    await expect(requestsTo('GET', '/api/notifications').length).toBeGreaterThanOrEqual(2);
    await expect(requestsTo('GET', '/unread-count').length).toBeGreaterThanOrEqual(2);
  },
};

/** While marking all read is on its way, the button shows it and cannot be pressed again. */
export const MarkingAll: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.markingAll } } },
  play: async ({ canvasElement }) => {
    await findList(canvasElement);
    await userEvent.click(markAllButton(canvasElement));
    const pending = await within(canvasElement).findByRole('button', {
      name: t('notifications:markAll.pending'),
    });
    await expect(pending).toHaveAttribute('data-pending', 'true');
    await userEvent.click(pending);
    // Pending shows before the request reaches the mock server: wait for it to arrive, then count.
    await waitFor(() => expect(requestsTo('POST', '/read-all')).toHaveLength(1));
  },
};

/** Nothing unread: no marks, no number on the bell, Mark all read disabled. */
export const NothingUnread: Story = {
  beforeEach: () => resetNotificationsMocks('allRead'),
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await expect(unreadRows(list)).toEqual([]);
    await expect(await findBell(canvasElement, 0)).toBeVisible();
    await waitFor(() => expect(requestsTo('GET', '/unread-count')).toHaveLength(1));
    await expect(markAllButton(canvasElement)).toBeDisabled();
  },
};

/** Marking one read fails: a toast with the server's words; it stays unread and the bell keeps 3. */
export const MarkReadFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.markFails } } },
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const id = NOTIFICATION.verificationApproved;
    await userEvent.click(opener(rowOf(list, id), id, 'button'));
    await expectToast(canvasElement, t('notifications:markOne.failed'), mockSays().serverError);
    await expect(requestsTo('POST', '/read')).toEqual([`POST /api/notifications/${id}/read`]);
    await expect(unreadRows(list)).toHaveLength(UNREAD_IDS.length);
    await expect(await findBell(canvasElement, 3)).toBeVisible();
  },
};

/** Marking all read fails: a toast with the server's words; everything stays as it was. */
export const MarkAllFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationsHandlers.markAllFails } } },
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    await userEvent.click(markAllButton(canvasElement));
    await expectToast(canvasElement, t('notifications:markAll.failed'), mockSays().serverError);
    await expect(unreadRows(list)).toHaveLength(3);
    await expect(markAllButton(canvasElement)).toBeEnabled();
    await expect(await findBell(canvasElement, 3)).toBeVisible();
  },
};

/** At 200% text size the rows reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await findList(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
