import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import type { SessionSummary } from '../api/listSessions';
import { LONG_SESSIONS, SEVERAL_SESSIONS, THIS_SESSION } from '../mocks/sessionFixtures';
import { sessionHandlers } from '../mocks/sessionHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { deviceName } from '../rules/deviceName';
import { SessionsCard } from './SessionsCard';
import {
  CardOnProfile,
  cardTitled,
  expectFitsWidth,
  expectToast,
  mockSays,
  narrowPhone,
  page,
  shownAs,
  t,
} from './securityStoryKit';

const meta = {
  title: 'Features/Security/SessionsCard',
  component: SessionsCard,
  render: () => (
    <CardOnProfile>
      <SessionsCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks({ sessions: SEVERAL_SESSIONS }),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { sessions: sessionHandlers.live } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof SessionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Region = ReturnType<typeof within>;

const region = (canvasElement: HTMLElement) => cardTitled(canvasElement, 'security:sessions.title');

/** The card once the sessions are in: its rows, one per device. */
async function loadedRows(canvasElement: HTMLElement) {
  const list = await region(canvasElement).findByRole('list', { name: t('security:sessions.listLabel') });
  return within(list).getAllByRole('listitem');
}

/** A row's value of one fact, by the fact's label. */
const fact = (row: HTMLElement, labelKey: string) =>
  within(row).getByText(t(labelKey), { selector: 'dt' }).nextElementSibling as HTMLElement;

const nameOf = (session: SessionSummary) => deviceName(session, t);

/** A row's Sign out, named after its device. */
const signOutButton = (card: Region, session: SessionSummary) =>
  card.getByRole('button', { name: `${t('security:sessions.endOne.action')} ${nameOf(session)}` });

const signOutAll = (card: Region) =>
  card.queryByRole('button', { name: t('security:sessions.endOthers.action') });

async function findDialog(canvasElement: HTMLElement, titleKey: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: t(titleKey) });
  // The dialog is in the page before it has opened: wait for its buttons to show.
  await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toBeVisible());
  return within(dialog);
}

const dialogGone = (canvasElement: HTMLElement, titleKey: string) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: t(titleKey) })).toBeNull());

const [, IPHONE, DESKTOP] = SEVERAL_SESSIONS as [SessionSummary, SessionSummary, SessionSummary];

/** Placeholders hold the card's place while the sessions load; nothing to press yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.sessionsLoading } } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement);
    await expect(card.getByRole('heading', { name: t('security:sessions.title') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(card.getByText(t('security:sessions.loading'))).toBeInTheDocument();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** The sessions fail to load: what failed, the server's words and a retry, inside the card. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.sessionsFailOnce } } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement);
    await expect(await card.findByText(t('security:sessions.failed'))).toBeVisible();
    await expect(card.getByText(mockSays().serverError)).toBeVisible();
    await expect(card.getByRole('button', { name: t('security:retry') })).toBeEnabled();
    await expect(card.queryByRole('list')).toBeNull();
  },
};

/** Try again after the failure: the sessions load and the failure goes. */
export const RetryAfterFailure: Story = {
  parameters: LoadFailed.parameters,
  play: async (context) => {
    await LoadFailed.play!(context);
    const card = region(context.canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('security:retry') }));
    await expect(await loadedRows(context.canvasElement)).toHaveLength(SEVERAL_SESSIONS.length);
    await expect(card.queryByText(t('security:sessions.failed'))).toBeNull();
    await expect(securityMockState.requests).toEqual(['GET /api/user/sessions', 'GET /api/user/sessions']);
  },
};

/** Signed in here only: this device, marked and active now; nothing to sign out, and the card says so. */
export const OnlyThisDevice: Story = {
  beforeEach: () => resetSecurityMocks({ sessions: [THIS_SESSION] }),
  play: async ({ canvasElement }) => {
    const [row] = await loadedRows(canvasElement);
    const card = region(canvasElement);
    await expect(within(row!).getByText(shownAs(nameOf(THIS_SESSION)))).toBeVisible();
    await expect(within(row!).getByText(t('security:sessions.thisDevice'))).toBeVisible();
    await expect(fact(row!, 'security:sessions.lastActive')).toHaveTextContent(
      t('security:sessions.activeNow'),
    );
    await expect(card.getByText(t('security:sessions.onlyThisDevice'))).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/**
 * This phone first (marked, active now), then an iPhone and a desk computer, each with its address read
 * left to right, when it was last active and signed in (the reader's calendar), and its own Sign out; and
 * Sign out all other devices.
 */
export const SeveralDevices: Story = {
  play: async ({ canvasElement }) => {
    const rows = await loadedRows(canvasElement);
    const card = region(canvasElement);
    await expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(
      SEVERAL_SESSIONS.map(nameOf),
    );
    await expect(within(rows[0]!).getByText(t('security:sessions.thisDevice'))).toBeVisible();
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    for (const [index, session] of SEVERAL_SESSIONS.entries()) {
      const row = rows[index]!;
      const address = fact(row, 'security:device.ip').querySelector('bdi');
      await expect(address).toHaveTextContent(session.ip!);
      await expect(address).toHaveAttribute('dir', 'ltr');
      await expect(fact(row, 'security:sessions.signedInAt')).toHaveTextContent(
        formatDateTime(session.created_at, { locale: currentLocale(), timeZone: 'Asia/Tehran' }),
      );
      if (session.current) continue;
      await expect(within(row).queryByText(t('security:sessions.thisDevice'))).toBeNull();
      await expect(fact(row, 'security:sessions.lastActive')).toHaveTextContent(
        formatDateTime(session.last_seen_at, { locale: currentLocale(), timeZone: 'Asia/Tehran' }),
      );
      await expect(signOutButton(card, session)).toBeEnabled();
    }
    await expect(signOutAll(card)).toBeEnabled();
    await expect(card.queryByText(t('security:sessions.onlyThisDevice'))).toBeNull();
  },
};

/** Sign out asks first, naming the device; nothing is sent yet. */
export const ConfirmSignOut: Story = {
  play: async ({ canvasElement }) => {
    await loadedRows(canvasElement);
    await userEvent.click(signOutButton(region(canvasElement), IPHONE));
    const dialog = await findDialog(canvasElement, 'security:sessions.endOne.title');
    await expect(dialog.getByText(shownAs(nameOf(IPHONE)))).toBeVisible();
    await expect(dialog.getByText(t('security:sessions.endOne.body'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('security:sessions.cancel') })).toBeEnabled();
    await expect(securityMockState.requests).toEqual(['GET /api/user/sessions']);
  },
  parameters: { visual: { target: 'body' } },
};

/**
 * Cancel leaves the device signed in and sends nothing; Sign out ends it: a toast names it, and the list,
 * read again, no longer has it.
 */
export const SignOneOut: Story = {
  play: async ({ canvasElement, step }) => {
    await loadedRows(canvasElement);
    const card = region(canvasElement);
    await step('Cancel keeps it', async () => {
      await userEvent.click(signOutButton(card, IPHONE));
      const dialog = await findDialog(canvasElement, 'security:sessions.endOne.title');
      await userEvent.click(dialog.getByRole('button', { name: t('security:sessions.cancel') }));
      await dialogGone(canvasElement, 'security:sessions.endOne.title');
      await expect(securityMockState.requests).toEqual(['GET /api/user/sessions']);
    });
    await step('Sign out ends it', async () => {
      await userEvent.click(signOutButton(card, IPHONE));
      const dialog = await findDialog(canvasElement, 'security:sessions.endOne.title');
      await userEvent.click(dialog.getByRole('button', { name: t('security:sessions.endOne.confirm') }));
      await expectToast(canvasElement, t('security:sessions.endOne.done', { device: nameOf(IPHONE) }));
      await dialogGone(canvasElement, 'security:sessions.endOne.title');
    });
    const rows = await loadedRows(canvasElement);
    await expect(rows).toHaveLength(2);
    await expect(card.queryByText(shownAs(nameOf(IPHONE)))).toBeNull();
    // Its button went with it: focus is on the list, not lost to the page.
    await waitFor(() => expect(card.getByRole('list')).toHaveFocus());
    await expect(signOutButton(card, DESKTOP)).toBeEnabled();
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/sessions',
      `DELETE /api/user/sessions/${IPHONE.id}`,
      'GET /api/user/sessions',
    ]);
  },
};

/** Sign out all other devices, after its own question: only this device is left, and the card says so. */
export const SignOutAllOthers: Story = {
  play: async ({ canvasElement }) => {
    await loadedRows(canvasElement);
    const card = region(canvasElement);
    await userEvent.click(signOutAll(card)!);
    const dialog = await findDialog(canvasElement, 'security:sessions.endOthers.title');
    await expect(dialog.getByText(t('security:sessions.endOthers.body'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('security:sessions.endOthers.confirm') }));
    await expectToast(canvasElement, t('security:sessions.endOthers.done'));
    await dialogGone(canvasElement, 'security:sessions.endOthers.title');
    await expect(await card.findByText(t('security:sessions.onlyThisDevice'))).toBeVisible();
    await expect(await loadedRows(canvasElement)).toHaveLength(1);
    await expect(signOutAll(card)).toBeNull();
    await waitFor(() => expect(card.getByRole('list')).toHaveFocus());
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/sessions',
      'DELETE /api/user/sessions',
      'GET /api/user/sessions',
    ]);
  },
};

/**
 * The device was signed out elsewhere just before (404): no error and no toast, the dialog closes and the
 * list, read again, no longer has it.
 */
export const AlreadySignedOut: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.endedMeanwhile } } },
  play: async ({ canvasElement }) => {
    await loadedRows(canvasElement);
    const card = region(canvasElement);
    await userEvent.click(signOutButton(card, DESKTOP));
    const dialog = await findDialog(canvasElement, 'security:sessions.endOne.title');
    await userEvent.click(dialog.getByRole('button', { name: t('security:sessions.endOne.confirm') }));
    await dialogGone(canvasElement, 'security:sessions.endOne.title');
    await waitFor(() => expect(card.queryByText(shownAs(nameOf(DESKTOP)))).toBeNull());
    await expect(await loadedRows(canvasElement)).toHaveLength(2);
    await expect(page(canvasElement).queryByText(mockSays().notFound)).toBeNull();
    await expect(
      page(canvasElement).queryByText(t('security:sessions.endOne.done', { device: nameOf(DESKTOP) })),
    ).toBeNull();
    await waitFor(() => expect(card.getByRole('list')).toHaveFocus());
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/sessions',
      `DELETE /api/user/sessions/${DESKTOP.id}`,
      'GET /api/user/sessions',
    ]);
  },
};

/** Signing out fails on the server: its words in the dialog, which stays to try again; the list keeps the device. */
export const SignOutFails: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.endFails } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await loadedRows(canvasElement);
    await userEvent.click(signOutButton(region(canvasElement), IPHONE));
    const dialog = await findDialog(canvasElement, 'security:sessions.endOne.title');
    const confirm = dialog.getByRole('button', { name: t('security:sessions.endOne.confirm') });
    await userEvent.click(confirm);
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await expect(confirm).toBeEnabled();
    await expect(within(canvasElement).getByText(shownAs(nameOf(IPHONE)))).toBeInTheDocument();
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/sessions',
      `DELETE /api/user/sessions/${IPHONE.id}`,
    ]);
  },
};

/**
 * Long browser and system names, full IPv6 addresses and a device the server could not name, on a 360 px
 * phone: everything wraps inside the card, nothing scrolls sideways.
 */
export const LongNames: Story = {
  beforeEach: () => resetSecurityMocks({ sessions: LONG_SESSIONS }),
  play: async ({ canvasElement }) => {
    const rows = await loadedRows(canvasElement);
    await expect(rows).toHaveLength(LONG_SESSIONS.length);
    for (const session of LONG_SESSIONS) {
      await expect(within(canvasElement).getByText(shownAs(nameOf(session)))).toBeVisible();
    }
    const unknown = rows[2]!;
    await expect(within(unknown).getByText(shownAs(t('security:device.unknown')))).toBeVisible();
    await expect(fact(unknown, 'security:device.ip')).toHaveTextContent(t('security:device.ipUnknown'));
    const card = canvasElement.querySelector('section')!;
    await expectFitsWidth(canvasElement, card);
  },
};
