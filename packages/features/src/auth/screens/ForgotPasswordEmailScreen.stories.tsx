import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_RESEND_IN } from '../mocks/flowMockMessages';
import { passwordHandlers } from '../mocks/passwordHandlers';
import { errorSummary, expectToast, mockSays, PageStub, pressSubmit, t } from './authStoryKit';
import { ForgotPasswordEmailScreen } from './ForgotPasswordEmailScreen';

const meta = {
  title: 'Features/Auth/ForgotPasswordEmailScreen',
  component: ForgotPasswordEmailScreen,
  render: () => (
    <Routes>
      <Route path="/auth/forget-password/email" element={<ForgotPasswordEmailScreen />} />
      <Route path="/user/forget-password" element={<PageStub name="Reset screen" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: ['/auth/forget-password/email'] },
    msw: { handlers: { auth: passwordHandlers.success } },
  },
} satisfies Meta<typeof ForgotPasswordEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('auth:fields.email') });

async function fillAndSubmit(canvasElement: HTMLElement, address = 'sara@example.com') {
  await userEvent.type(email(canvasElement), address);
  await pressSubmit(canvasElement, t('auth:forgotEmail.submit'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:forgotEmail.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:fields.backToLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), 'sara@example.com');
    await expect(email(canvasElement)).toHaveValue('sara@example.com');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'sara.example.com');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.email'))).toBeVisible();
    await expect(email(canvasElement)).toHaveAccessibleDescription(t('auth:validation.email'));
  },
};

export const ServerValidation: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.validation } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    // A 422: the server's message leads the summary, the field's own message sits on it and links there.
    await expect(summary.getByText(mockSays().validation)).toBeVisible();
    await expect(summary.getByRole('link', { name: mockSays().emailFormat })).toBeVisible();
    await expect(email(canvasElement)).toHaveAccessibleDescription(mockSays().emailFormat);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:forgotEmail.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().tooManyRequests)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t('auth:forgotEmail.submitting') }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    // The server's words: they do not say whether the account exists.
    await expectToast(canvasElement, mockSays().resetSent);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reset screen (stub)' })).toBeVisible();
    await expect(JSON.parse(canvas.getByTestId('stub-state').textContent ?? '')).toEqual({
      email: 'sara@example.com',
      resendIn: MOCK_RESEND_IN,
    });
  },
};
