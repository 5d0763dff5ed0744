import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PasswordSetRequest } from '../api/setPassword';
import { passwordHandlers } from '../mocks/passwordHandlers';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import {
  errorSummary,
  expectToast,
  mockSays,
  PageStub,
  preloadPasswordStrength,
  pressSubmit,
  strengthHint,
  t,
  withSignedInUser,
} from './authStoryKit';
import { PasswordSetScreen } from './PasswordSetScreen';

/** Right after the sign-up code: no password yet, so none to confirm. */
const newcomer = buildUser({ email: 'new@example.com', has_password: false });
/** Someone with a password, changing it. */
const member = buildUser();
/** An operator account made with a one-time password. */
const operator = buildUser({ email: 'ops@example.com', role: 'admin', must_change_password: true });

/** The body of the last password-set call, so stories can say what was sent. */
let sentBody: PasswordSetRequest | undefined;
const recordingSet = http.post('/api/user/password-set', async ({ request, response }) => {
  sentBody = (await request.clone().json()) as PasswordSetRequest;
  return response(200).json({ redirect_to: '/panel' });
});

const meta = {
  title: 'Features/Auth/PasswordSetScreen',
  component: PasswordSetScreen,
  render: () => (
    <Routes>
      <Route path="/user/password-set" element={<PasswordSetScreen />} />
      <Route path="/panel" element={<PageStub name="Panel" />} />
      <Route path="/profile" element={<PageStub name="Profile" />} />
    </Routes>
  ),
  decorators: [withSignedInUser],
  loaders: [preloadPasswordStrength],
  beforeEach: () => {
    sentBody = undefined;
  },
  parameters: {
    router: { initialEntries: ['/user/password-set'] },
    msw: { handlers: { auth: passwordHandlers.success } },
    user: newcomer,
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

/** The fields when a password is changed: the current one, then the new one twice. */
function changeFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    current: () => canvas.getByLabelText(t('auth:fields.currentPassword'), { selector: 'input' }),
    password: () => canvas.getByLabelText(t('auth:fields.newPassword'), { selector: 'input' }),
    confirmation: () => canvas.getByLabelText(t('auth:fields.newConfirmation'), { selector: 'input' }),
  };
}

async function changeAndSubmit(canvasElement: HTMLElement, current: string, password = 'correct-horse') {
  const ui = changeFields(canvasElement);
  if (current) await userEvent.type(ui.current(), current);
  await userEvent.type(ui.password(), password);
  await userEvent.type(ui.confirmation(), password);
  await pressSubmit(canvasElement, t('auth:passwordSet.submit'));
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
    // Right after sign-up there is no password to confirm, and nothing to rate yet.
    await expect(canvas.queryByLabelText(t('auth:fields.currentPassword'))).toBeNull();
    await expect(canvas.queryByRole('meter')).toBeNull();
    // No way back past the first password: the account is not usable until it is set.
    await expect(canvas.queryByRole('button', { name: t('common:actions.back') })).toBeNull();
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
  parameters: { msw: { handlers: { auth: [recordingSet, ...passwordHandlers.success] } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectToast(canvasElement, t('auth:passwordSet.success'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Panel (stub)' })).toBeVisible();
    // A first password is set without a current one.
    await expect(sentBody).toEqual({ password: 'correct-horse', password_confirmation: 'correct-horse' });
  },
};

/** A password from the common lists: rated weak, with zxcvbn's reason in the app's language. */
export const StrengthWeak: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fields(canvasElement).password(), 'iloveyou');
    const { meter, hint } = await strengthHint(canvasElement);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', t('auth:strength.level.weak')));
    await expect(within(hint).getByText(t('auth:strength.warning.topHundred'))).toBeVisible();
  },
};

/** A long random password: strong, nothing to warn about. */
export const StrengthStrong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fields(canvasElement).password(), 'mWq7-Zt4p-Lk9s');
    const { meter, hint } = await strengthHint(canvasElement);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', t('auth:strength.level.strong')));
    await expect(hint.querySelector('p')).toBeNull();
  },
};

/** The server's common-password list is the rule: its 422 shows on the password field. */
export const CommonPasswordRefused: Story = {
  parameters: { msw: { handlers: { auth: passwordHandlers.commonPassword } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'password1234');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().passwordCommon)).toBeVisible();
    await expect(fields(canvasElement).password()).toHaveAccessibleDescription(mockSays().passwordCommon);
    await expect(fields(canvasElement).password()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Changing a password asks for the current one first, in its own words when it is missing. */
export const CurrentPasswordRequired: Story = {
  parameters: { user: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('auth:passwordSet.changeTitle') }),
    ).toBeVisible();
    await expect(changeFields(canvasElement).current()).toHaveAttribute('autocomplete', 'current-password');
    await changeAndSubmit(canvasElement, '');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.currentPasswordRequired'))).toBeVisible();
    await expect(changeFields(canvasElement).current()).toHaveAccessibleDescription(
      t('auth:validation.currentPasswordRequired'),
    );
    await expect(sentBody).toBeUndefined();
  },
};

/** A wrong current password: the server's 422 on `current_password` shows on that field. */
export const CurrentPasswordWrong: Story = {
  parameters: { user: member, msw: { handlers: { auth: passwordHandlers.wrongCurrentPassword } } },
  play: async ({ canvasElement }) => {
    await changeAndSubmit(canvasElement, 'not-my-password');
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().currentPasswordWrong)).toBeVisible();
    await expect(changeFields(canvasElement).current()).toHaveAccessibleDescription(
      mockSays().currentPasswordWrong,
    );
  },
};

/** An operator account made with a one-time password is told why it must choose a password first. */
export const MustChangePassword: Story = {
  parameters: { user: operator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('auth:passwordSet.mustChangeTitle'))).toBeVisible();
    await expect(canvas.getByText(t('auth:passwordSet.mustChangeBody'))).toBeVisible();
    await expect(changeFields(canvasElement).current()).toBeVisible();
    // The one-time password must be replaced first: no way back to screens the server refuses.
    await expect(canvas.queryByRole('button', { name: t('common:actions.back') })).toBeNull();
  },
};

/** The one-time password goes as `current_password`; then the app opens as usual. */
export const MustChangePasswordSuccess: Story = {
  parameters: { user: operator, msw: { handlers: { auth: [recordingSet, ...passwordHandlers.success] } } },
  play: async ({ canvasElement }) => {
    await changeAndSubmit(canvasElement, 'Temp-4821-once', 'mWq7-Zt4p-Lk9s');
    await expectToast(canvasElement, t('auth:passwordSet.success'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Panel (stub)' })).toBeVisible();
    await expect(sentBody).toEqual({
      current_password: 'Temp-4821-once',
      password: 'mWq7-Zt4p-Lk9s',
      password_confirmation: 'mWq7-Zt4p-Lk9s',
    });
  },
};

/** A member changing their password has the signed-in header: the title and a way back. */
export const ChangeHasHeader: Story = {
  parameters: { user: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(
      header.getByRole('heading', { level: 1, name: t('auth:passwordSet.changeTitle') }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: t('common:actions.back') })).toBeVisible();
    // One h1 on the page, the header's.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByText(t('auth:passwordSet.changeSubtitle'))).toBeVisible();
    await expect(changeFields(canvasElement).current()).toBeVisible();
  },
};

/** Back goes one step back, to the profile the member came from. */
export const ChangeBackToProfile: Story = {
  parameters: { user: member, router: { initialEntries: ['/profile', '/user/password-set'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.back') }));
    await expect(await canvas.findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
  },
};

/** Opened directly (nothing to go back to in this tab), Back goes to the profile, not out of the app. */
export const ChangeOpenedDirectlyBack: Story = {
  parameters: { user: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.back') }));
    await expect(await canvas.findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
  },
};
