import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import {
  buildTotpEnrolment,
  MOCK_FIRST_CODE,
  MOCK_PASSWORD,
  MOCK_RECOVERY_CODES,
  MOCK_TOTP_SECRET,
} from '../mocks/securityFixtures';
import { securityHandlers } from '../mocks/securityHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { RECOVERY_CODES_FILE_NAME } from '../rules/totpKey';
import { SecondFactorCard } from './SecondFactorCard';
import {
  CardOnProfile,
  copiedStateOver,
  expectToast,
  findDialog,
  mockSays,
  narrowPhone,
  openSetUp,
  page,
  passwordField,
  stepText,
  stubClipboard,
  submitCode,
  submitPassword,
  t,
} from './securityStoryKit';

type Dialog = Awaited<ReturnType<typeof findDialog>>;

/** The set-up opens from the card, where the person finds it on the profile. */
const meta = {
  title: 'Features/Security/TotpEnrolmentDialog',
  render: () => (
    <CardOnProfile>
      <SecondFactorCard />
    </CardOnProfile>
  ),
  beforeEach: () => {
    resetSecurityMocks();
    return stubClipboard('accept');
  },
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { security: securityHandlers.enrolment } },
    // The dialog is portalled outside the story root.
    visual: { target: 'body' },
  },
  globals: narrowPhone.globals,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The set-up at its second step: the right password was taken. */
async function reachAppStep(canvasElement: HTMLElement): Promise<Dialog> {
  const dialog = await openSetUp(canvasElement);
  await submitPassword(dialog, MOCK_PASSWORD);
  await expect(await dialog.findByText(stepText(2, 'app'))).toBeVisible();
  return dialog;
}

/** The set-up at its last step: the first code was taken and the codes show. */
async function reachCodesStep(canvasElement: HTMLElement): Promise<Dialog> {
  const dialog = await reachAppStep(canvasElement);
  await submitCode(dialog, MOCK_FIRST_CODE);
  await expect(await dialog.findByText(stepText(3, 'codes'))).toBeVisible();
  return dialog;
}

/** Continue with no password: the client's rule says so on the field, and focus goes there. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.password.submit') }));
    await expect(
      (await dialog.findAllByText(t('security:enrolment.password.required'))).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(passwordField(dialog)).toHaveFocus());
    await expect(securityMockState.requests).toEqual(['GET /api/user/second-factor']);
  },
};

/** A wrong password: the server's words on the field (and in the summary that leads to it); still step 1. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.wrongPassword } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSetUp(canvasElement);
    await submitPassword(dialog, 'not-my-password');
    await expect((await dialog.findAllByText(mockSays().passwordWrong)).length).toBeGreaterThan(0);
    await waitFor(() => expect(passwordField(dialog)).toHaveFocus());
    await expect(passwordField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(stepText(1, 'password'))).toBeVisible();
    // Typing again is the cause going away: the message goes with it.
    await userEvent.type(passwordField(dialog), 'x');
    await waitFor(() => expect(dialog.queryByText(mockSays().passwordWrong)).toBeNull());
    await userEvent.clear(passwordField(dialog));
    await submitPassword(dialog, 'still-wrong');
    await expect((await dialog.findAllByText(mockSays().passwordWrong)).length).toBeGreaterThan(0);
  },
};

/**
 * The key: a QR code of its otpauth URI, and the key itself in groups of four, left to right, for typing by
 * hand; Copy key puts it on the clipboard whole, without the spaces.
 */
export const KeyAndQrCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await reachAppStep(canvasElement);
    const scan = t('security:enrolment.app.scan').replace(/<\/?app>/g, '');
    await expect(dialog.getByText((_text, element) => element?.textContent === scan)).toBeVisible();
    const appName = dialog.getByText('Google Authenticator');
    await expect(appName).toHaveAttribute('dir', 'ltr');
    const qr = dialog.getByRole('img', { name: t('security:enrolment.app.qrLabel') });
    await expect(qr).toBeVisible();
    const key = dialog.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(key).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(key).userSelect).toBe('all');
    const copy = dialog.getByRole('button', { name: t('security:enrolment.app.copyKey') });
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MOCK_TOTP_SECRET);
    await expectToast(canvasElement, t('security:enrolment.app.keyCopied'));
    await copiedStateOver(copy);
    await expect(buildTotpEnrolment().otpauth_uri).toContain(`secret=${MOCK_TOTP_SECRET}`);
    // The code's cells, empty, under the key; the focus was moved to the step's heading.
    await expect(dialog.getByRole('group', { name: t('security:enrolment.app.code') })).toBeVisible();
    await expect(dialog.getByText(stepText(2, 'app'))).toBeVisible();
  },
};

/** Confirm with fewer than six digits: the client's rule on the cells; nothing is sent. */
export const CodeIncomplete: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await reachAppStep(canvasElement);
    await submitCode(dialog, '123');
    await expect(
      (await dialog.findAllByText(t('security:enrolment.app.codeInvalid'))).length,
    ).toBeGreaterThan(0);
    await expect(securityMockState.requests).not.toContain('POST /api/user/second-factor/totp/confirm');
  },
};

/** A wrong first code: the server's words on the code (and in the summary); the key stays to try again. */
export const WrongCode: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.wrongCode } } },
  play: async ({ canvasElement }) => {
    const dialog = await reachAppStep(canvasElement);
    await submitCode(dialog, '654321');
    await expect((await dialog.findAllByText(mockSays().codeWrong)).length).toBeGreaterThan(0);
    await expect(dialog.getByText(stepText(2, 'app'))).toBeVisible();
    await expect(dialog.getByRole('img', { name: t('security:enrolment.app.qrLabel') })).toBeVisible();
  },
};

/** The code typed in Persian digits (a Persian keyboard): taken as the same code, the app turns on. */
export const PersianDigitsCode: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await reachAppStep(canvasElement);
    await submitCode(dialog, '۱۲۳۴۵۶');
    await expect(await dialog.findByText(stepText(3, 'codes'))).toBeVisible();
  },
};

/**
 * The ten codes, shown this once: left to right, said plainly that they will not show again and that each
 * works once; Copy all and Save as a text file are there, and Done waits for "I have saved these codes".
 * Escape does not close the dialog now.
 */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await reachCodesStep(canvasElement);
    await expect(dialog.getByText(t('security:enrolment.codes.warningTitle'))).toBeVisible();
    await expect(dialog.getByText(t('security:enrolment.codes.warningBody'))).toBeVisible();
    const list = dialog.getByRole('list', { name: t('security:enrolment.codes.listLabel') });
    await expect(list).toHaveAttribute('dir', 'ltr');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...MOCK_RECOVERY_CODES]);
    await expect(dialog.getByRole('button', { name: t('security:enrolment.codes.copyAll') })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t('security:enrolment.codes.download') })).toBeEnabled();
    const done = dialog.getByRole('button', { name: t('security:enrolment.codes.done') });
    const saved = dialog.getByRole('checkbox', { name: t('security:enrolment.codes.saved') });
    await expect(saved).not.toBeChecked();
    await expect(done).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: t('security:enrolment.cancel') })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(await findDialog(canvasElement)).toBeTruthy();
    await userEvent.click(saved);
    await expect(saved).toBeChecked();
    await expect(done).toBeEnabled();
  },
};

/** Copy all puts the ten codes on the clipboard, one a line. */
export const CopyAllCodes: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await reachCodesStep(canvasElement);
    const copy = dialog.getByRole('button', { name: t('security:enrolment.codes.copyAll') });
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MOCK_RECOVERY_CODES.join('\n'));
    await expectToast(canvasElement, t('security:enrolment.codes.copied'));
  },
};

/** The browser refuses the clipboard: said, with the other ways to keep them. */
export const CopyRefused: Story = {
  parameters: { visual: { disable: true } },
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ canvasElement }) => {
    const dialog = await reachCodesStep(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.codes.copyAll') }));
    await expectToast(canvasElement, t('security:enrolment.codes.copyFailed'));
  },
};

/** Save as a text file: sarraf-recovery-codes.txt, a heading in the page's language, then the ten codes. */
export const DownloadCodes: Story = {
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    // The temporary link's click would start a real download in the test browser: noted, not followed.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const dialog = await reachCodesStep(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.codes.download') }));
    const saved = (
      HTMLAnchorElement.prototype.click as unknown as { mock: { contexts: HTMLAnchorElement[] } }
    ).mock.contexts;
    await expect(saved).toHaveLength(1);
    await expect(saved[0]!.download).toBe(RECOVERY_CODES_FILE_NAME);
    await expect(saved[0]!.isConnected).toBe(false);
    const text = await (await fetch(saved[0]!.href)).text();
    await expect(text).toBe(
      [
        t('security:enrolment.codes.fileTitle'),
        t('security:enrolment.codes.fileNote'),
        '',
        ...MOCK_RECOVERY_CODES,
        '',
      ].join('\n'),
    );
    // Persian survives the file (UTF-8).
    if (currentLocale() === 'fa') await expect(text).toContain('کدهای بازیابی');
  },
};

/** Cancel on the second step: the dialog closes and the app stays off (the key not confirmed protects nothing). */
export const CancelAtKey: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await reachAppStep(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.cancel') }));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('dialog', { name: t('security:enrolment.title') })).toBeNull(),
    );
    await expect(securityMockState.enabled).toBe(false);
    await expect(
      within(canvasElement).getByRole('button', { name: t('security:secondFactor.setUp') }),
    ).toBeVisible();
  },
};

/** Opened again, the set-up starts over at the password, the old key gone. */
export const OpensAfresh: Story = {
  parameters: { visual: { disable: true } },
  play: async (context) => {
    await CancelAtKey.play!(context);
    const dialog = await openSetUp(context.canvasElement);
    await expect(passwordField(dialog)).toHaveValue('');
    await expect(dialog.queryByRole('img', { name: t('security:enrolment.app.qrLabel') })).toBeNull();
  },
};
