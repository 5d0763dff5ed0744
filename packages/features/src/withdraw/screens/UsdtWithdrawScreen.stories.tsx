import { formatAmount } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { secondFactorHandlers } from '../../entities/secondFactor/mocks';
import { resetWithdrawMocks } from '../mocks/mockState';
import { SAMPLE } from '../mocks/withdrawFixtures';
import { withdrawHandlers } from '../mocks/withdrawHandlers';
import { UsdtWithdrawScreen } from './UsdtWithdrawScreen';
import {
  appIsOn,
  codeCell,
  codeField,
  codeShown,
  confirmDialog,
  currentAddress,
  detailValue,
  expectFitsNarrow,
  expectIdentifier,
  expectToast,
  field,
  LocationProbe,
  mockSays,
  Narrow,
  num,
  page,
  PageStub,
  pasteInto,
  press,
  savedAddresses,
  sentWithdrawals,
  t,
  typeCode,
} from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/UsdtWithdrawScreen',
  component: UsdtWithdrawScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/cash-withdraw/USDT" element={<UsdtWithdrawScreen />} />
        <Route path="/cash-withdraw/USDT/addresses" element={<PageStub name="Saved addresses" />} />
        <Route path="/cash-withdraw/IRT/:id" element={<PageStub name="Transaction" />} />
        <Route path="/panel" element={<PageStub name="Wallet" />} />
        <Route path="/profile" element={<PageStub name="Profile" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetWithdrawMocks(),
  parameters: {
    router: { initialEntries: ['/cash-withdraw/USDT'] },
    msw: { handlers: { withdraw: withdrawHandlers.ready, secondFactor: appIsOn } },
  },
} satisfies Meta<typeof UsdtWithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) => field(canvasElement, 'withdraw:fields.amount');
const addressField = (canvasElement: HTMLElement) => field(canvasElement, 'withdraw:fields.address');
/** Text with its digits as a Persian page writes them (۰-۹). */
const persianDigits = (text: string) => text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
const termsCard = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t('withdraw:terms.title') });

async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('textbox', { name: t('withdraw:fields.amount') });
}

/** Types an amount and presses Continue. */
async function continueWith(canvasElement: HTMLElement, amount: string) {
  await loaded(canvasElement);
  await userEvent.type(amountField(canvasElement), amount);
  await press(canvasElement, t('withdraw:submit'));
}

/** 150.25 Tether to the newest saved address, up to the confirm dialog. */
async function toConfirm(canvasElement: HTMLElement) {
  await continueWith(canvasElement, '150.25');
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

/** What every withdrawal of these stories asks for: 150.25 Tether to the newest saved address. */
const sentWith = (totp_code: string) => ({ amount: '150.25', saved_address_id: 3, totp_code });

export const Loading: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('withdraw:title.USDT') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Saved addresses: the newest chosen, the network warning, the fee and TRC-20 in the terms. */
export const SavedAddresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText(t('withdraw:networkWarning.title'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /TQn9Y2/ })).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: new RegExp(t('withdraw:destination.unlabelled')) }),
    ).not.toBeChecked();
    await expect(detailValue(termsCard(canvasElement), t('withdraw:terms.fee'))).toHaveTextContent(num('1'));
    await expect(detailValue(termsCard(canvasElement), t('withdraw:terms.network'))).toHaveTextContent(
      'TRC-20',
    );
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      t('withdraw:fields.available', { amount: num('1250.5'), unit: t('common:currency.USDT') }),
    );
  },
};

export const NoSavedAddresses: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:destination.noSavedAddresses'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(addressField(canvasElement)).toBeVisible();
    await expect(field(canvasElement, 'withdraw:fields.label')).toBeVisible();
  },
};

/** A pasted address with one wrong character: refused at once by its checksum. */
export const InvalidAddress: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await pasteInto(addressField(canvasElement), SAMPLE.mistypedAddress);
    await expect(addressField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(addressField(canvasElement)).toHaveAccessibleDescription(
      `${t('withdraw:fields.addressHint')} ${t('withdraw:validation.addressInvalid')}`,
    );
  },
};

/** A fourth decimal is typed, seen, and refused with the spec's message on Continue. */
export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '12.3456');
    await expect(amountField(canvasElement)).toHaveValue(
      formatAmount('12.3456', { locale: currentLocale(), maxDecimals: 6 }),
    );
    await expect(
      within(canvasElement).getAllByText(t('withdraw:validation.amountDecimals')),
    ).not.toHaveLength(0);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Typed on a Persian keyboard: Persian digits and the Persian decimal separator; what arrives follows. */
export const PersianDigitsAmount: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.type(amountField(canvasElement), '۱۵۰٫۲۵');
    await expect(amountField(canvasElement)).toHaveValue(num('150.25'));
    await expect(detailValue(termsCard(canvasElement), t('withdraw:terms.youReceive'))).toHaveTextContent(
      num('149.25'),
    );
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '1300');
    await expect(
      within(canvasElement).getAllByText(t('withdraw:validation.insufficientUSDT')),
    ).not.toHaveLength(0);
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '5');
    await expect(within(canvasElement).getAllByText(t('withdraw:validation.belowMinimum'))).not.toHaveLength(
      0,
    );
  },
};

/** Only 40 Tether may still leave today. */
export const OverDailyLimit: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.lowRemainingToday } } },
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '50');
    await expect(
      within(canvasElement).getAllByText(t('withdraw:validation.overDailyLimit')),
    ).not.toHaveLength(0);
  },
};

/** The whole address, to check character by character: a crypto transfer cannot be called back. */
export const ConfirmDialog: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await toConfirm(canvasElement);
    const box = page(canvasElement).getByRole('dialog');
    await expect(detailValue(box, t('withdraw:confirm.amount'))).toHaveTextContent(num('150.25'));
    await expect(detailValue(box, t('withdraw:confirm.fee'))).toHaveTextContent(num('1'));
    await expect(detailValue(box, t('withdraw:confirm.receive'))).toHaveTextContent(num('149.25'));
    // In groups of four to read, wrapping between groups; copied, the one address without spaces.
    const address = detailValue(box, t('withdraw:confirm.address'));
    await expectIdentifier(address, SAMPLE.hardwareWallet);
    await expect(detailValue(box, t('withdraw:confirm.network'))).toHaveTextContent('TRC-20');
    // Then the app's code, its cells empty and not focused while the address is checked.
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(codeSays());
    await expect(codeShown(canvasElement)).toBe('');
    await expect(codeCell(canvasElement, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeCell(canvasElement, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(codeCell(canvasElement, 1)).not.toHaveFocus();
    await expect(sentWithdrawals()).toHaveLength(0);
  },
};

/** Confirm before the code is typed: asked for on its field, nothing sent. */
export const CodeRequired: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(
      codeSays(t('withdraw:validation.codeRequired')),
    );
    await waitFor(() => expect(codeCell(canvasElement, 1)).toHaveFocus());
    await expect(sentWithdrawals()).toHaveLength(0);
  },
};

/** A wrong code: the server's words on the field, the cells emptied and focused, the dialog open. */
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
    await expect(dialog.getByRole('alert')).toHaveTextContent('');
    await expect(sentWithdrawals().map((sent) => sent.body)).toEqual([sentWith(SAMPLE.wrongCode)]);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.submitting } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('withdraw:confirm.cancel') })).toBeDisabled(),
    );
  },
};

export const ServerValidation: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.serverValidation } } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getAllByText(mockSays().insufficientUSDT)).not.toHaveLength(0);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.serverError } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toConfirmWithCode(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await expect(sentWithdrawals().map((sent) => sent.body)).toEqual([sentWith(SAMPLE.appCode)]);
  },
};

/** The server finds no authenticator app on the account: its words in the dialog (the server is the rule). */
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
    await expect(sentWithdrawals().map((sent) => sent.body)).toEqual([sentWith(SAMPLE.appCode)]);
  },
};

/** No authenticator app yet: why, and the way to the profile to set it up, instead of the form. */
export const SecondFactorNotSetUp: Story = {
  parameters: { msw: { handlers: { secondFactor: [secondFactorHandlers.notSetUp()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:secondFactor.title'))).toBeVisible();
    await expect(canvas.getByText(t('withdraw:secondFactor.body'))).toBeVisible();
    await expect(canvas.queryByText(t('withdraw:networkWarning.title'))).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
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
 * A new address pasted with a line break, saved with a label, 150.25 typed: sent once with its network,
 * saved, and the request's page opens.
 */
export const Success: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // Pasted from a Persian page, its digits in Persian: the field takes it as the address's Latin digits.
    await pasteInto(addressField(canvasElement), ` ${persianDigits(SAMPLE.newWallet)}\n`);
    await expect((addressField(canvasElement) as HTMLInputElement).value.trim()).toBe(SAMPLE.newWallet);
    await userEvent.type(field(canvasElement, 'withdraw:fields.label'), 'Ledger');
    await userEvent.type(amountField(canvasElement), '۱۵۰٫۲۵');
    await press(canvasElement, t('withdraw:submit'));
    const dialog = await confirmDialog(canvasElement);
    await typeCode(canvasElement, SAMPLE.appCode);
    await userEvent.dblClick(dialog.getByRole('button', { name: t('withdraw:confirm.submit') }));
    await expectToast(canvasElement, t('withdraw:success'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT/100'));
    await expect(sentWithdrawals()).toHaveLength(1);
    await expect(sentWithdrawals()[0]!.body).toEqual({
      amount: '150.25',
      network: 'TRC20',
      address: SAMPLE.newWallet,
      totp_code: SAMPLE.appCode,
    });
    await expect(savedAddresses().map((saved) => [saved.label, saved.address])).toEqual([
      ['Ledger', SAMPLE.newWallet],
    ]);
  },
};

export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    await continueWith(canvasElement, '12.3456');
    await expectFitsNarrow(canvasElement);
  },
};
