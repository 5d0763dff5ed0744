import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_FIRST_CODE, MOCK_PASSWORD, MOCK_RECOVERY_CODES } from '../mocks/securityFixtures';
import { removeAppHandlers } from '../mocks/removeAppHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { RemoveAppDialog } from './RemoveAppDialog';
import { SecondFactorCard } from './SecondFactorCard';
import {
  card,
  CardOnProfile,
  mockSays,
  narrowPhone,
  page,
  passwordField,
  t,
  typeCode,
} from './securityStoryKit';

// Turning the authenticator app off from the profile's card (a lost or replaced phone): the password and
// the app's code, or one recovery code; the card then reads the status again and says off.
const meta = {
  title: 'Features/Security/RemoveAppDialog',
  component: RemoveAppDialog,
  args: { onClose: () => undefined, onRemoved: () => undefined },
  render: () => (
    <CardOnProfile>
      <SecondFactorCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks({ enabled: true }),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { security: removeAppHandlers.removal } },
    visual: { target: 'body' },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof RemoveAppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const REMOVE = '/api/user/second-factor/totp/remove';

/** Presses Turn off on the card that says the app is on; the dialog opens with what follows. */
async function openRemoval(canvasElement: HTMLElement) {
  const region = within(card(canvasElement));
  await expect(await region.findByText(t('security:secondFactor.on'))).toBeVisible();
  await userEvent.click(region.getByRole('button', { name: t('security:removal.open') }));
  const dialog = within(
    await page(canvasElement).findByRole('dialog', { name: t('security:removal.title') }),
  );
  await waitFor(() => expect(dialog.getByText(t('security:removal.intro'))).toBeVisible());
  return dialog;
}

const submit = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: t('security:removal.submit') }));

const removals = () => securityMockState.requests.filter((request) => request === `POST ${REMOVE}`);

/** The dialog says what turning the app off does before anything is typed; nothing is sent yet. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await expect(passwordField(dialog)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: t('security:removal.useRecovery') })).toBeEnabled();
    await expect(removals()).toEqual([]);
  },
};

/** Turn off with nothing typed: the password and the code are asked for, and nothing is sent. */
export const EmptyRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await submit(dialog);
    await expect(await dialog.findAllByText(t('security:enrolment.password.required'))).not.toHaveLength(0);
    await expect(dialog.getAllByText(t('security:enrolment.app.codeInvalid'))).not.toHaveLength(0);
    await expect(removals()).toEqual([]);
  },
};

/** A wrong code: the server's words on the code; the app stays on. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.type(passwordField(dialog), MOCK_PASSWORD);
    await typeCode(dialog, '000000');
    await submit(dialog);
    await expect((await dialog.findAllByText(mockSays().codeWrong)).length).toBeGreaterThan(0);
    await expect(securityMockState.enabled).toBe(true);
  },
};

/** The password and the app's code (typed in Persian digits): the dialog closes and the card says off. */
export const TurnedOff: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.type(passwordField(dialog), MOCK_PASSWORD);
    await typeCode(dialog, '۱۲۳۴۵۶');
    await expect(MOCK_FIRST_CODE).toBe('123456');
    await submit(dialog);
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('dialog', { name: t('security:removal.title') })).toBeNull(),
    );
    await expect(await within(card(canvasElement)).findByText(t('security:secondFactor.off'))).toBeVisible();
    await expect(removals()).toHaveLength(1);
  },
};

/** The phone is gone: one recovery code in place of the code turns the app off. */
export const WithRecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:removal.useRecovery') }));
    await userEvent.type(passwordField(dialog), MOCK_PASSWORD);
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('security:removal.recoveryCode') }),
      MOCK_RECOVERY_CODES[0].toLowerCase(),
    );
    await submit(dialog);
    await expect(await within(card(canvasElement)).findByText(t('security:secondFactor.off'))).toBeVisible();
  },
};

/** A wrong recovery code: said on its field. */
export const WrongRecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('security:removal.useRecovery') }));
    await userEvent.type(passwordField(dialog), MOCK_PASSWORD);
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('security:removal.recoveryCode') }),
      'AAAA-BBBB-CCCC',
    );
    await submit(dialog);
    await expect((await dialog.findAllByText(mockSays().recoveryCodeWrong)).length).toBeGreaterThan(0);
  },
};

/** While the removal is on its way the dialog stays and its buttons wait (Escape does not close it). */
export const Pending: Story = {
  parameters: { msw: { handlers: { security: removeAppHandlers.pending } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openRemoval(canvasElement);
    await userEvent.type(passwordField(dialog), MOCK_PASSWORD);
    await typeCode(dialog, MOCK_FIRST_CODE);
    await submit(dialog);
    await waitFor(() => expect(removals()).toHaveLength(1));
    await expect(dialog.getByRole('button', { name: t('security:enrolment.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(
      page(canvasElement).getByRole('dialog', { name: t('security:removal.title') }),
    ).toBeVisible();
  },
};
