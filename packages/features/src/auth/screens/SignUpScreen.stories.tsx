import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  pressLanguageSwitch,
  withRecordedLanguageSwitch,
} from '../../shared/components/languageSwitchStoryKit';
import { signUpHandlers } from '../mocks/signUpHandlers';
import { MOCK_RESEND_IN } from '../mocks/flowMockMessages';
import { errorSummary, expectToast, mockSays, PageStub, pressSubmit, t } from './authStoryKit';
import { SignUpScreen } from './SignUpScreen';

const meta = {
  title: 'Features/Auth/SignUpScreen',
  component: SignUpScreen,
  // The code screen is a stub that shows what it was handed (email, countdown, referral).
  render: () => (
    <Routes>
      <Route path="/sign-up" element={<SignUpScreen />} />
      <Route path="/sign-up/otp" element={<PageStub name="Code screen" />} />
      <Route path="/login" element={<PageStub name="Login" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: ['/sign-up'] },
    msw: { handlers: { auth: signUpHandlers.success } },
  },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('auth:fields.email') });

async function fillAndSubmit(canvasElement: HTMLElement, address = 'new@example.com') {
  await userEvent.type(email(canvasElement), address);
  await pressSubmit(canvasElement, t('auth:signUp.submit'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:signUp.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:signUp.login') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      canvas.queryByText(t('auth:signUp.invited', { code: 'SARA42' }), { exact: false }),
    ).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    // Persian digits typed into an address become Latin digits.
    await userEvent.type(email(canvasElement), 'sara۱۲@example.com');
    await expect(email(canvasElement)).toHaveValue('sara12@example.com');
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:signUp.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.email'))).toBeVisible();
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'sara@example');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.email'))).toBeVisible();
    await expect(email(canvasElement)).toHaveAccessibleDescription(t('auth:validation.email'));
  },
};

export const ServerValidation: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.validation } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:signUp.failedTitle'))).toBeVisible();
    // Spec section 8, registration failure: the server's errors joined, not its top-level message.
    const joined = `${mockSays().emailFormat}, ${mockSays().emailTooLong}`;
    await expect(summary.getByText(joined)).toBeVisible();
    await expect(summary.queryByText(mockSays().validation)).toBeNull();
    await expect(email(canvasElement)).toHaveAccessibleDescription(joined);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    // No field errors: the default "registration error" (Persian: خطا در ثبت‌نام).
    await expect(summary.getByText(t('auth:signUp.failed'))).toBeVisible();
    await expect(summary.queryByText(mockSays().serverError)).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: signUpHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('auth:signUp.submitting') })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(email(canvasElement)).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectToast(canvasElement, t('auth:signUp.sent'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Code screen (stub)' })).toBeVisible();
    await expect(JSON.parse(canvas.getByTestId('stub-state').textContent ?? '')).toEqual({
      email: 'new@example.com',
      resendIn: MOCK_RESEND_IN,
      refCode: null,
    });
  },
};

/** A sign-up link with `?ref=`: the code is shown and handed on to the code screen as `ref_code`. */
export const WithReferral: Story = {
  parameters: { router: { initialEntries: ['/sign-up?ref=SARA42'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('auth:signUp.invited', { code: 'SARA42' }), { exact: false }),
    ).toBeVisible();
    await fillAndSubmit(canvasElement);
    await expectToast(canvasElement, t('auth:signUp.sent'));
    await expect(await canvas.findByRole('heading', { name: 'Code screen (stub)' })).toBeVisible();
    await expect(JSON.parse(canvas.getByTestId('stub-state').textContent ?? '')).toMatchObject({
      refCode: 'SARA42',
    });
  },
};

/** A visitor switches the language before signing up, from the switch above the title (AuthPage's). */
export const SwitchesLanguage: Story = {
  decorators: [withRecordedLanguageSwitch],
  play: async ({ canvasElement }) => {
    await pressLanguageSwitch(canvasElement);
  },
};
