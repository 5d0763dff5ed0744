import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  accountFreezeHandlers,
  deskFreezeMockMessages,
  deskFreezeMockState,
  MOCK_FROZEN_EMAIL,
  MOCK_OPEN_EMAIL,
  MOCK_STOPPED_AT,
  resetDeskFreezeMocks,
} from '../mocks/deskFreezeHandlers';
import { dialogGone, expectRefused, page, plain, press, t } from '../screens/settingsAdminStoryKit';
import { AccountFreezeCard } from './AccountFreezeCard';

const meta = {
  title: 'Features/Admin/AccountFreezeCard',
  component: AccountFreezeCard,
  beforeEach: () => resetDeskFreezeMocks(),
  parameters: { msw: { handlers: { accountFreeze: accountFreezeHandlers.accountFreeze } } },
} satisfies Meta<typeof AccountFreezeCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type What = 'withdrawals' | 'trading';

const w = (key: string, options?: Record<string, unknown>) =>
  t(`admin:settings.accountFreeze.${key}`, options);
const says = () => deskFreezeMockMessages[currentLocale()];
const NOTE = 'Your identity documents are being checked again; support will call you.';

const emailInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('email') });
const noteInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('note') });
const choices = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('radiogroup', { name: w('what') });
const choice = (canvasElement: HTMLElement, what: What) =>
  within(choices(canvasElement)).getByRole('radio', { name: w(`choices.${what}`) });

async function fill(canvasElement: HTMLElement, email: string, what: What | null, note: string) {
  await userEvent.type(emailInput(canvasElement), email);
  if (what) await userEvent.click(choice(canvasElement, what));
  if (note) await userEvent.type(noteInput(canvasElement), note);
}

/** Fills the form and presses "Stop": the dialog that asks to confirm, once shown. */
async function toConfirm(canvasElement: HTMLElement, email: string, what: What, note = NOTE) {
  await fill(canvasElement, email, what, note);
  await press(canvasElement, w('submit'));
  const dialog = await page(canvasElement).findByRole('dialog', { name: w(`confirmTitle.${what}`) });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const confirmButton = (dialog: ReturnType<typeof within>, what: What) =>
  dialog.getByRole('button', { name: w(`confirm.${what}`) });

/** The card as the operator finds it: what it is for, an email, the two choices (none taken), a note. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: w('title') })).toBeVisible();
    await expect(canvas.getByText(w('description'))).toBeVisible();
    await expect(emailInput(canvasElement)).toHaveAttribute('dir', 'ltr');
    for (const what of ['withdrawals', 'trading'] as const) {
      await expect(choice(canvasElement, what)).toBeVisible();
      await expect(choice(canvasElement, what)).not.toBeChecked();
    }
    await expect(noteInput(canvasElement)).toBeRequired();
    await expect(canvas.getByText(w('noteHint'))).toBeVisible();
  },
};

/** No note (or spaces only): refused here, on the note, before any dialog; nothing sent. */
export const NoteMissing: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_OPEN_EMAIL, 'withdrawals', '   ');
    await press(canvasElement, w('submit'));
    await expectRefused(noteInput(canvasElement), w('validation.noteRequired'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(deskFreezeMockState.freezes).toEqual([]);
  },
};

/** Nothing chosen: the choice says so and the summary lists it; no part is stopped by default. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_OPEN_EMAIL, null, NOTE);
    await press(canvasElement, w('submit'));
    const summary = await within(canvasElement).findByRole('alert');
    await waitFor(() => expect(summary).toBeVisible());
    await expect(summary).toHaveTextContent(w('validation.whatRequired'));
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(choices(canvasElement)).getByText(w('validation.whatRequired'))).toBeVisible();
    await expect(choice(canvasElement, 'withdrawals')).not.toBeChecked();
    await expect(choice(canvasElement, 'trading')).not.toBeChecked();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(deskFreezeMockState.freezes).toEqual([]);
  },
};

/**
 * Stopping withdrawals: the dialog names the account, says every new withdrawal request is refused with the
 * note and what already waits is to be rejected from the queue, and shows the note as the person will read
 * it. Nothing is sent yet.
 */
export const AsksToConfirmWithdrawals: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL, 'withdrawals');
    await expect(dialog.getByText(MOCK_OPEN_EMAIL)).toBeVisible();
    await expect(dialog.getByText(MOCK_OPEN_EMAIL).closest('p')).toHaveTextContent(
      plain(w('confirmText.withdrawals', { email: MOCK_OPEN_EMAIL })),
    );
    await expect(dialog.getByText(w('noteShown'))).toBeVisible();
    await expect(dialog.getByText(NOTE)).toBeVisible();
    await expect(confirmButton(dialog, 'withdrawals')).toBeVisible();
    await expect(deskFreezeMockState.freezes).toEqual([]);
  },
};

/** Stopping trading: the dialog says quotes and orders are refused, and waiting orders are not touched. */
export const AsksToConfirmTrading: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL, 'trading');
    await expect(dialog.getByText(MOCK_OPEN_EMAIL).closest('p')).toHaveTextContent(
      plain(w('confirmText.trading', { email: MOCK_OPEN_EMAIL })),
    );
    await expect(dialog.getByText(NOTE)).toBeVisible();
    await expect(confirmButton(dialog, 'trading')).toBeVisible();
    await expect(deskFreezeMockState.freezes).toEqual([]);
  },
};

/** Cancelled: nothing is sent, and what was typed and chosen stays. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL, 'trading');
    await userEvent.click(dialog.getByRole('button', { name: t('admin:cancel') }));
    await dialogGone(canvasElement);
    await expect(emailInput(canvasElement)).toHaveValue(MOCK_OPEN_EMAIL);
    await expect(choice(canvasElement, 'trading')).toBeChecked();
    await expect(deskFreezeMockState.freezes).toEqual([]);
  },
};

/**
 * Stopped: a double tap on Confirm sends once; the card says whose trading is stopped and since when
 * (Tehran time, Jalali in fa), and the form is empty for the next one.
 */
export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, ` ${MOCK_OPEN_EMAIL}`, 'trading');
    await userEvent.dblClick(confirmButton(dialog, 'trading'));
    await dialogGone(canvasElement);
    const done = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(done).toBeVisible());
    await expect(done).toHaveTextContent(w('stoppedTitle.trading'));
    const since = formatDateTime(MOCK_STOPPED_AT, { locale: currentLocale() });
    await expect(done).toHaveTextContent(plain(w('stopped.trading', { email: MOCK_OPEN_EMAIL, since })));
    await waitFor(() =>
      expect(deskFreezeMockState.freezes).toEqual([{ email: MOCK_OPEN_EMAIL, what: 'trading', note: NOTE }]),
    );
    await expect(emailInput(canvasElement)).toHaveValue('');
    await expect(noteInput(canvasElement)).toHaveValue('');
    await expect(choice(canvasElement, 'trading')).not.toBeChecked();
  },
};

/** That part is already stopped (409): the server's words on the email, focused, linked from the summary. */
export const AlreadyStopped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_FROZEN_EMAIL, 'withdrawals');
    await userEvent.click(confirmButton(dialog, 'withdrawals'));
    await dialogGone(canvasElement);
    await expectRefused(emailInput(canvasElement), says().alreadyFrozen);
    const summary = within(within(canvasElement).getByRole('alert'));
    await expect(summary.getByRole('link', { name: says().alreadyFrozen })).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await waitFor(() => expect(deskFreezeMockState.freezes).toHaveLength(1));
  },
};

/** No account has the email (404): said on the email field in the card's words; gone once it changes. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, 'nobody@example.com', 'trading');
    await userEvent.click(confirmButton(dialog, 'trading'));
    await dialogGone(canvasElement);
    const email = emailInput(canvasElement);
    await expectRefused(email, w('unknownEmail'));
    await expect(within(canvasElement).queryByText(says().notFound)).toBeNull();
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** On its way: the dialog waits for the answer and cannot be dismissed. */
export const Stopping: Story = {
  parameters: {
    msw: { handlers: { accountFreeze: accountFreezeHandlers.accountFreezeStopping } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL, 'withdrawals');
    await userEvent.click(confirmButton(dialog, 'withdrawals'));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('admin:cancel') })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    // The button turns pending before the request reaches the mock server: wait for it to arrive.
    await waitFor(() => expect(deskFreezeMockState.freezes).toHaveLength(1));
  },
};

/** The server fails: said in the dialog, where Confirm tries again. */
export const StopFailed: Story = {
  parameters: {
    msw: { handlers: { accountFreeze: accountFreezeHandlers.accountFreezeFails } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL, 'withdrawals');
    await userEvent.click(confirmButton(dialog, 'withdrawals'));
    const failure = await dialog.findByText(says().serverError);
    await waitFor(() => expect(failure).toBeVisible());
    await expect(confirmButton(dialog, 'withdrawals')).toBeEnabled();
    await waitFor(() => expect(deskFreezeMockState.freezes).toHaveLength(1));
  },
};
