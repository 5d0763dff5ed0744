import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { EVERY_OUTCOME, LONG_SIGN_INS, MANY_SIGN_INS } from '../mocks/sessionFixtures';
import { sessionHandlers } from '../mocks/sessionHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { deviceName } from '../rules/deviceName';
import { LOGIN_HISTORY_SHOWN, LoginHistoryCard } from './LoginHistoryCard';
import {
  CardOnProfile,
  cardTitled,
  expectFitsWidth,
  mockSays,
  narrowPhone,
  shownAs,
  t,
} from './securityStoryKit';

const meta = {
  title: 'Features/Security/LoginHistoryCard',
  component: LoginHistoryCard,
  render: () => (
    <CardOnProfile>
      <LoginHistoryCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks({ loginEvents: EVERY_OUTCOME }),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { sessions: sessionHandlers.live } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof LoginHistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => cardTitled(canvasElement, 'security:loginHistory.title');

/** The sign-ins once they are in, one row each. */
async function loadedRows(canvasElement: HTMLElement) {
  const list = await region(canvasElement).findByRole('list', { name: t('security:loginHistory.listLabel') });
  return within(list).getAllByRole('listitem');
}

/** A row's mark with these words: its tone and icon, the words being what it says. */
const markOf = (row: HTMLElement, labelKey: string) =>
  within(row).getByText(t(labelKey)).closest('[data-tone]') as HTMLElement;

const fact = (row: HTMLElement, labelKey: string) =>
  within(row).getByText(t(labelKey), { selector: 'dt' }).nextElementSibling as HTMLElement;

/** "Show all (14)", in the page's digits. */
const showAllName = (total: number) => t('security:loginHistory.showAll', { total });

/** Placeholders hold the card's place while the sign-ins load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.historyLoading } } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement);
    await expect(card.getByRole('heading', { name: t('security:loginHistory.title') })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(card.getByText(t('security:loginHistory.loading'))).toBeInTheDocument();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** The sign-ins fail to load: what failed, the server's words and a retry, inside the card. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { sessions: sessionHandlers.historyFailsOnce } } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement);
    await expect(await card.findByText(t('security:loginHistory.failed'))).toBeVisible();
    await expect(card.getByText(mockSays().serverError)).toBeVisible();
    await expect(card.getByRole('button', { name: t('security:retry') })).toBeEnabled();
  },
};

/** Try again after the failure: the sign-ins load and the failure goes. */
export const RetryAfterFailure: Story = {
  parameters: LoadFailed.parameters,
  play: async (context) => {
    await LoadFailed.play!(context);
    const card = region(context.canvasElement);
    await userEvent.click(card.getByRole('button', { name: t('security:retry') }));
    await expect(await loadedRows(context.canvasElement)).toHaveLength(EVERY_OUTCOME.length);
    await expect(card.queryByText(t('security:loginHistory.failed'))).toBeNull();
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/login-history',
      'GET /api/user/login-history',
    ]);
  },
};

/**
 * Every outcome in words, newest first: signed in (a tick), and wrong password, wrong code and refused
 * while locked, each a warning with its triangle (never the colour alone); a browser new to the account
 * marked so; the device, the time in the reader's calendar and the address read left to right.
 */
export const EveryOutcome: Story = {
  play: async ({ canvasElement }) => {
    const rows = await loadedRows(canvasElement);
    await expect(rows).toHaveLength(EVERY_OUTCOME.length);
    for (const [index, event] of EVERY_OUTCOME.entries()) {
      const row = rows[index]!;
      const mark = markOf(row, `security:loginHistory.outcome.${event.outcome}`);
      const refused = event.outcome !== 'signed_in';
      await expect(mark).toHaveAttribute('data-tone', refused ? 'warning' : 'positive');
      await expect(mark.querySelector('svg')).toHaveAttribute('data-icon', refused ? 'warning' : 'check');
      await expect(within(row).queryByText(t('security:loginHistory.newDevice')) !== null).toBe(
        event.new_device,
      );
      await expect(within(row).getByText(shownAs(deviceName(event, t)))).toBeVisible();
      await expect(fact(row, 'security:loginHistory.at')).toHaveTextContent(
        formatDateTime(event.at, { locale: currentLocale(), timeZone: 'Asia/Tehran' }),
      );
      const address = fact(row, 'security:device.ip').querySelector('bdi');
      await expect(address).toHaveTextContent(event.ip!);
      await expect(address).toHaveAttribute('dir', 'ltr');
    }
    await expect(new Set(EVERY_OUTCOME.map((event) => event.outcome)).size).toBe(4);
    await expect(region(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No sign-ins in 30 days: the card says so, with no list and no Show all. */
export const Empty: Story = {
  beforeEach: () => resetSecurityMocks({ loginEvents: [] }),
  play: async ({ canvasElement }) => {
    const card = region(canvasElement);
    await expect(await card.findByText(t('security:loginHistory.empty'))).toBeVisible();
    await expect(card.queryByRole('list')).toBeNull();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** More than ten: the newest ten, then Show all (with how many) shows the rest, and Show fewer the ten again. */
export const ShowAll: Story = {
  beforeEach: () => resetSecurityMocks({ loginEvents: MANY_SIGN_INS }),
  play: async ({ canvasElement, step }) => {
    const card = region(canvasElement);
    await expect(await loadedRows(canvasElement)).toHaveLength(LOGIN_HISTORY_SHOWN);
    const showAll = card.getByRole('button', { name: showAllName(MANY_SIGN_INS.length) });
    await expect(showAll).toHaveTextContent(currentLocale() === 'fa' ? '۱۴' : '14');
    await step('Show all', async () => {
      await userEvent.click(showAll);
      await expect(await loadedRows(canvasElement)).toHaveLength(MANY_SIGN_INS.length);
    });
    await step('Show fewer', async () => {
      await userEvent.click(card.getByRole('button', { name: t('security:loginHistory.showFewer') }));
      await expect(await loadedRows(canvasElement)).toHaveLength(LOGIN_HISTORY_SHOWN);
      await expect(card.getByRole('button', { name: showAllName(MANY_SIGN_INS.length) })).toHaveFocus();
    });
    await expect(securityMockState.requests).toEqual(['GET /api/user/login-history']);
  },
};

/** Long browser and system names and full IPv6 addresses on a 360 px phone: all wrap inside the card. */
export const LongNames: Story = {
  beforeEach: () => resetSecurityMocks({ loginEvents: LONG_SIGN_INS }),
  play: async ({ canvasElement }) => {
    const rows = await loadedRows(canvasElement);
    await expect(rows).toHaveLength(LONG_SIGN_INS.length);
    for (const event of LONG_SIGN_INS) {
      await expect(within(canvasElement).getByText(shownAs(deviceName(event, t)))).toBeVisible();
    }
    await expect(fact(rows[2]!, 'security:device.ip')).toHaveTextContent(t('security:device.ipUnknown'));
    await expectFitsWidth(canvasElement, canvasElement.querySelector('section')!);
  },
};
