import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale } from '../../shared/i18n/i18n';
import {
  buildReferral,
  buildReferrals,
  buildReferralSummary,
  REFERRAL_LINK,
} from '../mocks/referralFixtures';
import { referralHandlers } from '../mocks/referralHandlers';
import { resetReferralMocks } from '../mocks/referralMockState';
import {
  currencyName,
  currentAddress,
  expectToast,
  LocationProbe,
  mockRequests,
  mockSays,
  num,
  PageStub,
  rangeText,
  stubClipboard,
  stubShare,
  t,
} from './referralStoryKit';
import { ReferralDetailsScreen } from './ReferralDetailsScreen';

function Screen() {
  return (
    <>
      <Routes>
        <Route path="/referral-details" element={<ReferralDetailsScreen />} />
        <Route path="/profile" element={<PageStub name="Profile" />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Features/Referral/ReferralDetailsScreen',
  component: ReferralDetailsScreen,
  render: () => <Screen />,
  beforeEach: () => {
    resetReferralMocks();
    const undo = [stubClipboard('accept'), stubShare('absent')];
    return () => undo.forEach((restore) => restore());
  },
  parameters: {
    router: { initialEntries: ['/referral-details'] },
    msw: { handlers: { referral: referralHandlers.referrals } },
  },
} satisfies Meta<typeof ReferralDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const SUMMARY = 'GET /api/referrals/summary';
const PAGE_1 = 'GET /api/referrals?page=1';

const LIST = () => t('referral:details.listTitle');

async function list(canvasElement: HTMLElement): Promise<Scope> {
  return within(await within(canvasElement).findByRole('list', { name: LIST() }));
}

/** The value a summary figure shows, by its label. */
const figure = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByText(t(`referral:figures.${key}`), { selector: 'dt' })
    .nextElementSibling as HTMLElement;

/** A row's fact ("Joined", "You earned"), by its label. */
const fact = (row: Scope, key: 'joined' | 'earned') =>
  row.getByText(t(`referral:details.${key}`), { selector: 'dt' }).nextElementSibling as HTMLElement;

const loadMore = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: t('referral:details.loadMore') });

export const Loading: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('referral:details.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('referral:details.loadMore') })).toBeNull();
  },
};

/**
 * The figures at the top, then the 30 newest of 45: masked name (left to right), active or inactive in
 * words, the date they joined in the reader's calendar and digits, what they earned the person in Toman.
 */
export const Referrals: Story = {
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    const summary = buildReferralSummary(buildReferrals());
    await expect(figure(canvasElement, 'totalReferrals')).toHaveTextContent(num(45));
    await expect(figure(canvasElement, 'totalEarnings')).toHaveTextContent(
      `${num(summary.total_earnings)}${currencyName('IRT')}`,
    );
    const items = rows.getAllByRole('listitem');
    await expect(items).toHaveLength(30);

    const newest = buildReferral(0);
    const first = within(items[0]!);
    const name = first.getByText(newest.name);
    await expect(name).toHaveAttribute('dir', 'ltr');
    await expect(first.getByText(t('referral:details.active'))).toBeVisible();
    const joined = fact(first, 'joined').querySelector('time')!;
    await expect(joined).toHaveAttribute('datetime', newest.joined_at);
    await expect(joined).toHaveTextContent(
      formatDateTime(newest.joined_at, { locale: currentLocale(), timeZone: 'Asia/Tehran', showTime: false }),
    );
    await expect(fact(first, 'earned')).toHaveTextContent(`${num('12500000')}${currencyName('IRT')}`);

    // Every third person has not traded for 30 days: said in words, not by colour alone.
    const third = within(items[2]!);
    await expect(third.getByText(t('referral:details.inactive'))).toBeVisible();
    await expect(third.queryByText(t('referral:details.active'))).toBeNull();
    await expect(fact(within(items[3]!), 'earned')).toHaveTextContent(`${num(0)}${currencyName('IRT')}`);

    await expect(within(canvasElement).getByText(t('referral:details.activeHint'))).toBeVisible();
    await expect(within(canvasElement).getByText(rangeText(1, 30, 45))).toBeVisible();
    await expect(loadMore(canvasElement)).toBeEnabled();
    await expect([...mockRequests()].sort()).toEqual([PAGE_1, SUMMARY].sort());
  },
};

/** Load more appends page 2: 45 people, each once; the range says so and Load more goes away. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await userEvent.click(loadMore(canvasElement));
    await waitFor(() => expect(rows.getAllByRole('listitem')).toHaveLength(45));
    const last = buildReferral(44);
    await expect(within(rows.getAllByRole('listitem')[44]!).getByText(last.name)).toBeVisible();
    await expect(within(canvasElement).getByText(rangeText(1, 45, 45))).toBeVisible();
    await expect(mockRequests().at(-1)).toBe('GET /api/referrals?page=2');
    await expect(
      within(canvasElement).queryByRole('button', { name: t('referral:details.loadMore') }),
    ).toBeNull();
  },
};

/** Page 2 fails: the 30 loaded stay, the failure is said, Load more stays to try again. */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.moreFails } } },
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await userEvent.click(loadMore(canvasElement));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('referral:details.loadMoreFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(rows.getAllByRole('listitem')).toHaveLength(30);
    await expect(loadMore(canvasElement)).toBeEnabled();
  },
};

/**
 * Nobody joined yet: zero figures, "No one joined with your link yet", and the link right there to copy
 * ("Referral link copied to clipboard!").
 */
export const Empty: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: t('referral:details.empty') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('referral:details.emptyHint'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(t('referral:details.activeHint'))).toBeNull();
    await expect(figure(canvasElement, 'totalReferrals')).toHaveTextContent(num(0));
    const box = within(await canvas.findByRole('group', { name: t('referral:link.label') }));
    await expect(box.getByText(REFERRAL_LINK)).toHaveAttribute('dir', 'ltr');
    const copy = box.getByRole('button', { name: t('referral:link.copy') });
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(REFERRAL_LINK);
    await expectToast(canvasElement, t('referral:link.copied'));
    await waitFor(() => expect(copy).not.toHaveAttribute('data-copied'), { timeout: 4000 });
  },
};

/** Both calls fail: "Failed to load referrals" for each, with the server's words and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(t('referral:failed'))).toHaveLength(2));
    await expect(canvas.getAllByText(mockSays().serverError)).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: t('referral:retry') })).toHaveLength(2);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Try again on each: the figures and the list come the second time. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: t('referral:retry') })).toHaveLength(2));
    for (const retry of canvas.getAllByRole('button', { name: t('referral:retry') })) {
      await userEvent.click(retry);
    }
    await expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(30);
    await waitFor(() => expect(figure(canvasElement, 'totalReferrals')).toHaveTextContent(num(45)));
    await expect(canvas.queryByText(t('referral:failed'))).toBeNull();
    await expect(mockRequests().filter((line) => line === SUMMARY)).toHaveLength(2);
    await expect(mockRequests().filter((line) => line === PAGE_1)).toHaveLength(2);
  },
};

/**
 * Only the summary fails: the list still shows; its amounts, whose currency only the summary names, show
 * without it rather than with a guessed one.
 */
export const SummaryFailed: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.summaryFails } } },
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('referral:failed'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('referral:retry') })).toHaveLength(1);
    await expect(fact(within(rows.getAllByRole('listitem')[0]!), 'earned')).toHaveTextContent(
      new RegExp(`^${num('12500000')}$`),
    );
  },
};

/** Opened directly, Back goes to the profile (nothing to step back to in this tab). */
export const BackToProfile: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('referral:back') }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/profile');
  },
};

/** At 200% text size the figures and rows reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
