import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  buildReferrals,
  buildReferralSummary,
  REFERRAL_CODE,
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
  page,
  PageStub,
  sharedData,
  stubClipboard,
  stubShare,
  t,
} from '../screens/referralStoryKit';
import { InviteCard } from './InviteCard';

/** The card where the profile holds it, and the page its link opens. */
function Harness() {
  return (
    <>
      <Routes>
        <Route
          path="/profile"
          element={
            <main style={{ padding: 16 }}>
              <InviteCard />
            </main>
          }
        />
        <Route path="/referral-details" element={<PageStub name="Referral details" />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

/** What the browser offers, per story: `parameters.clipboard` and `parameters.share`. */
interface DeviceParameters {
  clipboard?: 'accept' | 'refuse';
  share?: 'absent' | 'share' | 'cancel';
}

const meta = {
  title: 'Features/Referral/InviteCard',
  component: InviteCard,
  render: () => <Harness />,
  beforeEach: ({ parameters }) => {
    resetReferralMocks();
    const device = parameters as DeviceParameters;
    const undo = [stubClipboard(device.clipboard ?? 'accept'), stubShare(device.share ?? 'absent')];
    return () => undo.forEach((restore) => restore());
  },
  parameters: {
    router: { initialEntries: ['/profile'] },
    msw: { handlers: { referral: referralHandlers.referrals } },
  },
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

/** The card, a region named by its title. */
const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t('referral:invite.title') });

/** The card once its figures are in. */
async function loadedCard(canvasElement: HTMLElement): Promise<Scope> {
  const scope = within(card(canvasElement));
  await scope.findByText(t('referral:figures.totalReferrals'));
  return scope;
}

/** The value a figure shows, by its label. */
const figure = (scope: Scope, key: string) =>
  scope.getByText(t(`referral:figures.${key}`), { selector: 'dt' }).nextElementSibling as HTMLElement;

const copyButton = (scope: Scope) => scope.getByRole('button', { name: t('referral:link.copy') });

/** Waits for the copy button's check mark to go back to the copy icon: the screenshot shows the resting state. */
const copiedStateOver = (button: HTMLElement) =>
  waitFor(() => expect(button).not.toHaveAttribute('data-copied'), { timeout: 4000 });

/** Placeholders hold the card's place; nothing of the link yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(within(region).getByRole('heading', { name: t('referral:invite.title') })).toBeVisible();
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).getByText(t('referral:invite.loading'))).toBeInTheDocument();
    await expect(within(region).queryByRole('img')).toBeNull();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/**
 * The figures (45 friends, all earnings and this month's in Toman, in the reader's digits), the link as a QR
 * code and as left-to-right text, the code, and the way to the details. This browser has no share sheet:
 * no Share button.
 */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    const summary = buildReferralSummary(buildReferrals());
    await expect(figure(scope, 'totalReferrals')).toHaveTextContent(num(45));
    await expect(figure(scope, 'totalEarnings')).toHaveTextContent(
      `${num(summary.total_earnings)}${currencyName('IRT')}`,
    );
    await expect(figure(scope, 'monthEarnings')).toHaveTextContent(
      `${num(summary.month_earnings)}${currencyName('IRT')}`,
    );
    await expect(scope.getByRole('img', { name: t('referral:link.qrLabel') })).toBeVisible();
    const link = scope.getByText(REFERRAL_LINK);
    await expect(link).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(link).userSelect).toBe('all');
    await expect(scope.getByRole('group', { name: t('referral:link.label') })).toBeVisible();
    await expect(scope.getByText(REFERRAL_CODE)).toBeVisible();
    await expect(copyButton(scope)).toBeEnabled();
    await expect(scope.queryByRole('button', { name: t('referral:link.share') })).toBeNull();
    await expect(scope.getByRole('link', { name: t('referral:invite.details') })).toHaveAttribute(
      'href',
      '/referral-details',
    );
    await expect(mockRequests()).toEqual(['GET /api/referrals/summary']);
  },
};

/** Copy puts the link itself on the clipboard and says "Referral link copied to clipboard!". */
export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    const button = copyButton(scope);
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(REFERRAL_LINK);
    await expectToast(canvasElement, t('referral:link.copied'));
    await copiedStateOver(button);
  },
};

/** The browser refuses the clipboard: "Failed to copy link"; the link stays on screen to copy by hand. */
export const CopyFailed: Story = {
  parameters: { clipboard: 'refuse' } satisfies DeviceParameters,
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await userEvent.click(copyButton(scope));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(REFERRAL_LINK);
    await expectToast(canvasElement, t('referral:link.copyFailed'));
    await expect(page(canvasElement).queryByText(t('referral:link.copied'))).toBeNull();
    await expect(copyButton(scope)).not.toHaveAttribute('data-copied');
    await expect(scope.getByText(REFERRAL_LINK)).toBeVisible();
  },
};

/** A browser with a share sheet (a phone): Share hands it the link, with a title and a line of text. */
export const ShareAvailable: Story = {
  parameters: { share: 'share' } satisfies DeviceParameters,
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await userEvent.click(scope.getByRole('button', { name: t('referral:link.share') }));
    await waitFor(() => expect(sharedData).toHaveLength(1));
    await expect(sharedData[0]).toEqual({
      title: t('referral:link.shareTitle'),
      text: t('referral:link.shareText'),
      url: REFERRAL_LINK,
    });
    await expect(page(canvasElement).queryByText(t('referral:link.shareFailed'))).toBeNull();
  },
};

/** Closing the share sheet without choosing is no failure: nothing is said. */
export const ShareCancelled: Story = {
  parameters: { share: 'cancel' } satisfies DeviceParameters,
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await userEvent.click(scope.getByRole('button', { name: t('referral:link.share') }));
    await waitFor(() => expect(sharedData).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(page(canvasElement).queryByText(t('referral:link.shareFailed'))).toBeNull();
  },
};

/** A browser without a share sheet (most desktops): no Share button at all; Copy is there. */
export const ShareUnavailable: Story = {
  parameters: { share: 'absent' } satisfies DeviceParameters,
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await expect(typeof navigator.share).toBe('undefined');
    await expect(scope.queryByRole('button', { name: t('referral:link.share') })).toBeNull();
    await expect(scope.getAllByRole('button')).toEqual([copyButton(scope)]);
  },
};

/** The summary fails: "Failed to load referrals", the server's words and a retry, inside the card. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const scope = within(card(canvasElement));
    await expect(await scope.findByText(t('referral:failed'))).toBeVisible();
    await expect(scope.getByText(mockSays().serverError)).toBeVisible();
    await expect(scope.getByRole('button', { name: t('referral:retry') })).toBeEnabled();
    await expect(scope.queryByText(REFERRAL_LINK)).toBeNull();
  },
};

/** Try again asks once more; this time the figures and the link come. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { referral: referralHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const scope = within(card(canvasElement));
    await userEvent.click(await scope.findByRole('button', { name: t('referral:retry') }));
    await expect(await scope.findByText(REFERRAL_LINK)).toBeVisible();
    await expect(scope.queryByText(t('referral:failed'))).toBeNull();
    await expect(mockRequests()).toEqual(['GET /api/referrals/summary', 'GET /api/referrals/summary']);
  },
};

/** "Referral details" opens /referral-details. */
export const OpensDetails: Story = {
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await userEvent.click(scope.getByRole('link', { name: t('referral:invite.details') }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Referral details (stub)' }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/referral-details');
  },
};
