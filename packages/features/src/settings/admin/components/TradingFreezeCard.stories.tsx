import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  deskFreezeMockMessages,
  deskFreezeMockState,
  MOCK_OPEN_EMAIL,
  MOCK_TRADING_FROZEN_AT,
  MOCK_TRADING_FROZEN_EMAIL,
  resetDeskFreezeMocks,
  tradingFreezeHandlers,
} from '../mocks/deskFreezeHandlers';
import { dialogGone, expectRefused, page, plain, press, t } from '../screens/settingsAdminStoryKit';
import { TradingFreezeCard } from './TradingFreezeCard';

const meta = {
  title: 'Features/Admin/TradingFreezeCard',
  component: TradingFreezeCard,
  beforeEach: () => resetDeskFreezeMocks(),
  parameters: { msw: { handlers: { tradingFreeze: tradingFreezeHandlers.tradingFreeze } } },
} satisfies Meta<typeof TradingFreezeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const w = (key: string, options?: Record<string, unknown>) =>
  t(`admin:settings.tradingFreeze.${key}`, options);
const says = () => deskFreezeMockMessages[currentLocale()];
const NOTE = 'Spoke to him on the number on file; the trades were his own.';

const emailInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('email') });
const noteInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: w('note') });

async function fill(canvasElement: HTMLElement, email: string, note: string) {
  await userEvent.type(emailInput(canvasElement), email);
  if (note) await userEvent.type(noteInput(canvasElement), note);
}

/** Fills the form and presses "Let them trade again": the dialog that asks to confirm, once shown. */
async function toConfirm(canvasElement: HTMLElement, email: string, note = NOTE) {
  await fill(canvasElement, email, note);
  await press(canvasElement, w('submit'));
  const dialog = await page(canvasElement).findByRole('dialog', { name: w('confirmTitle') });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const confirmButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: w('confirm') });

/** The card as the operator finds it: what it is for, an email, a note, one button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: w('title') })).toBeVisible();
    await expect(canvas.getByText(w('description'))).toBeVisible();
    await expect(emailInput(canvasElement)).toHaveAttribute('dir', 'ltr');
    await expect(noteInput(canvasElement)).toBeRequired();
    await expect(canvas.getByRole('button', { name: w('submit') })).toBeVisible();
  },
};

/** Nothing goes before the operator confirms, in a dialog that names the account. */
export const AsksToConfirm: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_TRADING_FROZEN_EMAIL);
    await expect(dialog.getByText(MOCK_TRADING_FROZEN_EMAIL)).toBeVisible();
    await expect(dialog.getByText(MOCK_TRADING_FROZEN_EMAIL).closest('p')).toHaveTextContent(
      plain(w('confirmText', { email: MOCK_TRADING_FROZEN_EMAIL })),
    );
    await expect(deskFreezeMockState.tradingLifts).toEqual([]);
  },
};

/**
 * Open again: a double tap on Confirm sends once; the card says who may trade and since when trading had
 * been stopped (Tehran time, Jalali in fa), and the form is empty for the next one.
 */
export const Lifted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, ` ${MOCK_TRADING_FROZEN_EMAIL}`);
    await userEvent.dblClick(confirmButton(dialog));
    await dialogGone(canvasElement);
    const done = await within(canvasElement).findByRole('status');
    await waitFor(() => expect(done).toBeVisible());
    await expect(done).toHaveTextContent(w('liftedTitle'));
    const since = formatDateTime(MOCK_TRADING_FROZEN_AT, { locale: currentLocale() });
    await expect(done).toHaveTextContent(plain(w('lifted', { email: MOCK_TRADING_FROZEN_EMAIL, since })));
    await waitFor(() =>
      expect(deskFreezeMockState.tradingLifts).toEqual([{ email: MOCK_TRADING_FROZEN_EMAIL, note: NOTE }]),
    );
    await expect(emailInput(canvasElement)).toHaveValue('');
    await expect(noteInput(canvasElement)).toHaveValue('');
  },
};

/** The account's trading is not stopped (409): said on the email, focused, and linked from the summary. */
export const NotStopped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_OPEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await dialogGone(canvasElement);
    await expectRefused(emailInput(canvasElement), w('notStopped'));
    const summary = within(within(canvasElement).getByRole('alert'));
    await expect(summary.getByRole('link', { name: w('notStopped') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await waitFor(() => expect(deskFreezeMockState.tradingLifts).toHaveLength(1));
  },
};

/** No account has the email (404): said on the email field in the card's words; gone once it changes. */
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
    await fill(canvasElement, MOCK_TRADING_FROZEN_EMAIL, '   ');
    await press(canvasElement, w('submit'));
    await expectRefused(noteInput(canvasElement), w('validation.noteRequired'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(deskFreezeMockState.tradingLifts).toEqual([]);
  },
};

/** On its way: the dialog waits for the answer and cannot be dismissed. */
export const Lifting: Story = {
  parameters: {
    msw: { handlers: { tradingFreeze: tradingFreezeHandlers.tradingFreezeLifting } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_TRADING_FROZEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('admin:cancel') })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    // The button turns pending before the request reaches the mock server: wait for it to arrive.
    await waitFor(() => expect(deskFreezeMockState.tradingLifts).toHaveLength(1));
  },
};

/** The server fails: said in the dialog, where Confirm tries again. */
export const LiftFailed: Story = {
  parameters: {
    msw: { handlers: { tradingFreeze: tradingFreezeHandlers.tradingFreezeFails } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement, MOCK_TRADING_FROZEN_EMAIL);
    await userEvent.click(confirmButton(dialog));
    const failure = await dialog.findByText(says().serverError);
    await waitFor(() => expect(failure).toBeVisible());
    await expect(confirmButton(dialog)).toBeEnabled();
    await waitFor(() => expect(deskFreezeMockState.tradingLifts).toHaveLength(1));
  },
};
