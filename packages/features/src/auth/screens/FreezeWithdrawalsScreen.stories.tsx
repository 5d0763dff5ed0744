import { appPaths } from '@sarraf/routes';
import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import {
  freezeHandlers,
  freezeMockMessages,
  freezeMockState,
  MOCK_FREEZE_FROZEN_AT,
  MOCK_FREEZE_TOKEN,
  resetFreezeMocks,
} from '../mocks/freezeHandlers';
import { errorSummary, pressSubmit, t } from './authStoryKit';
import { FreezeWithdrawalsScreen } from './FreezeWithdrawalsScreen';

const meta = {
  title: 'Features/Auth/FreezeWithdrawalsScreen',
  component: FreezeWithdrawalsScreen,
  beforeEach: () => resetFreezeMocks(),
  parameters: {
    router: {
      initialEntries: [`${appPaths.freezeWithdrawals}?token=${MOCK_FREEZE_TOKEN}`],
      path: appPaths.freezeWithdrawals,
    },
    msw: { handlers: { freeze: freezeHandlers.success } },
  },
} satisfies Meta<typeof FreezeWithdrawalsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const says = () => freezeMockMessages[currentLocale()];

const stopButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: t('auth:freeze.submit') });

/** The next steps every ending of the page shows: reset the password, support, the authenticator app. */
async function expectNextSteps(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: t('auth:freeze.nextTitle') })).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('auth:freeze.next.password') })).toHaveAttribute(
    'href',
    appPaths.forgetPasswordEmail,
  );
  await expect(canvas.getByRole('link', { name: t('auth:freeze.next.support') })).toHaveAttribute(
    'href',
    `${appPaths.landing}#support`,
  );
  await expect(canvas.getByText(t('auth:freeze.next.authenticator'))).toBeVisible();
}

/** Opened from the mail: it says what the button does and sends nothing (mail scanners open links too). */
export const AsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:freeze.title') })).toBeVisible();
    for (const effect of ['withdrawals', 'sessions', 'untouched', 'reopen']) {
      await expect(canvas.getByText(t(`auth:freeze.effects.${effect}`))).toBeVisible();
    }
    await expect(stopButton(canvasElement)).toBeEnabled();
    await expect(freezeMockState.requests).toEqual([]);
  },
};

/** Pressed (twice, quickly: a double tap sends once): the token goes, withdrawals are stopped since then. */
export const Stops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(stopButton(canvasElement));
    const stopped = t('auth:freeze.stopped', {
      since: formatDateTime(MOCK_FREEZE_FROZEN_AT, { locale: currentLocale() }),
    });
    await expect(await canvas.findByText(stopped)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:freeze.stoppedTitle'));
    await expect(freezeMockState.requests).toEqual([{ token: MOCK_FREEZE_TOKEN }]);
    await expect(canvas.queryByRole('button', { name: t('auth:freeze.submit') })).toBeNull();
    await expectNextSteps(canvasElement);
  },
};

/** On its way: the button says so and takes no second press. */
export const Stopping: Story = {
  parameters: { msw: { handlers: { freeze: freezeHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:freeze.submit'));
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t('auth:freeze.submitting') }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
    await waitFor(() => expect(freezeMockState.requests).toEqual([{ token: MOCK_FREEZE_TOKEN }]));
  },
};

/** The link was used or has expired: the server's words, and the same next steps. */
export const LinkUsedOrExpired: Story = {
  parameters: { msw: { handlers: { freeze: freezeHandlers.linkInvalid } } },
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:freeze.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:freeze.failedTitle'))).toBeVisible();
    await expect(summary.getByText(says().linkInvalid)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('auth:freeze.submit') })).toBeNull();
    await expectNextSteps(canvasElement);
  },
};

/** Opened without its token (a mail client cut the link): the page says so and sends nothing. */
export const NoToken: Story = {
  parameters: { router: { initialEntries: [appPaths.freezeWithdrawals], path: appPaths.freezeWithdrawals } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('auth:freeze.incompleteTitle'))).toBeVisible();
    await expect(canvas.getByText(t('auth:freeze.incomplete'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:freeze.submit') })).toBeNull();
    await expectNextSteps(canvasElement);
    await expect(freezeMockState.requests).toEqual([]);
  },
};

/** The server failed: said at the top, and the button stays to try again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { freeze: freezeHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:freeze.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:freeze.failedTitle'))).toBeVisible();
    await expect(summary.getByText(says().serverError)).toBeVisible();
    await expect(stopButton(canvasElement)).toBeEnabled();
  },
};

/** Too many tries from this address: the server's wait, and the button stays. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { freeze: freezeHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:freeze.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(says().tooManyRequests)).toBeVisible();
    await expect(stopButton(canvasElement)).toBeEnabled();
  },
};
