import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  pressLanguageSwitch,
  withRecordedLanguageSwitch,
} from '../../shared/components/languageSwitchStoryKit';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerAuthI18n';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { authHandlers, authMockMessages, MOCK_RECOVERY_CODE, MOCK_TOTP_CODE } from '../mocks/authHandlers';
import { typeCode } from './authStoryKit';
import { LoginScreen } from './LoginScreen';

const t = (key: string) => i18n.t(key);
/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
const mock = () => authMockMessages[currentLocale()];

/** Stands in for the page the user wanted before being sent to log in. */
function ProtectedPageStub() {
  return <h1>Orders page (stub)</h1>;
}

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  // The screen sits in a small route table, so a successful login visibly lands somewhere.
  render: () => (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/orders" element={<ProtectedPageStub />} />
      <Route path="/panel" element={<h1>Panel (stub)</h1>} />
      <Route path="/user/password-set" element={<h1>Password (stub)</h1>} />
      <Route path="/admin" element={<h1>Admin area (stub)</h1>} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: ['/login'] },
    msw: { handlers: { auth: authHandlers.success } },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user fetch after login answers an operator (the first matching handler wins). */
const operator = http.get('/api/user', ({ response }) =>
  response(200).json(buildUser({ role: 'admin', email: 'ops@example.com' })),
);

function screen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: () => canvas.getByRole('textbox', { name: t('auth:login.email') }),
    password: () => canvas.getByLabelText(t('auth:login.password'), { selector: 'input' }),
    captcha: () => canvas.getByRole('checkbox', { name: t('auth:captcha.label') }),
    submit: () => canvas.getByRole('button', { name: t('auth:login.submit') }),
  };
}

/** Types the credentials with the keyboard. */
async function fillCredentials(
  canvasElement: HTMLElement,
  email = 'sara@example.com',
  password = 'correct-horse',
) {
  const ui = screen(canvasElement);
  if (email) await userEvent.type(ui.email(), email);
  if (password) await userEvent.type(ui.password(), password);
}

/** Checks "I'm not a robot" with the space bar and waits for the real proof of work to finish. */
async function solveCaptcha(canvasElement: HTMLElement) {
  const ui = screen(canvasElement);
  ui.captcha().focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(ui.captcha()).toBeChecked());
  await waitFor(() => expect(ui.canvas.getByRole('status')).toHaveTextContent(t('auth:captcha.verified')));
}

/** Presses the submit button from the keyboard. */
async function submit(canvasElement: HTMLElement) {
  screen(canvasElement).submit().focus();
  await userEvent.keyboard('{Enter}');
}

async function fillAndSubmit({ canvasElement }: Pick<StoryContext, 'canvasElement'>) {
  await fillCredentials(canvasElement);
  await solveCaptcha(canvasElement);
  await submit(canvasElement);
}

/** The alert box (FormErrorSummary) once it appears. */
async function errorSummary(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('alert'));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ui = screen(canvasElement);
    await expect(ui.canvas.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await expect(ui.captcha()).not.toBeChecked();
    await expect(ui.canvas.getByRole('link', { name: t('auth:login.forgotPassword') })).toHaveAttribute(
      'href',
      '/auth/forget-password/email',
    );
    await expect(ui.canvas.getByRole('link', { name: t('auth:login.signUp') })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(ui.canvas.queryByRole('alert')).toBeNull();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await fillCredentials(canvasElement);
    await solveCaptcha(canvasElement);
    const ui = screen(canvasElement);
    await expect(ui.email()).toHaveValue('sara@example.com');
    await expect(ui.password()).toHaveAttribute('type', 'password');
    // The toggle reveals the password, and its name flips to "hide".
    await userEvent.click(ui.canvas.getByRole('button', { name: t('auth:login.showPassword') }));
    await expect(ui.password()).toHaveAttribute('type', 'text');
    await expect(ui.canvas.getByRole('button', { name: t('auth:login.hidePassword') })).toBeVisible();
  },
};

export const PersianDigits: Story = {
  play: async ({ canvasElement }) => {
    const ui = screen(canvasElement);
    await userEvent.type(ui.email(), 'sara۱۲۳@example.com');
    await expect(ui.email()).toHaveValue('sara123@example.com');
  },
};

export const EmptyFields: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.fillAll'))).toBeVisible();
    await expect(screen(canvasElement).email()).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).password()).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await fillCredentials(canvasElement, 'sara@example');
    await submit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.email'))).toBeVisible();
    await expect(screen(canvasElement).email()).toHaveAttribute('aria-invalid', 'true');
    await expect(screen(canvasElement).email()).toHaveAccessibleDescription(t('auth:validation.email'));
  },
};

export const CaptchaRequired: Story = {
  play: async ({ canvasElement }) => {
    await fillCredentials(canvasElement);
    await submit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.captchaRequired'))).toBeVisible();
    await expect(screen(canvasElement).captcha()).toHaveAccessibleDescription(
      t('auth:validation.captchaRequired'),
    );
  },
};

export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.invalidCredentials } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const summary = await errorSummary(context.canvasElement);
    await expect(summary.getByText(t('auth:login.failedTitle'))).toBeVisible();
    // Said once in the summary, and on the email field.
    await expect(summary.getByText(mock().invalidCredentials)).toBeVisible();
    const ui = screen(context.canvasElement);
    await expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    await expect(ui.email()).toHaveAccessibleDescription(mock().invalidCredentials);
    // A solution is accepted once: the captcha must be solved again.
    await expect(ui.captcha()).not.toBeChecked();
  },
};

export const ServerValidation: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.validation } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const summary = await errorSummary(context.canvasElement);
    await expect(summary.getByText(mock().validation)).toBeVisible();
    await expect(summary.getByRole('link', { name: mock().validationEmail })).toBeVisible();
    await expect(screen(context.canvasElement).email()).toHaveAccessibleDescription(mock().validationEmail);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.serverError } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const summary = await errorSummary(context.canvasElement);
    await expect(summary.getByText(mock().serverError)).toBeVisible();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.rateLimited } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const summary = await errorSummary(context.canvasElement);
    await expect(summary.getByText(mock().rateLimited)).toBeVisible();
  },
};

/** Locked after repeated wrong passwords: the server's wait, in minutes and in the reader's digits. */
export const LockedOut: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.lockedOut } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const summary = await errorSummary(context.canvasElement);
    const message = summary.getByText(mock().lockedOut);
    await expect(message).toBeVisible();
    const wait = { fa: 'تا ۱۵ دقیقهٔ دیگر', en: 'for 15 more minutes' }[currentLocale()];
    await expect(message).toHaveTextContent(wait);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.loading } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const ui = screen(context.canvasElement);
    await waitFor(() =>
      expect(ui.canvas.getByRole('button', { name: t('auth:login.submitting') })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(ui.email()).toBeDisabled();
  },
};

/** Where the guard or the 401 rule sends a signed-out visitor of a protected page. */
const sentFromOrders = { router: { initialEntries: ['/login?redirect=%2Forders%3Fstatus%3DProcessing'] } };

/** Sent here from a protected page: the screen says why before anything else (log in to continue). */
export const SentHereToContinue: Story = {
  parameters: sentFromOrders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByText(t('auth:login.continueReason'));
    await expect(reason).toBeVisible();
    // Read right after the title, before the form.
    const heading = canvas.getByRole('heading', { level: 1, name: t('auth:login.title') });
    await expect(heading.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(
      reason.compareDocumentPosition(screen(canvasElement).email()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Success: Story = {
  parameters: sentFromOrders,
  play: async (context) => {
    await fillAndSubmit(context);
    // Back to the protected page named in ?redirect= (the stub route), not to the server's default.
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Orders page (stub)' }),
    ).toBeVisible();
  },
};

export const SuccessWithoutRedirect: Story = {
  parameters: { router: { initialEntries: ['/login?redirect=https%3A%2F%2Fevil.example%2F'] } },
  play: async (context) => {
    // A redirect that leads off the app is no reason to show.
    await expect(within(context.canvasElement).queryByText(t('auth:login.continueReason'))).toBeNull();
    await fillAndSubmit(context);
    // A foreign redirect is ignored: the server's redirect_to (/panel) wins.
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Panel (stub)' }),
    ).toBeVisible();
  },
};

/** An account made with a one-time password goes to set its own, whatever page it came for. */
export const MustChangePassword: Story = {
  parameters: { ...sentFromOrders, msw: { handlers: { auth: authHandlers.mustChangePassword } } },
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Password (stub)' }),
    ).toBeVisible();
  },
};

/** An operator with no page to go back to lands in the back office, not on the wallet. */
export const OperatorLandsOnAdmin: Story = {
  parameters: { msw: { handlers: { auth: [operator, ...authHandlers.success] } } },
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(
      await within(context.canvasElement).findByRole('heading', { name: 'Admin area (stub)' }),
    ).toBeVisible();
  },
};

/** Wrong credentials: changing the email takes what was said about it away, summary and field alike. */
export const ErrorClearedByEditing: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.invalidCredentials } } },
  play: async (context) => {
    await fillAndSubmit(context);
    const ui = screen(context.canvasElement);
    await expect(
      (await errorSummary(context.canvasElement)).getByText(mock().invalidCredentials),
    ).toBeVisible();
    await expect(ui.email()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(ui.email());
    await userEvent.type(ui.email(), 'sara.ahmadi@example.com');
    await waitFor(() => expect(ui.canvas.queryByRole('alert')).toBeNull());
    await expect(ui.email()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(ui.email()).not.toHaveAccessibleDescription(mock().invalidCredentials);
  },
};

/** Sent without the captcha: its message goes once the captcha is verified. */
export const CaptchaErrorClearedByVerifying: Story = {
  play: async ({ canvasElement }) => {
    await fillCredentials(canvasElement);
    await submit(canvasElement);
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('auth:validation.captchaRequired'))).toBeVisible();
    await solveCaptcha(canvasElement);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(screen(canvasElement).captcha()).not.toHaveAccessibleDescription(
      t('auth:validation.captchaRequired'),
    );
  },
};

/** The logins that reached the mock server in SubmitsOnce. */
const loginAttempts = { count: 0 };

/** Enter pressed again while the first login is on its way sends nothing more. */
export const SubmitsOnce: Story = {
  beforeEach: () => {
    loginAttempts.count = 0;
  },
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/api/auth/login', async () => {
            loginAttempts.count += 1;
            // Never answers: the first attempt stays on its way.
            await new Promise(() => undefined);
            return new Response(null, { status: 204 });
          }),
          ...authHandlers.loading,
        ],
      },
    },
    // The same look as Submitting.
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await fillCredentials(canvasElement);
    await solveCaptcha(canvasElement);
    screen(canvasElement).password().focus();
    await userEvent.keyboard('{Enter}{Enter}');
    const pending = await within(canvasElement).findByRole('button', { name: t('auth:login.submitting') });
    await userEvent.click(pending);
    // The button turns pending before the request reaches the mock server: wait for the first to arrive,
    // then give a second (sent by the same presses) as long again to arrive too.
    await waitFor(() => expect(loginAttempts.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(loginAttempts.count).toBe(1);
  },
};

/** After the right password of an account with an authenticator app: the code step, inside /login. */
async function reachSecondFactor(context: Pick<StoryContext, 'canvasElement'>) {
  await fillAndSubmit(context);
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: t('auth:secondFactor.title') }),
  ).toBeVisible();
  return canvas;
}

/** A wrong code is said on its field, in the server's words; the step stays (and is what the shot shows). */
export const SecondFactorWrongCode: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactor } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await expect(canvas.getByText(t('auth:secondFactor.subtitle'))).toBeVisible();
    await typeCode(context.canvasElement, '654321');
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.submit') }));
    await expect((await canvas.findAllByText(mock().codeWrong)).length).toBeGreaterThan(0);
  },
};

export const SecondFactorSignsIn: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactor } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await typeCode(context.canvasElement, MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.submit') }));
    await expect(await canvas.findByRole('heading', { name: 'Panel (stub)' })).toBeVisible();
  },
};

/** The recovery-code form, sent empty: the client says what is missing before anything is sent. */
export const SecondFactorRecoveryRequired: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactor } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.useRecovery') }));
    await expect(canvas.getByText(t('auth:secondFactor.recoverySubtitle'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.submit') }));
    await expect(
      (await canvas.findAllByText(t('auth:secondFactor.recoveryRequired'))).length,
    ).toBeGreaterThan(0);
  },
};

export const SecondFactorRecoveryCode: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactor } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.useRecovery') }));
    // Typed off paper: lower case, spaces for dashes.
    const field = canvas.getByRole('textbox', { name: t('auth:secondFactor.recoveryCode') });
    await userEvent.type(field, MOCK_RECOVERY_CODE.toLowerCase().replace(/-/g, ' '));
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.submit') }));
    await expect(await canvas.findByRole('heading', { name: 'Panel (stub)' })).toBeVisible();
  },
};

export const SecondFactorExpired: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactorExpired } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await typeCode(context.canvasElement, MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.submit') }));
    await expect(
      await within(await canvas.findByRole('alert')).findByText(mock().secondFactorExpired),
    ).toBeVisible();
    // Starting again returns to the password step, the password and captcha to be given anew.
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.startAgain') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await expect(screen(context.canvasElement).password()).toHaveValue('');
    await expect(screen(context.canvasElement).captcha()).not.toBeChecked();
  },
};

/**
 * "Use a passkey" on an account without one: the server's 404 is said under the button, in its words, and
 * the code stays at hand (the device's prompt itself is the journeys' to try, with a virtual authenticator).
 */
export const SecondFactorNoPasskey: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactor } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.usePasskey') }));
    await expect(await canvas.findByText(mock().noPasskey)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:secondFactor.submit') })).toBeEnabled();
  },
};

/** The passkey's challenge comes too late: the step ran out, and starting again is offered as for a code. */
export const SecondFactorPasskeyExpired: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.secondFactorExpired } } },
  play: async (context) => {
    const canvas = await reachSecondFactor(context);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.usePasskey') }));
    await expect(await canvas.findByText(mock().secondFactorExpired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth:secondFactor.startAgain') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:secondFactor.usePasskey') })).toBeNull();
  },
};

/**
 * A guest switches the language before signing in: above the title, the switch names the other language
 * in itself; pressing it stores the choice, sets direction and lang, says so and reloads.
 */
export const SwitchesLanguage: Story = {
  decorators: [withRecordedLanguageSwitch],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('auth:login.title') }),
    ).toBeVisible();
    await pressLanguageSwitch(canvasElement);
  },
};
