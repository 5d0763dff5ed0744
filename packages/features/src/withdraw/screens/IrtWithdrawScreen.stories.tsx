import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolateIdentifier } from '@sarraf/ui/format';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_PASSKEY, secondFactorHandlers } from '../../entities/secondFactor/mocks';
import { serverMessage } from '../../shared/mocks/serverMessage';
import { currentLocale } from '../../shared/i18n/i18n';
import { mockState, resetWithdrawMocks } from '../mocks/mockState';
import { MOCK_USABLE_AT, SAMPLE } from '../mocks/withdrawFixtures';
import { withdrawHandlers } from '../mocks/withdrawHandlers';
import { IrtWithdrawScreen } from './IrtWithdrawScreen';
import {
  appIsOn,
  codeCell,
  codeField,
  codeShown,
  confirmDialog,
  currentAddress,
  detailValue,
  digits,
  expectFitsNarrow,
  expectIdentifier,
  expectToast,
  field,
  inLocale,
  LocationProbe,
  mockSays,
  Narrow,
  num,
  page,
  PageStub,
  pasteInto,
  press,
  savedIbans,
  sentWithdrawals,
  t,
  typeCode,
} from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/IrtWithdrawScreen',
  component: IrtWithdrawScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/cash-withdraw/IRT" element={<IrtWithdrawScreen />} />
        <Route path="/cash-withdraw/IRT/ibans" element={<PageStub name="Saved IBANs" />} />
        <Route path="/cash-withdraw/IRT/:id" element={<PageStub name="Transaction" />} />
        <Route path="/panel" element={<PageStub name="Wallet" />} />
        <Route path="/profile" element={<PageStub name="Profile" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetWithdrawMocks(),
  parameters: {
    router: { initialEntries: ['/cash-withdraw/IRT'] },
    msw: { handlers: { withdraw: withdrawHandlers.ready, secondFactor: appIsOn } },
  },
} satisfies Meta<typeof IrtWithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The IBAN Sara pastes from her banking app: lower-case "ir", Persian digits, spaces between groups. */
const PASTED_SAMAN = 'ir۲۱ ۰۵۶۰ ۰۰۰۰ ۰۰۵۵ ۵۵۶۶ ۶۶۷۷ ۷۷';

const amountField = (canvasElement: HTMLElement) => field(canvasElement, 'withdraw:fields.amount');
const ibanField = (canvasElement: HTMLElement) => field(canvasElement, 'withdraw:fields.iban');

/** The form is on screen (its amount field). */
async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('textbox', { name: t('withdraw:fields.amount') });
}

/** Types an amount and presses Continue. */
async function continueWith(canvasElement: HTMLElement, amount: string) {
  await loaded(canvasElement);
  await userEvent.type(amountField(canvasElement), amount);
  await press(canvasElement, t('withdraw:submit'));
}

/** Withdraws 5,000,000 Toman to the newest saved IBAN up to the confirm dialog. */
async function toConfirm(canvasElement: HTMLElement) {
  await continueWith(canvasElement, '5000000');
  return confirmDialog(canvasElement);
}

/** Up to the confirm dialog, with the app's code typed in it. */
async function toConfirmWithCode(canvasElement: HTMLElement, code: string = SAMPLE.appCode) {
  const dialog = await toConfirm(canvasElement);
  await typeCode(canvasElement, code);
  return dialog;
}

/** What the code field says under its cells: the hint, then its error when it has one. */
const codeSays = (error?: string) =>
  error ? `${t('withdraw:confirm.codeHint')} ${error}` : t('withdraw:confirm.codeHint');

export const Loading: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('withdraw:title.IRT') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.loadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('withdraw:retry') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Saved IBANs: the newest is chosen; the balance, "max" and the terms are shown before anything is typed. */
export const SavedIbans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // The newest saved IBAN (Parsian, ending 9002) is the one chosen.
    const newest = canvas.getByRole('radio', { name: new RegExp(isolateIdentifier('9002')) });
    await expect(newest).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: t('withdraw:destination.newIban') })).not.toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: t('withdraw:fields.iban') })).toBeNull();
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      t('withdraw:fields.available', { amount: num('125000000'), unit: t('common:currency.IRT') }),
    );
    const terms = canvas.getByRole('region', { name: t('withdraw:terms.title') });
    await expect(detailValue(terms, t('withdraw:terms.minimum'))).toHaveTextContent(num('100000'));
    await expect(detailValue(terms, t('withdraw:terms.fee'))).toHaveTextContent(t('withdraw:terms.noFee'));
    await expect(canvas.getByRole('link', { name: t('withdraw:destination.manageIbans') })).toHaveAttribute(
      'href',
      '/cash-withdraw/IRT/ibans',
    );
  },
};

/**
 * Secure-withdrawal mode is on and the newest IBAN was saved within the wait: its choice says from when it
 * may be used (the server refuses it until then, 409); the older one, whose wait is over, says nothing.
 */
export const SavedIbanNotYetUsable: Story = {
  beforeEach: () => {
    resetWithdrawMocks({ secureMode: true });
    mockState.ibans[0]!.usable_at = MOCK_USABLE_AT;
    mockState.ibans[1]!.usable_at = '2026-01-06T12:00:00+03:30';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const usableFrom = t('withdraw:usableFrom', {
      date: formatDateTime(MOCK_USABLE_AT, { locale: currentLocale() }),
    });
    const waiting = canvas.getByRole('radio', { name: new RegExp(isolateIdentifier('9002')) });
    await expect(waiting).toHaveAccessibleName(expect.stringContaining(usableFrom));
    const older = canvas.getByRole('radio', { name: new RegExp(isolateIdentifier('9012')) });
    await expect(older).not.toHaveAccessibleName(expect.stringContaining(usableFrom));
  },
};

/**
 * Confirming a withdrawal to that IBAN anyway: the server refuses it (409) and says until when, in its own
 * words in the dialog, like any refusal that is no field's. Nothing was paid out.
 */
export const SavedIbanStillWaitingRefused: Story = {
  beforeEach: SavedIbanNotYetUsable.beforeEach,
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expect(await dialog.findByText(mockSays().destinationWaiting)).toBeVisible();
    await expect(sentWithdrawals()).toHaveLength(1);
    await expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT');
  },
};

/** No saved IBAN yet: the new IBAN fields straight away, saving on by default. */
export const NoSavedIbans: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:destination.noSavedIbans'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(ibanField(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('withdraw:fields.saveIban') })).toBeChecked();
    await expect(field(canvasElement, 'withdraw:fields.ownerName')).toBeVisible();
  },
};

/** A pasted IBAN with a wrong digit is called wrong at once, before Continue. */
export const InvalidIbanPasted: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pasteInto(ibanField(canvasElement), 'IR82 0540 1026 8002 0817 9090 03');
    await expect(ibanField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(ibanField(canvasElement)).toHaveAccessibleDescription(
      `${t('withdraw:fields.ibanHint')} ${t('withdraw:validation.ibanChecksum')}`,
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

/**
 * Continue with a wrong IBAN on a phone: the error summary and the field sit above the fold, so focus moves to
 * the first field in error and brings it into view; a press that changed nothing in sight looked like nothing.
 */
export const ContinueFocusesFirstError: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pasteInto(ibanField(canvasElement), 'IR82 0540 1026 8002 0817 9090 03');
    await userEvent.type(amountField(canvasElement), '5000000');
    await press(canvasElement, t('withdraw:submit'));
    await waitFor(() => expect(ibanField(canvasElement)).toHaveFocus());
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    // Pressed again with nothing fixed, focus comes back to it from the button.
    await press(canvasElement, t('withdraw:submit'));
    await waitFor(() => expect(ibanField(canvasElement)).toHaveFocus());
  },
};

/** Pasted as banking apps copy it (lower-case ir, Persian digits, spaces): read, and its bank named. */
export const ValidIbanWithBankName: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pasteInto(ibanField(canvasElement), PASTED_SAMAN);
    await expect(ibanField(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    const bank = within(canvasElement).getByRole('status');
    await expect(bank).toHaveTextContent(inLocale({ fa: 'بانک سامان', en: 'Saman Bank' }));
    // The IBAN as read, by the digit rule: Latin digits in fa too, in groups of four.
    await expectIdentifier(bank, 'IR210560000000555566667777');
  },
};

/** The 24 digits alone, typed on a Persian keyboard: IR is understood. */
export const IbanWithoutIR: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(ibanField(canvasElement), '۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲');
    // An identifier's field shows what was typed in Latin digits, as it is sent and as banks print it.
    await expect(ibanField(canvasElement)).toHaveValue('820540102680020817909002');
    await expectIdentifier(within(canvasElement).getByRole('status'), 'IR820540102680020817909002');
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '130000000');
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amountField(canvasElement)).toHaveFocus());
    await expect(
      within(canvasElement).getAllByText(t('withdraw:validation.insufficientIRT')),
    ).not.toHaveLength(0);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '۵۰۰۰۰');
    await expect(amountField(canvasElement)).toHaveValue(num('50000'));
    await expect(within(canvasElement).getAllByText(t('withdraw:validation.belowMinimum'))).not.toHaveLength(
      0,
    );
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Only 3,000,000 Toman may still leave today. */
export const OverDailyLimit: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.lowRemainingToday } } },
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '4000000');
    await expect(
      within(canvasElement).getAllByText(t('withdraw:validation.overDailyLimit')),
    ).not.toHaveLength(0);
    const terms = within(canvasElement).getByRole('region', { name: t('withdraw:terms.title') });
    await expect(detailValue(terms, t('withdraw:terms.remainingToday'))).toHaveTextContent(num('3000000'));
  },
};

/** "Max" fills what may really leave: the smaller of the balance and today's remainder. */
export const MaxFillsWhatMayLeave: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.lowRemainingToday } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await press(canvasElement, t('withdraw:fields.max'));
    await expect(amountField(canvasElement)).toHaveValue(num('3000000'));
    const terms = within(canvasElement).getByRole('region', { name: t('withdraw:terms.title') });
    await expect(detailValue(terms, t('withdraw:terms.youReceive'))).toHaveTextContent(num('3000000'));
  },
};

/** The last look: amount, fee, what arrives, the whole IBAN in groups of four, its bank and owner. */
export const ConfirmDialog: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement);
    const box = page(canvasElement).getByRole('dialog');
    await expect(detailValue(box, t('withdraw:confirm.amount'))).toHaveTextContent(num('5000000'));
    await expect(detailValue(box, t('withdraw:confirm.fee'))).toHaveTextContent(t('withdraw:terms.noFee'));
    await expect(detailValue(box, t('withdraw:confirm.receive'))).toHaveTextContent(num('5000000'));
    // The whole IBAN, to check before confirming: no mask, and copied it is one string without spaces.
    const iban = detailValue(box, t('withdraw:confirm.iban'));
    // In Latin digits in both languages, in groups of four that wrap only between groups; the short
    // last group ("02") keeps to the one before it.
    await expectIdentifier(iban, SAMPLE.parsianIban);
    await expect(iban.querySelectorAll('wbr')).toHaveLength(5);
    await expect(detailValue(box, t('withdraw:confirm.owner'))).toHaveTextContent('سارا احمدی');
    // Then the app's code: six empty cells for the phone's keyboard and its one-time-code autofill. Focus
    // stays off them, so no keyboard hides the destination while it is read.
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(codeSays());
    await expect(codeShown(canvasElement)).toBe('');
    await expect(codeCell(canvasElement, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeCell(canvasElement, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(codeCell(canvasElement, 1)).not.toHaveFocus();
    await expect(dialog.getByRole('button', { name: t('withdraw:confirm.submit') })).toBeEnabled();
    await expect(sentWithdrawals()).toHaveLength(0);
  },
};

/** Confirm before the code is typed, or with part of it: asked for on its field, nothing sent. */
export const CodeRequired: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement);
    const confirm = dialog.getByRole('button', { name: t('withdraw:confirm.submit') });
    await userEvent.click(confirm);
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      codeSays(t('withdraw:validation.codeRequired')),
    );
    await waitFor(() => expect(codeCell(canvasElement, 1)).toHaveFocus());
    // Typing takes the message away; three digits of six are refused again, focus on the fourth cell.
    await userEvent.keyboard('492');
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(codeSays());
    await userEvent.click(confirm);
    await waitFor(() => expect(codeCell(canvasElement, 4)).toHaveFocus());
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      codeSays(t('withdraw:validation.codeRequired')),
    );
    await expect(codeShown(canvasElement)).toBe(digits('492'));
    await expect(sentWithdrawals()).toHaveLength(0);
  },
};

/**
 * A wrong code (or one used before): the server's words on the field, the cells emptied and focused for the
 * app's next code, the dialog open.
 */
export const WrongCode: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement, SAMPLE.wrongCode);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await waitFor(() =>
      expect(codeField(canvasElement)).toHaveAccessibleDescription(codeSays(mockSays().codeWrong)),
    );
    await expect(codeShown(canvasElement)).toBe('');
    await waitFor(() => expect(codeCell(canvasElement, 1)).toHaveFocus());
    // Said once, on the field: not again above the buttons.
    await expect(dialog.getByRole('alert')).toHaveTextContent('');
    await expect(sentWithdrawals()).toHaveLength(1);
    await expect(sentWithdrawals()[0]!.body).toEqual({
      amount: '5000000',
      saved_iban_id: 7,
      totp_code: SAMPLE.wrongCode,
    });
  },
};

/** The app's next code after a wrong one: the same withdrawal under the same Idempotency-Key, accepted. */
export const NextCodeAccepted: Story = {
  play: async (context) => {
    await WrongCode.play!(context);
    const { canvasElement } = context;
    await userEvent.keyboard(SAMPLE.nextAppCode);
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(codeSays());
    const dialog = await confirmDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expectToast(canvasElement, t('withdraw:success'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT/100'));
    const [wrong, right] = sentWithdrawals();
    await expect(sentWithdrawals()).toHaveLength(2);
    await expect(right!.idempotencyKey).toBe(wrong!.idempotencyKey);
    await expect(right!.body).toEqual({ amount: '5000000', saved_iban_id: 7, totp_code: SAMPLE.nextAppCode });
  },
};

/**
 * With a passkey on the account the dialog offers it under the code. The person's last passkey was removed
 * in another tab: the server's words are said under the button, and nothing is sent.
 */
export const PasskeyOffered: Story = {
  parameters: {
    msw: {
      handlers: {
        secondFactor: [
          secondFactorHandlers.enabled({ passkeys: [SAMPLE_PASSKEY] }),
          secondFactorHandlers.passkeyGone(),
        ],
      },
    },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t('withdraw:confirm.usePasskey') }));
    await expect(
      await dialog.findByText(serverMessage(currentLocale(), 'passkey.noneRegistered')),
    ).toBeVisible();
    await expect(sentWithdrawals()).toHaveLength(0);
  },
};

/** Sent: the dialog cannot be dismissed until the server answers. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.submitting } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('withdraw:confirm.cancel') })).toBeDisabled(),
    );
    await expect(dialog.getByRole('button', { name: t('withdraw:confirm.pending') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(codeCell(canvasElement, 1)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** A double tap on Confirm sends one request, with an Idempotency-Key. */
export const DoubleTapSendsOnce: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.dblClick(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expectToast(canvasElement, t('withdraw:success'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT/100'));
    await expect(sentWithdrawals()).toHaveLength(1);
    await expect(sentWithdrawals()[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await expect(sentWithdrawals()[0]!.body).toEqual({
      amount: '5000000',
      saved_iban_id: 7,
      totp_code: SAMPLE.appCode,
    });
  },
};

/** The server refuses the amount (another tab withdrew meanwhile): back on the field, dialog closed. */
export const ServerValidation: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.serverValidation } } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    const alert = within(canvasElement)
      .getAllByRole('alert')
      .find((node) => node.tagName === 'DIV')!;
    await expect(within(alert).getByText(mockSays().validation)).toBeVisible();
    await expect(within(alert).getByRole('link', { name: mockSays().insufficientIRT })).toBeVisible();
  },
};

/** The server fails: said in the dialog, the code kept; Confirm again sends the same Idempotency-Key. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.serverError } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    const confirm = dialog.getByRole('button', { name: t('withdraw:confirm.submit') });
    await userEvent.click(confirm);
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(confirm);
    await waitFor(() => expect(sentWithdrawals()).toHaveLength(2));
    await expect(sentWithdrawals()[1]!.idempotencyKey).toBe(sentWithdrawals()[0]!.idempotencyKey);
    await expect(sentWithdrawals()[1]!.body).toEqual(sentWithdrawals()[0]!.body);
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await expect(codeShown(canvasElement)).toBe(digits(SAMPLE.appCode));
  },
};

/**
 * The server finds no authenticator app on the account (removed since the screen loaded): its words in the
 * dialog. The screen only leads; the server is the rule.
 */
export const ServerRequiresApp: Story = {
  parameters: {
    msw: { handlers: { withdraw: withdrawHandlers.secondFactorRequired } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expect(
      await within(dialog.getByRole('alert')).findByText(mockSays().requiredForMoney),
    ).toBeVisible();
    await expect(sentWithdrawals()[0]!.body).toEqual({
      amount: '5000000',
      saved_iban_id: 7,
      totp_code: SAMPLE.appCode,
    });
  },
};

/** No authenticator app yet: why money needs one, and the way to set it up, instead of the form. */
export const SecondFactorNotSetUp: Story = {
  parameters: { msw: { handlers: { secondFactor: [secondFactorHandlers.notSetUp()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:secondFactor.title'))).toBeVisible();
    await expect(canvas.getByText(t('withdraw:secondFactor.body'))).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('withdraw:submit') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('withdraw:secondFactor.setUp') })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

/** Its link leads to the profile, where the app is set up. */
export const SecondFactorLeadsToProfile: Story = {
  parameters: { msw: { handlers: { secondFactor: [secondFactorHandlers.notSetUp()] } } },
  play: async (context) => {
    await SecondFactorNotSetUp.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('withdraw:secondFactor.setUp') }));
    await expect(await canvas.findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
    await expect(currentAddress(context.canvasElement)).toBe('/profile');
  },
};

/**
 * A new IBAN pasted from a banking app, saved under the owner's name, the amount typed in Persian digits:
 * the request goes out once, the IBAN is saved, and the request's page opens.
 */
export const Success: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pasteInto(ibanField(canvasElement), PASTED_SAMAN);
    await userEvent.type(field(canvasElement, 'withdraw:fields.ownerName'), 'سارا احمدی');
    await userEvent.type(amountField(canvasElement), '۲۵۰۰۰۰۰');
    await press(canvasElement, t('withdraw:submit'));
    const dialog = await confirmDialog(canvasElement);
    await expect(dialog.getByText(t('withdraw:confirm.bank'))).toBeVisible();
    // Read off the phone in Persian digits: the cells give the server Latin ones.
    await typeCode(canvasElement, '۴۹۲۸۱۷');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expectToast(canvasElement, t('withdraw:success'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT/100'));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Transaction (stub) 100' }),
    ).toBeVisible();
    await expect(sentWithdrawals()[0]!.body).toEqual({
      amount: '2500000',
      iban: SAMPLE.samanIban,
      totp_code: SAMPLE.appCode,
    });
    await expect(savedIbans().map((saved) => [saved.owner_name, saved.iban])).toEqual([
      ['سارا احمدی', SAMPLE.samanIban],
    ]);
  },
};

/** The narrowest phone: long names and amounts wrap, nothing scrolls sideways. */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '130000000');
    await expectFitsNarrow(canvasElement);
  },
};
