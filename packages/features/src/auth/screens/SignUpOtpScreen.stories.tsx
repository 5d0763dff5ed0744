import { createManualClock, toLocaleDigits, type ManualClock } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { MOCK_RESEND_IN, MOCK_RETRY_AFTER } from '../mocks/flowMockMessages';
import { signUpHandlers } from '../mocks/signUpHandlers';
import type { CodeStepState } from '../state/codeStepState';
import {
  errorSummary,
  expectToast,
  localDigits,
  mockSays,
  PageStub,
  pressSubmit,
  t,
  typeCode,
} from './authStoryKit';
import { SignUpOtpScreen } from './SignUpOtpScreen';

// The countdown runs on a manual clock: screenshots never catch a second ticking, and stories move time.
let clock: ManualClock = createManualClock();

/** The router entry of the code screen as the sign-up screen hands it over. */
function otpEntry(state: Partial<CodeStepState> = {}) {
  return {
    pathname: '/sign-up/otp',
    state: { email: 'new@example.com', resendIn: 120, refCode: 'SARA42', ...state },
  };
}

/** What the last verify call sent (asserted by Success). */
let lastVerifyBody: unknown = null;
const recordingVerify = http.post('/api/auth/sign-up/verify-otp', async ({ request, response }) => {
  lastVerifyBody = await request.json();
  return response(200).json({ redirect_to: '/user/password-set' });
});

const meta = {
  title: 'Features/Auth/SignUpOtpScreen',
  component: SignUpOtpScreen,
  beforeEach: () => {
    clock = createManualClock();
    lastVerifyBody = null;
  },
  render: () => (
    <Routes>
      <Route path="/sign-up/otp" element={<SignUpOtpScreen clock={clock} />} />
      <Route path="/sign-up" element={<PageStub name="Sign-up" />} />
      <Route path="/user/password-set" element={<PageStub name="Password" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: [otpEntry()] },
    msw: { handlers: { auth: signUpHandlers.success } },
  },
} satisfies Meta<typeof SignUpOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const timer = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('timer', { name: t('auth:otp.timerLabel') });
const resendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: t('auth:otp.resend') });

/** Moves the manual clock on, one tick at a time as the timer would see it. */
async function advance(seconds: number) {
  clock.advance(seconds * 1000);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function verify(canvasElement: HTMLElement, code = '482913') {
  await typeCode(canvasElement, code);
  await pressSubmit(canvasElement, t('auth:otp.submit'));
}

/** Right after the code was sent: the email, empty cells and the resend countdown from `resend_in`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:otp.title') })).toBeVisible();
    await expect(canvas.getByText(t('auth:otp.subtitle', { email: 'new@example.com' }))).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('auth:fields.code') })).toBeVisible();
    // The 120 s cooldown is said in minutes, as the server says waits.
    await expect(timer(canvasElement)).toHaveTextContent(localDigits(2));
    await expect(timer(canvasElement)).toHaveTextContent(t('auth:otp.minutes'));
    await expect(canvas.queryByRole('button', { name: t('auth:otp.resend') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('auth:otp.changeEmail') })).toHaveAttribute(
      'href',
      '/sign-up?ref=SARA42',
    );
  },
};

/** The server's 120 s cooldown: said in minutes while over a minute (as the server says waits), then seconds. */
export const ResendCountdown: Story = {
  play: async ({ canvasElement }) => {
    await advance(45);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(localDigits(2)));
    await expect(timer(canvasElement)).toHaveTextContent(t('auth:otp.minutes'));
    await advance(20);
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(localDigits(55)));
    await expect(timer(canvasElement)).toHaveTextContent(t('auth:otp.seconds'));
    await expect(within(canvasElement).queryByRole('button', { name: t('auth:otp.resend') })).toBeNull();
  },
};

export const ResendAvailable: Story = {
  play: async ({ canvasElement }) => {
    await advance(120);
    await waitFor(() => expect(resendButton(canvasElement)).toBeVisible());
    await userEvent.click(resendButton(canvasElement));
    await expectToast(canvasElement, t('auth:otp.resent'));
    // A new cooldown from the server's answer, in minutes.
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(localDigits(MOCK_RESEND_IN / 60)));
    await expect(timer(canvasElement)).toHaveTextContent(t('auth:otp.minutes'));
  },
};

export const ResendFailed: Story = {
  parameters: {
    router: { initialEntries: [otpEntry({ resendIn: 0 })] },
    msw: { handlers: { auth: signUpHandlers.resendFails } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(resendButton(canvasElement));
    await expectToast(canvasElement, t('auth:otp.resendFailed'));
    // Nothing to wait for: the user may try again at once.
    await waitFor(() => expect(resendButton(canvasElement)).toBeEnabled());
  },
};

export const RateLimited: Story = {
  parameters: {
    router: { initialEntries: [otpEntry({ resendIn: 0 })] },
    msw: { handlers: { auth: signUpHandlers.rateLimited } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(resendButton(canvasElement));
    await expectToast(canvasElement, t('auth:otp.resendFailed'));
    // The server's Retry-After is counted down before the next try.
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(localDigits(MOCK_RETRY_AFTER)));
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '۴۸۲913');
    const cells = within(canvasElement).getAllByRole('textbox');
    // The boxes show the code in the page's digits; it is sent in Latin digits (see Success).
    await expect(cells.map((cell) => (cell as HTMLInputElement).value).join('')).toBe(
      toLocaleDigits('482913', currentLocale()),
    );
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    await verify(canvasElement, '4829');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.otp'))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('group', { name: t('auth:fields.code') }),
    ).toHaveAccessibleDescription(t('auth:validation.otp'));
  },
};

export const InvalidCode: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.invalidCode } } },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:otp.invalid'))).toBeVisible();
    await expect(t('auth:otp.invalid')).toBe(mockSays().otpInvalid);
    await expect(
      within(canvasElement).getByRole('group', { name: t('auth:fields.code') }),
    ).toHaveAccessibleDescription(t('auth:otp.invalid'));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:otp.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.verifying } } },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: t('auth:otp.submitting') })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const Success: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          recordingVerify,
          http.get('/api/user', ({ response }) => response(200).json(buildUser({ has_password: false }))),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    await expectToast(canvasElement, t('auth:otp.success'));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Password (stub)' }),
    ).toBeVisible();
    // The `ref` of the sign-up link travels as `ref_code`.
    await expect(lastVerifyBody).toEqual({ email: 'new@example.com', code: '482913', ref_code: 'SARA42' });
  },
};

/** Opened without an email from the sign-up screen (a bookmark): back to sign-up. */
export const WithoutEmail: Story = {
  parameters: { router: { initialEntries: ['/sign-up/otp'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign-up (stub)' })).toBeVisible();
  },
};

/** A new code makes the refusal of the old one moot: "Invalid verification code" goes once it is sent. */
export const InvalidCodeClearedByResend: Story = {
  parameters: {
    router: { initialEntries: [otpEntry({ resendIn: 0 })] },
    msw: { handlers: { auth: signUpHandlers.invalidCode } },
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:otp.invalid'))).toBeVisible();
    await userEvent.click(resendButton(canvasElement));
    await expectToast(canvasElement, t('auth:otp.resent'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(
      within(canvasElement).getByRole('group', { name: t('auth:fields.code') }),
    ).not.toHaveAccessibleDescription(t('auth:otp.invalid'));
  },
};

/** A toast about this screen goes with it: leaving closes "Failed to resend code" before its 3 s are up. */
export const ToastClosedOnLeaving: Story = {
  parameters: {
    router: { initialEntries: [otpEntry({ resendIn: 0 })] },
    msw: { handlers: { auth: signUpHandlers.resendFails } },
    // It ends on the next page's stub: nothing of this screen to look at.
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(resendButton(canvasElement));
    await expect(await body.findByText(t('auth:otp.resendFailed'))).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('link', { name: t('auth:otp.changeEmail') }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign-up (stub)' })).toBeVisible();
    await waitFor(() => expect(body.queryByText(t('auth:otp.resendFailed'))).toBeNull(), { timeout: 1000 });
  },
};
