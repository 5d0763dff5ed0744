import { createManualClock, type ManualClock } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_RESEND_IN } from '../mocks/flowMockMessages';
import { passwordHandlers } from '../mocks/passwordHandlers';
import {
  errorSummary,
  expectToast,
  localDigits,
  mockSays,
  PageStub,
  preloadPasswordStrength,
  pressSubmit,
  strengthHint,
  t,
  typeCode,
} from './authStoryKit';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

// The countdown runs on a manual clock: screenshots never catch a second ticking, and stories move time.
let clock: ManualClock = createManualClock();

const resetEntry = (resendIn = 120) => ({
  pathname: '/user/forget-password',
  state: { email: 'sara@example.com', resendIn },
});

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  loaders: [preloadPasswordStrength],
  beforeEach: () => {
    clock = createManualClock();
  },
  render: () => (
    <Routes>
      <Route path="/user/forget-password" element={<ForgotPasswordScreen clock={clock} />} />
      <Route path="/auth/forget-password/email" element={<PageStub name="Email step" />} />
      <Route path="/login" element={<PageStub name="Login" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: [resetEntry()] },
    msw: { handlers: { auth: passwordHandlers.success } },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    code: () => canvas.getByRole('group', { name: t('auth:fields.code') }),
    password: () => canvas.getByLabelText(t('auth:fields.newPassword'), { selector: 'input' }),
    confirmation: () => canvas.getByLabelText(t('auth:fields.newConfirmation'), { selector: 'input' }),
  };
}

async function fillAndSubmit(
  canvasElement: HTMLElement,
  values: { code?: string; password?: string; confirmation?: string } = {},
) {
  const { code = '482913', password = 'new-password-1' } = values;
  const confirmation = values.confirmation ?? password;
  const ui = fields(canvasElement);
  if (code) await typeCode(canvasElement, code);
  if (password) await userEvent.type(ui.password(), password);
  if (confirmation) await userEvent.type(ui.confirmation(), confirmation);
  await pressSubmit(canvasElement, t('auth:forgotReset.submit'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:forgotReset.title') })).toBeVisible();
    await expect(
      canvas.getByText(t('auth:forgotReset.subtitle', { email: 'sara@example.com' })),
    ).toBeVisible();
    // The 120 s cooldown, said in minutes.
    await expect(canvas.getByRole('timer')).toHaveTextContent(localDigits(2));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('auth:otp.minutes'));
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await typeCode(canvasElement, '482913');
    await userEvent.type(fields(canvasElement).password(), 'new-password-1');
    await userEvent.type(fields(canvasElement).confirmation(), 'new-password-1');
    await expect(fields(canvasElement).confirmation()).toHaveValue('new-password-1');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:forgotReset.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getAllByText(t('auth:validation.fillAll'))).toHaveLength(1);
    await expect(fields(canvasElement).code()).toHaveAccessibleDescription(t('auth:validation.fillAll'));
    await expect(fields(canvasElement).password()).toHaveAttribute('aria-invalid', 'true');
    await expect(fields(canvasElement).confirmation()).toHaveAttribute('aria-invalid', 'true');
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { code: '4829' });
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.otp'))).toBeVisible();
    await expect(fields(canvasElement).code()).toHaveAccessibleDescription(t('auth:validation.otp'));
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { password: 'short' });
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.passwordTooShort'))).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { password: 'new-password-1', confirmation: 'new-password-2' });
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.passwordMismatch'))).toBeVisible();
    await expect(fields(canvasElement).confirmation()).toHaveAccessibleDescription(
      t('auth:validation.passwordMismatch'),
    );
  },
};

export const InvalidCode: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.invalidCode } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:otp.invalid'))).toBeVisible();
    await expect(fields(canvasElement).code()).toHaveAccessibleDescription(mockSays().otpInvalid);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:forgotReset.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t('auth:forgotReset.submitting') }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectToast(canvasElement, t('auth:passwordSet.success'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Login (stub)' })).toBeVisible();
  },
};

/** A password built from the account's email: weak, and the hint says why. */
export const StrengthFromEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fields(canvasElement).password(), 'sara2024');
    const { meter, hint } = await strengthHint(canvasElement);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', t('auth:strength.level.weak')));
    await expect(within(hint).getByText(t('auth:strength.warning.userInputs'))).toBeVisible();
  },
};

/** The server's common-password list is the rule on reset too: its 422 shows on the new password. */
export const CommonPasswordRefused: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.commonPassword } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { password: 'password1234' });
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().passwordCommon)).toBeVisible();
    await expect(fields(canvasElement).password()).toHaveAccessibleDescription(mockSays().passwordCommon);
  },
};

export const ResendAvailable: Story = {
  parameters: { router: { initialEntries: [resetEntry(0)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('auth:otp.resend') }));
    await expectToast(canvasElement, t('auth:otp.resent'));
    // The new cooldown (120 s) is said in minutes, as the server says waits.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('timer')).toHaveTextContent(localDigits(MOCK_RESEND_IN / 60)),
    );
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(t('auth:otp.minutes'));
  },
};

/** Opened without an email from the first step: back there. */
export const WithoutEmail: Story = {
  parameters: { router: { initialEntries: ['/user/forget-password'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Email step (stub)' }),
    ).toBeVisible();
  },
};
