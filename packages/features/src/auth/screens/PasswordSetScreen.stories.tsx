import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passwordHandlers } from '../mocks/passwordHandlers';
import { errorSummary, expectToast, mockSays, PageStub, pressSubmit, t } from './authStoryKit';
import { PasswordSetScreen } from './PasswordSetScreen';

const meta = {
  title: 'Features/Auth/PasswordSetScreen',
  component: PasswordSetScreen,
  render: () => (
    <Routes>
      <Route path="/user/password-set" element={<PasswordSetScreen />} />
      <Route path="/panel" element={<PageStub name="Panel" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: ['/user/password-set'] },
    msw: { handlers: { auth: passwordHandlers.success } },
  },
} satisfies Meta<typeof PasswordSetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    password: () => canvas.getByLabelText(t('auth:fields.password'), { selector: 'input' }),
    confirmation: () => canvas.getByLabelText(t('auth:fields.confirmation'), { selector: 'input' }),
  };
}

async function fillAndSubmit(
  canvasElement: HTMLElement,
  password = 'correct-horse',
  confirmation = password,
) {
  const ui = fields(canvasElement);
  if (password) await userEvent.type(ui.password(), password);
  if (confirmation) await userEvent.type(ui.confirmation(), confirmation);
  await pressSubmit(canvasElement, t('auth:passwordSet.submit'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth:passwordSet.title') })).toBeVisible();
    await expect(fields(canvasElement).password()).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const ui = fields(canvasElement);
    await userEvent.type(ui.password(), 'correct-horse');
    await userEvent.type(ui.confirmation(), 'correct-horse');
    await expect(ui.password()).toHaveAttribute('type', 'password');
    await expect(ui.confirmation()).toHaveValue('correct-horse');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await pressSubmit(canvasElement, t('auth:passwordSet.submit'));
    const summary = await errorSummary(canvasElement);
    // Said once in the summary, on both fields.
    await expect(summary.getAllByText(t('auth:validation.fillAll'))).toHaveLength(1);
    await expect(fields(canvasElement).password()).toHaveAccessibleDescription(t('auth:validation.fillAll'));
    await expect(fields(canvasElement).confirmation()).toHaveAccessibleDescription(
      t('auth:validation.fillAll'),
    );
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'short');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.passwordTooShort'))).toBeVisible();
    await expect(fields(canvasElement).password()).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'correct-horse', 'correct-house');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.passwordMismatch'))).toBeVisible();
    await expect(fields(canvasElement).confirmation()).toHaveAccessibleDescription(
      t('auth:validation.passwordMismatch'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:passwordSet.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t('auth:passwordSet.submitting') }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(fields(canvasElement).password()).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectToast(canvasElement, t('auth:passwordSet.success'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Panel (stub)' })).toBeVisible();
  },
};
