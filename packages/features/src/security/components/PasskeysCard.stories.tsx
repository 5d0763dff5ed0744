import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_FIRST_CODE, MOCK_PASSWORD } from '../mocks/securityFixtures';
import {
  buildPasskeys,
  passkeyHandlers,
  passkeyMockState,
  resetPasskeyMocks,
} from '../mocks/passkeyHandlers';
import { securityHandlers } from '../mocks/securityHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { PasskeysCard } from './PasskeysCard';
import {
  CardOnProfile,
  expectFitsWidth,
  expectToast,
  mockSays,
  narrowPhone,
  page,
  t,
  typeCode,
} from './securityStoryKit';

const meta = {
  title: 'Features/Security/PasskeysCard',
  component: PasskeysCard,
  render: () => (
    <CardOnProfile>
      <PasskeysCard />
    </CardOnProfile>
  ),
  beforeEach: () => {
    resetSecurityMocks();
    resetPasskeyMocks(buildPasskeys());
  },
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { security: passkeyHandlers.appOn } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof PasskeysCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, a region named by its title. */
const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t('security:passkeys.title') });

const loaded = async (canvasElement: HTMLElement) => {
  const region = within(card(canvasElement));
  await expect(await region.findByText(t('security:passkeys.intro'))).toBeVisible();
  return region;
};

async function openDialog(canvasElement: HTMLElement, button: string, title: string) {
  const region = await loaded(canvasElement);
  await userEvent.click(region.getByRole('button', { name: button }));
  return within(await page(canvasElement).findByRole('dialog', { name: title }));
}

const passwordIn = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText(t('security:enrolment.password.label'), { selector: 'input' });

/** Placeholders hold the card's place while the factors load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(within(region).getByText(t('security:passkeys.loading'))).toBeInTheDocument();
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** The factors fail: what failed, the server's words and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const region = within(card(canvasElement));
    await expect(await region.findByText(t('security:passkeys.failed'))).toBeVisible();
    await expect(region.getByText(mockSays().serverError)).toBeVisible();
  },
};

/** Without the authenticator app there is nothing to add a passkey beside: the card says so, no button. */
export const NeedsApp: Story = {
  parameters: { msw: { handlers: { security: passkeyHandlers.appOff } } },
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(region.getByText(t('security:passkeys.needsApp'))).toBeVisible();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** The app on, no passkey yet: says so and offers Add. */
export const NoneYet: Story = {
  beforeEach: () => resetPasskeyMocks([]),
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    await expect(region.getByText(t('security:passkeys.none'))).toBeVisible();
    await expect(region.getByRole('button', { name: t('security:passkeys.add.action') })).toBeEnabled();
  },
};

/** Two passkeys at 360 px: each with when it was added and last used, its own Rename and Remove. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const region = await loaded(canvasElement);
    const list = within(region.getByRole('list', { name: t('security:passkeys.listLabel') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Pixel 8', { selector: 'bdi' })).toBeVisible();
    await expect(list.getByText(t('security:passkeys.notUsedYet'))).toBeVisible();
    await expect(
      list.getByRole('button', { name: `${t('security:passkeys.remove.action')} MacBook کار` }),
    ).toBeVisible();
    await expectFitsWidth(canvasElement, card(canvasElement));
  },
};

/** Add checks its fields before anything is sent: a name, the password and the app's six digits. */
export const AddChecksFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      t('security:passkeys.add.action'),
      t('security:passkeys.add.title'),
    );
    await expect(dialog.getByText(t('security:passkeys.add.intro'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('security:passkeys.add.submit') }));
    await expect(await dialog.findAllByText(t('security:passkeys.name.required'))).not.toHaveLength(0);
    await expect(dialog.getAllByText(t('security:enrolment.password.required'))).not.toHaveLength(0);
    await expect(dialog.getAllByText(t('security:enrolment.app.codeInvalid'))).not.toHaveLength(0);
    await expect(securityMockState.requests).not.toContain('POST /api/user/second-factor/passkeys/options');
  },
};

/** A wrong code is the server's to refuse: said on the code, and the device's prompt is never opened. */
export const AddWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      t('security:passkeys.add.action'),
      t('security:passkeys.add.title'),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: t('security:passkeys.name.label') }), 'گوشی من');
    await userEvent.type(passwordIn(dialog), MOCK_PASSWORD);
    await typeCode(dialog, '000000');
    await userEvent.click(dialog.getByRole('button', { name: t('security:passkeys.add.submit') }));
    await expect(await dialog.findAllByText(mockSays().codeWrong)).not.toHaveLength(0);
    await expect(securityMockState.requests).toContain('POST /api/user/second-factor/passkeys/options');
    await expect(securityMockState.requests).not.toContain('POST /api/user/second-factor/passkeys');
  },
};

/** Rename: the current name to edit, saved; a toast says so and the list shows the new name. */
export const Renamed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      `${t('security:passkeys.rename.action')} Pixel 8`,
      t('security:passkeys.rename.title'),
    );
    const name = dialog.getByRole('textbox', { name: t('security:passkeys.name.label') });
    await expect(name).toHaveValue('Pixel 8');
    await userEvent.clear(name);
    await userEvent.type(name, 'Pixel 9');
    await userEvent.click(dialog.getByRole('button', { name: t('security:passkeys.rename.submit') }));
    await expectToast(canvasElement, t('security:passkeys.rename.done', { name: 'Pixel 9' }));
    await expect(await within(card(canvasElement)).findByText('Pixel 9', { selector: 'bdi' })).toBeVisible();
  },
};

/** Remove: names the device and says withdrawals pause; a wrong password is refused and nothing goes. */
export const RemoveWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      `${t('security:passkeys.remove.action')} Pixel 8`,
      t('security:passkeys.remove.title'),
    );
    await expect(dialog.getByText('Pixel 8')).toBeVisible();
    await expect(dialog.getByText(t('security:passkeys.remove.intro'))).toBeVisible();
    await userEvent.type(passwordIn(dialog), 'not-the-password');
    await typeCode(dialog, MOCK_FIRST_CODE);
    await userEvent.click(dialog.getByRole('button', { name: t('security:passkeys.remove.submit') }));
    await expect(await dialog.findAllByText(mockSays().passwordWrong)).not.toHaveLength(0);
    await expect(passkeyMockState.passkeys).toHaveLength(2);
  },
};

/** Removed with the password and the code: a toast, and the list reads one passkey. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      `${t('security:passkeys.remove.action')} Pixel 8`,
      t('security:passkeys.remove.title'),
    );
    await userEvent.type(passwordIn(dialog), MOCK_PASSWORD);
    await typeCode(dialog, MOCK_FIRST_CODE);
    await userEvent.click(dialog.getByRole('button', { name: t('security:passkeys.remove.submit') }));
    await expectToast(canvasElement, t('security:passkeys.remove.done', { name: 'Pixel 8' }));
    const region = within(card(canvasElement));
    await waitFor(() => expect(region.queryByText('Pixel 8', { selector: 'bdi' })).toBeNull());
    await expect(region.getAllByRole('listitem')).toHaveLength(1);
  },
};
