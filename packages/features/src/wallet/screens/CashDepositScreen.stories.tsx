import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolateIdentifier } from '@sarraf/ui/format';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { secondFactorHandlers } from '../../entities/secondFactor/mocks';
import { currentLocale } from '../../shared/i18n/i18n';
import { buildBankAccounts, MOCK_ADDRESS, MOCK_IBAN } from '../mocks/walletFixtures';
import { walletHandlers } from '../mocks/walletHandlers';
import { resetWalletMocks, walletMockState } from '../mocks/walletMockState';
import { CashDepositScreen } from './CashDepositScreen';
import { TransactionDetailScreen } from './TransactionDetailScreen';
import {
  currencyName,
  errorSummary,
  expectFitsFrame,
  expectIdentifier,
  expectToast,
  mockSays,
  Narrow320,
  num,
  page,
  PageStub,
  press,
  receiptPhoto,
  stubClipboard,
  t,
} from './walletStoryKit';

function Screen() {
  return (
    <Routes>
      <Route path="/cash-deposit/:currency" element={<CashDepositScreen />} />
      <Route path="/cash-withdraw/IRT/:id" element={<TransactionDetailScreen />} />
      <Route path="/profile/verification" element={<PageStub name="Verification" />} />
      <Route path="/profile" element={<PageStub name="Profile" />} />
      <Route path="/support" element={<PageStub name="Support" />} />
      <Route path="/panel" element={<PageStub name="Wallet" />} />
    </Routes>
  );
}

const appIsOn = [secondFactorHandlers.enabled()];

const meta = {
  title: 'Features/Wallet/CashDepositScreen',
  component: CashDepositScreen,
  render: () => <Screen />,
  beforeEach: () => {
    resetWalletMocks();
    return stubClipboard('accept');
  },
  parameters: {
    router: { initialEntries: ['/cash-deposit/IRT'] },
    // The authenticator app is on unless a story says otherwise under the same key.
    msw: { handlers: { wallet: walletHandlers.verified, secondFactor: appIsOn } },
  },
} satisfies Meta<typeof CashDepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No authenticator app yet, as the screen is told and as the server finds it. */
const noApp = {
  msw: {
    handlers: {
      wallet: walletHandlers.secondFactorRequired,
      secondFactor: [secondFactorHandlers.notSetUp()],
    },
  },
};

/** The card that leads to setting up the app: why, and the link to the profile. */
async function expectSecondFactorCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(t('wallet:secondFactor.title'))).toBeVisible();
  await expect(canvas.getByText(t('wallet:secondFactor.body'))).toBeVisible();
  await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expect(canvas.getByRole('link', { name: t('wallet:secondFactor.setUp') })).toHaveAttribute(
    'href',
    '/profile',
  );
}

const field = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByRole('textbox', { name: t(`wallet:irtDeposit.fields.${key}`) });

/** The form once the accounts have loaded. */
async function depositForm(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { name: t('wallet:irtDeposit.formTitle') });
}

/** The first account's bank, named in the story's language as the server names it. */
const bankName = () => buildBankAccounts(currentLocale())[0]!.bank_name!;

/** The first account as the form offers it: the IBAN's end in Latin digits, isolated (an identifier's). */
const firstAccount = () =>
  t('wallet:irtDeposit.accountChoice', { bank: bankName(), end: isolateIdentifier(MOCK_IBAN.slice(-4)) });

/** Fills every field and chooses the receipt, as a person who transferred 25,000,000 Toman does. */
async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await depositForm(canvasElement);
  await userEvent.type(field(canvasElement, 'amount'), '25000000');
  await userEvent.click(canvas.getByRole('radio', { name: firstAccount() }));
  await userEvent.type(field(canvasElement, 'sourceAccount'), '6037991234567890');
  await userEvent.type(field(canvasElement, 'sourceAccountName'), 'Sara Ahmadi');
  await userEvent.type(field(canvasElement, 'trackingId'), '140312345678');
  await userEvent.type(field(canvasElement, 'description'), 'For Tether');
  const upload = canvas.getByText(t('wallet:irtDeposit.fields.receipt'), { selector: 'span' }).parentElement!;
  await userEvent.upload(upload.querySelector<HTMLInputElement>('input[type="file"]')!, receiptPhoto());
  await within(upload).findByText('receipt.png');
}

export const IrtLoading: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('wallet:irtDeposit.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A verified person: the desk's accounts, each detail copyable, and the receipt form. */
export const IrtAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounts = within(await canvas.findByRole('list', { name: t('wallet:irtDeposit.accountsLabel') }));
    await expect(accounts.getAllByRole('listitem')).toHaveLength(2);
    await expect(accounts.getByRole('heading', { name: bankName() })).toBeVisible();
    // The second account's bank is unknown to the server: named generically.
    await expect(accounts.getByRole('heading', { name: t('wallet:irtDeposit.bankUnknown') })).toBeVisible();
    const ibanLabel = t('wallet:irtDeposit.iban');
    // The IBAN in Latin digits in both languages, in groups of four; the copy button copies it whole.
    await expectIdentifier(
      accounts.getAllByText(ibanLabel, { selector: 'dt' })[0]!.nextElementSibling as HTMLElement,
      MOCK_IBAN,
    );
    const copyIban = accounts.getAllByRole('button', {
      name: t('wallet:irtDeposit.copy', { field: ibanLabel }),
    })[0]!;
    await userEvent.click(copyIban);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MOCK_IBAN);
    await expectToast(canvasElement, t('wallet:irtDeposit.copied', { field: ibanLabel }));
    // The check mark goes back to the copy icon after a moment: shoot the resting state, not a race.
    await waitFor(() => expect(copyIban).not.toHaveAttribute('data-copied'), { timeout: 4000 });
    // Two accounts: the person says which one the money went to.
    await expect(canvas.getByRole('radio', { name: firstAccount() })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: t('wallet:irtDeposit.submit') })).toBeEnabled();
  },
};

/** The browser refuses the clipboard: the person is told to copy by hand. */
export const CopyRefused: Story = {
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounts = within(await canvas.findByRole('list', { name: t('wallet:irtDeposit.accountsLabel') }));
    const label = t('wallet:irtDeposit.accountNumber');
    await userEvent.click(
      accounts.getAllByRole('button', { name: t('wallet:irtDeposit.copy', { field: label }) })[0]!,
    );
    await expectToast(canvasElement, t('wallet:copyFailed'));
  },
};

/** Not verified: "Identity Verification Required" and the way to verify; no accounts, no form. */
export const Unverified: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.unverified } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:irtDeposit.verificationRequired'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('wallet:irtDeposit.formTitle') })).toBeNull();
    await expect(canvas.getByText(t('wallet:irtDeposit.verificationRequiredBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wallet:irtDeposit.verify') })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
  },
};

/** No authenticator app yet: why money needs one and the way to set it up, instead of the accounts and form. */
export const IrtSecondFactorNotSetUp: Story = {
  parameters: noApp,
  play: async ({ canvasElement }) => {
    await expectSecondFactorCard(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: t('wallet:irtDeposit.accountsLabel') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('wallet:irtDeposit.formTitle') })).toBeNull();
  },
};

/** Its link leads to the profile, where the app is set up. */
export const SecondFactorLeadsToProfile: Story = {
  parameters: noApp,
  play: async (context) => {
    await IrtSecondFactorNotSetUp.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('wallet:secondFactor.setUp') }));
    await expect(await canvas.findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
  },
};

/**
 * The server finds no authenticator app though the screen was told there is one (removed meanwhile): the
 * deposit is refused (403) and its words are the form's error. The server is the rule.
 */
export const IrtServerRequiresApp: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.secondFactorRequired } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('wallet:irtDeposit.fields.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().requiredForMoney)).toBeVisible();
    await expect(walletMockState.deposits).toHaveLength(1);
  },
};

/** No account configured: spec section 8's words, and the way to support. */
export const NoBankAccounts: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.noBankAccounts } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:irtDeposit.noAccounts'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wallet:irtDeposit.contactSupport') })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(canvas.queryByRole('heading', { name: t('wallet:irtDeposit.formTitle') })).toBeNull();
  },
};

export const AccountsFailed: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:irtDeposit.accountsFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('wallet:retry') })).toBeVisible();
  },
};

/** Sent empty: the amount, the account and the receipt are asked for; nothing reaches the server. */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    await depositForm(canvasElement);
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('wallet:validation.amountRequired'))).toBeVisible();
    await expect(summary.getByText(t('wallet:validation.bankAccountRequired'))).toBeVisible();
    await expect(summary.getByText(t('wallet:validation.receiptRequired'))).toBeVisible();
    await expect(field(canvasElement, 'amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(walletMockState.deposits).toHaveLength(0);
  },
};

/**
 * The whole deposit: every field, one multipart request with the action's Idempotency-Key and the receipt as
 * its last part; then a toast, and the Pending deposit's detail.
 */
export const DepositSent: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(field(canvasElement, 'amount')).toHaveValue(num('25000000'));
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    await expect(await page(canvasElement).findByText(t('wallet:irtDeposit.submitted'))).toBeVisible();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('wallet:transaction.titleWithId', { id: isolateIdentifier('136') }),
      }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('wallet:status.Pending')).length).toBeGreaterThanOrEqual(1);
    // The tracking id as typed, by the digit rule: Latin digits in fa too, in groups of four.
    const tracking = canvas.getByText(t('wallet:transaction.fields.tracking_id'), { selector: 'dt' });
    await expectIdentifier(tracking.nextElementSibling as HTMLElement, '140312345678');
    const [sent] = walletMockState.deposits;
    await expect(walletMockState.deposits).toHaveLength(1);
    await expect(sent!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await expect(sent!.fields).toEqual({
      amount: '25000000',
      bank_account_id: '1',
      source_account: '6037991234567890',
      source_account_name: 'Sara Ahmadi',
      tracking_id: '140312345678',
      description: 'For Tether',
    });
    await expect(sent!.partNames.at(-1)).toBe('receipt');
    await expect(sent!.receiptName).toBe('receipt.png');
    await expectToast(canvasElement, t('wallet:irtDeposit.submitted'));
  },
};

/** The server refuses two fields (422): its messages on the tracking number and on the receipt. */
export const ServerRefused: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.depositRefused } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().trackingIdFormat)).toBeVisible();
    await expect(summary.getByText(mockSays().receiptType)).toBeVisible();
    await expect(field(canvasElement, 'trackingId')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getAllByText(mockSays().receiptType).length).toBeGreaterThanOrEqual(2);
  },
};

/** A failure, then the same deposit again: it carries the same Idempotency-Key, so it is recorded once. */
export const RetryKeepsKey: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.depositFails } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('wallet:irtDeposit.fields.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    await waitFor(() => expect(walletMockState.deposits).toHaveLength(2));
    const [first, second] = walletMockState.deposits;
    await expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  },
};

/** On its way: the button says so and the fields are locked. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.depositPending } } },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await press(canvasElement, t('wallet:irtDeposit.submit'));
    await waitFor(() => expect(field(canvasElement, 'amount')).toBeDisabled());
  },
};

/** A slow network: placeholders first, then the accounts. */
export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(
      await canvas.findByRole('list', { name: t('wallet:irtDeposit.accountsLabel') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  },
};

/** On a 320 px phone the IBANs and the form wrap instead of overflowing. */
export const IrtNarrow: Story = {
  render: () => (
    <Narrow320>
      <Screen />
    </Narrow320>
  ),
  play: async ({ canvasElement }) => {
    await depositForm(canvasElement);
    await expectFitsFrame(canvasElement);
  },
};

/** Tether: the address with its QR code and copy button, the network, the minimum and the warning. */
export const UsdtAddress: Story = {
  parameters: { router: { initialEntries: ['/cash-deposit/USDT'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: t('wallet:usdtDeposit.qrLabel') })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('wallet:usdtDeposit.title') }),
    ).toBeVisible();
    // The address in groups of four, left to right in fa too; the copy button copies it whole.
    await expectIdentifier(canvasElement, MOCK_ADDRESS);
    await expect(canvas.getByText(t('wallet:usdtDeposit.warningTitle'))).toBeVisible();
    await expect(canvas.getByText('TRC-20')).toBeVisible();
    await expect(canvas.getByText(num('10'))).toBeVisible();
    await expect(canvas.getAllByText(currencyName('USDT')).length).toBeGreaterThanOrEqual(1);
    const copyAddress = canvas.getByRole('button', { name: t('wallet:usdtDeposit.copyAddress') });
    await userEvent.click(copyAddress);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MOCK_ADDRESS);
    await expectToast(canvasElement, t('wallet:usdtDeposit.addressCopied'));
    await waitFor(() => expect(copyAddress).not.toHaveAttribute('data-copied'), { timeout: 4000 });
  },
};

export const UsdtLoading: Story = {
  parameters: {
    router: { initialEntries: ['/cash-deposit/USDT'] },
    msw: { handlers: { wallet: walletHandlers.loading } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('wallet:usdtDeposit.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const UsdtFailed: Story = {
  parameters: {
    router: { initialEntries: ['/cash-deposit/USDT'] },
    msw: { handlers: { wallet: walletHandlers.serverError } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:usdtDeposit.failed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
  },
};

/** No authenticator app yet: the way to set it up instead of the address. */
export const UsdtSecondFactorNotSetUp: Story = {
  parameters: { ...noApp, router: { initialEntries: ['/cash-deposit/USDT'] } },
  play: async ({ canvasElement }) => {
    await expectSecondFactorCard(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('wallet:usdtDeposit.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: t('wallet:usdtDeposit.qrLabel') })).toBeNull();
    await expect(canvas.queryByText(MOCK_ADDRESS)).toBeNull();
  },
};

/** The server gives no address without an authenticator app (403): its words are the screen's error. */
export const UsdtServerRequiresApp: Story = {
  parameters: {
    router: { initialEntries: ['/cash-deposit/USDT'] },
    msw: { handlers: { wallet: walletHandlers.secondFactorRequired } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:usdtDeposit.failed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().requiredForMoney)).toBeVisible();
    await expect(canvas.queryByText(MOCK_ADDRESS)).toBeNull();
  },
};

/** A currency the desk does not take: said, with the way back to the wallet. */
export const UnknownCurrency: Story = {
  parameters: { router: { initialEntries: ['/cash-deposit/EUR'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('wallet:cashDeposit.unknown') })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('wallet:cashDeposit.toWallet') }));
    await expect(await canvas.findByRole('heading', { name: 'Wallet (stub)' })).toBeVisible();
  },
};
