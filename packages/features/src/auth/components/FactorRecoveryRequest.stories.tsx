import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { factorRecoveryHandlers, factorRecoveryMockMessages } from '../mocks/factorRecoveryHandlers';
import * as styles from '../screens/LoginScreen.css';
import { t } from '../screens/authStoryKit';
import { SecondFactorStep } from './SecondFactorStep';

// The login's second step for a person who lost the app and every recovery code: "Lost your authenticator
// app and recovery codes?" opens the request for the desk (a new live video, an optional note).
const meta = {
  title: 'Features/Auth/FactorRecoveryRequest',
  component: SecondFactorStep,
  args: { onSignedIn: fn(), onRestart: fn() },
  render: (args) => (
    <main className={styles.screen}>
      <SecondFactorStep {...args} />
    </main>
  ),
  parameters: { msw: { handlers: { recovery: factorRecoveryHandlers.accepted } } },
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const mock = () => factorRecoveryMockMessages[currentLocale()];

const selfie = () =>
  new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'selfie.webm', { type: 'video/webm' });

/** The request's form, opened from the code step's link. */
async function openRequest(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('auth:factorRecovery.link') }));
  await canvas.findByRole('heading', { level: 1, name: t('auth:factorRecovery.title') });
  return canvas;
}

async function chooseVideo(canvasElement: HTMLElement, file = selfie()) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  await within(canvasElement).findByText(file.name);
}

/** Nothing chosen yet: what the desk will do, the video field (front camera on a phone), an optional note. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openRequest(canvasElement);
    await expect(canvas.getByText(t('auth:factorRecovery.subtitle'))).toBeVisible();
    await expect(canvas.getByText(t('auth:factorRecovery.videoHint'))).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    await expect(input).toHaveAttribute('capture', 'user');
    await expect(canvas.getByRole('textbox', { name: t('auth:factorRecovery.note') })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('auth:factorRecovery.submit') })).toBeEnabled();
  },
};

/** Sent without a video and with a note past 500 characters: both said on their fields and in the summary. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openRequest(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: t('auth:factorRecovery.note') }));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(canvas.getByRole('button', { name: t('auth:factorRecovery.submit') }));
    // Each problem is said twice: in the summary that takes focus, and on its field.
    await canvas.findByText(t('auth:fields.errorSummaryTitle'));
    await expect(canvas.getAllByText(t('auth:factorRecovery.videoRequired'))).toHaveLength(2);
    await expect(canvas.getAllByText(t('auth:factorRecovery.noteTooLong'))).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: t('auth:factorRecovery.note') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** While the video uploads the button says so and the form cannot be sent twice. */
export const Sending: Story = {
  parameters: { msw: { handlers: { recovery: factorRecoveryHandlers.sending } } },
  play: async ({ canvasElement }) => {
    const canvas = await openRequest(canvasElement);
    await chooseVideo(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:factorRecovery.submit') }));
    await expect(
      await canvas.findByRole('button', { name: t('auth:factorRecovery.submitting') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: the desk reviews it, the person is told what follows and goes back to email and password. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await openRequest(canvasElement);
    await chooseVideo(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('auth:factorRecovery.note') }),
      t('auth:factorRecovery.noteHint'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('auth:factorRecovery.submit') }));
    await canvas.findByRole('heading', { level: 1, name: t('auth:factorRecovery.sentTitle') });
    await expect(canvas.getByText(t('auth:factorRecovery.sentBody'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:secondFactor.startAgain') }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** A request already waits for the desk (409): the server's words, and the way back to sign in. */
export const AlreadyPending: Story = {
  parameters: { msw: { handlers: { recovery: factorRecoveryHandlers.alreadyPending } } },
  play: async ({ canvasElement }) => {
    const canvas = await openRequest(canvasElement);
    await chooseVideo(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:factorRecovery.submit') }));
    await expect(await canvas.findByText(mock().alreadyPending)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth:factorRecovery.submit') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('auth:secondFactor.startAgain') })).toBeVisible();
  },
};

/** Found the app after all: Back returns to the code. */
export const BackToCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openRequest(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:factorRecovery.back') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth:secondFactor.title') }),
    ).toBeVisible();
  },
};
