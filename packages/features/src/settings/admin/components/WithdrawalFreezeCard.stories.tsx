import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  MOCK_FROZEN_AT,
  MOCK_FROZEN_EMAIL,
  MOCK_OPEN_EMAIL,
  resetWithdrawalFreezeMocks,
  withdrawalFreezeHandlers,
  withdrawalFreezeMockMessages,
  withdrawalFreezeMockState,
} from '../mocks/withdrawalFreezeHandlers';
import { dialogGone, expectRefused, page, plain, press, t } from '../screens/settingsAdminStoryKit';
import { WithdrawalFreezeCard } from './WithdrawalFreezeCard';

const meta = {
  title: 'Features/Admin/WithdrawalFreezeCard',
  component: WithdrawalFreezeCard,
  beforeEach: () => resetWithdrawalFreezeMocks(),
  parameters: { msw: { handlers: { freeze: withdrawalFreezeHandlers.freeze } } },
} satisfies Meta<typeof WithdrawalFreezeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const w = (key: string, options?: Record<string, unknown>) =>
  t(`admin:settings.withdrawalFreeze.${key}`, options);
const says = () => withdrawalFreezeMockMessages[currentLocale()];
const NOTE = 'Called her back on the number on file; she confirmed the mail was her own login.';

const emailInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('email') });
const noteInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('note') });

async function fill(canvasElement: HTMLElement, email: string, note: string) {
  await userEvent.type(emailInput(canvasElement), email);
  if (note) await userEvent.type(noteInput(canvasElement), note);
}

/** Fills the form and presses "Open withdrawals again": the dialog that asks to confirm. */
async function toConfirm(canvasElement: HTMLElement, email: string, note = NOTE) {
  await fill(canvasElement, email, note);
  await press(canvasElement, w('submit'));
  return within(await page(canvasElement).findByRole('dialog', { name: w('confirmTitle') }));
}

const confirmButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: w('confirm') });

/** The card as the operator finds it: what it is for, an email, a note, one button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: w('title') })).toBeVisible();
    await expect(canvas.getByText(w('description'))).toBeVisible();
    await expect(emailInput(canvasElement)).toHaveAttribute('dir', 'ltr');
    await expect(noteInput(canvasElement)).toBeRequired();
  },
};

/** Nothing goes before the operator confirms, in a dialog that names the account. */
export const AsksToConfirm: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL);
    await expect(dialog.getByText(MOCK_FROZEN_EMAIL)).toBeVisible();
    await expect(dialog.getByText(MOCK_FROZEN_EMAIL).closest('p')).toHaveTextContent(
      plain(w('confirmText', { email: MOCK_FROZEN_EMAIL })),
    );
    await expect(withdrawalFreezeMockState.lifts).toEqual([]);
  },
};

/** Cancelled: nothing is sent, and what was typed stays. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL);
    await userEvent.click(dialog.getByRole('button', { name: t('admin:cancel') }));
    await dialogGone(canvasElement);
    await expect(emailInput(canvasElement)).toHaveValue(MOCK_FROZEN_EMAIL);
    await expect(withdrawalFreezeMockState.lifts).toEqual([]);
  },
};

/**
 * Opened again: a double tap on Confirm sends once; the card says whose withdrawals are open and since
 * when they had been stopped (Tehran time, Jalali in fa), and the form is empty for the next one.
 */
export const Lifted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, ` ${MOCK_FROZEN_EMAIL}`);
    await userEvent.dblClick(confirmButton(dialog));
    await dialogGone(canvasElement);
    const done = await within(canvasElement).findByRole('status');
    await expect(done).toHaveTextContent(w('liftedTitle'));
    const since = formatDateTime(MOCK_FROZEN_AT, { locale: currentLocale() });
    await expect(done).toHaveTextContent(plain(w('lifted', { email: MOCK_FROZEN_EMAIL, since })));
    await expect(withdrawalFreezeMockState.lifts).toEqual([{ email: MOCK_FROZEN_EMAIL, note: NOTE }]);
    await expect(emailInput(canvasElement)).toHaveValue('');
    await expect(noteInput(canvasElement)).toHaveValue('');
  },
};

/** The account's withdrawals are not stopped (409): the server's words on the email, focused. */
export const NotStopped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await dialogGone(canvasElement);
    await expectRefused(emailInput(canvasElement), says().notFrozen);
    const summary = within(within(canvasElement).getByRole('alert'));
    await expect(summary.getByRole('link', { name: says().notFrozen })).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * No account has the email (404): said on the email field in the form's words (the server's 404 message
 * is about a path); it goes as soon as the email changes.
 */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, 'nobody@example.com');
    await userEvent.click(confirmButton(dialog));
    await dialogGone(canvasElement);
    const email = emailInput(canvasElement);
    await expectRefused(email, w('unknownEmail'));
    await expect(within(canvasElement).queryByText(says().notFound)).toBeNull();
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** No note (or spaces only): refused here, on the note, before any dialog; nothing sent. */
export const NoteMissing: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_FROZEN_EMAIL, '   ');
    await press(canvasElement, w('submit'));
    await expectRefused(noteInput(canvasElement), w('validation.noteRequired'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(withdrawalFreezeMockState.lifts).toEqual([]);
  },
};

/** The server finds the note blank (422 on `note`): its words on the note, focused, the dialog closed. */
export const BlankNoteRefused: Story = {
  parameters: { msw: { handlers: { freeze: withdrawalFreezeHandlers.freezeNoteRefused } } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await dialogGone(canvasElement);
    await expectRefused(noteInput(canvasElement), says().noteRequired);
    const summary = within(within(canvasElement).getByRole('alert'));
    await expect(summary.getByText(w('failedTitle'))).toBeVisible();
    await expect(summary.getByText(says().validation)).toBeVisible();
  },
};

/** On its way: the dialog waits for the answer and cannot be dismissed. */
export const Lifting: Story = {
  parameters: {
    msw: { handlers: { freeze: withdrawalFreezeHandlers.freezeLifting } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('admin:cancel') })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    // The button turns pending before the request reaches the mock server: wait for it to arrive.
    await waitFor(() => expect(withdrawalFreezeMockState.lifts).toHaveLength(1));
  },
};

/** The server fails: said in the dialog, where Confirm tries again. */
export const LiftFailed: Story = {
  parameters: {
    msw: { handlers: { freeze: withdrawalFreezeHandlers.freezeFails } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await expect(await dialog.findByText(says().serverError)).toBeVisible();
    await expect(confirmButton(dialog)).toBeEnabled();
  },
};
