import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount, formatDateTime, toLocaleDigits } from '@sarraf/ui';
import { expectReference, reference } from '../../../shared/components/referenceStoryKit';
import { Route, Routes } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../../.storybook/textZoom';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  MOCK_FOREIGN_HASH,
  MOCK_MISSED_DEPOSIT_HASH,
  MOCK_TRON_ADDRESS,
  MOCK_UNCONFIRMED_HASH,
} from '../mocks/walletAdminFixtures';
import { MOCK_PARSIAN_IBAN } from '../../../shared/mocks/adminFixtures';
import {
  resetWalletAdminMocks,
  walletAdminHandlers,
  walletAdminMockMessages,
  walletAdminMockState,
} from '../mocks/walletAdminHandlers';
import {
  currentAddress,
  expectIdentifier,
  expectToast,
  LocationProbe,
  mockRequests,
  num,
  page,
  press,
  rangeText,
  t,
} from './walletAdminStoryKit';
import { AdminWalletQueueScreen } from './AdminWalletQueueScreen';
import { scaleOf, type Currency } from '../../../entities/currency';

const meta = {
  title: 'Features/Admin/AdminWalletQueueScreen',
  component: AdminWalletQueueScreen,
  render: () => (
    <Routes>
      <Route
        path="/admin/wallet"
        element={
          <>
            <AdminWalletQueueScreen />
            <LocationProbe />
          </>
        }
      />
    </Routes>
  ),
  beforeEach: () => resetWalletAdminMocks(),
  parameters: {
    router: { initialEntries: ['/admin/wallet'] },
    msw: { handlers: { admin: walletAdminHandlers.walletDesk } },
  },
} satisfies Meta<typeof AdminWalletQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

/** What the mock server says in the story's language. */
const says = () => walletAdminMockMessages[currentLocale()];

const currency = (code: Currency) => t(`admin:wallet.currencies.${code}`);

/** An amount as the desk writes it: the operator's precision, the reader's digits. */
const amount = (value: string, code: Currency) =>
  formatAmount(value, { locale: currentLocale(), maxDecimals: scaleOf(code) });

/** A row's name: "Toman deposit No. 201". */
const rowName = (type: 'Deposit' | 'Withdraw', code: Currency, id: number) =>
  `${t(`admin:wallet.kinds.${type}`, { currency: currency(code) })} ${t('admin:wallet.number', {
    id: reference(id),
  })}`;

/**
 * The fixtures the stories open: 201 a Toman deposit, 202 a Tether withdrawal, 203 a Toman withdrawal (all
 * without risk signs); and the withdrawals with signs: 205 a takeover-like one, 206 a first withdrawal, 208
 * a large amount.
 */
const ROWS = {
  tomanDeposit: ['Deposit', 'IRT', 201],
  tetherWithdrawal: ['Withdraw', 'USDT', 202],
  tomanWithdrawal: ['Withdraw', 'IRT', 203],
  takeover: ['Withdraw', 'IRT', 205],
  firstWithdrawal: ['Withdraw', 'USDT', 206],
  largeAmount: ['Withdraw', 'IRT', 208],
} as const;

async function queue(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: t('admin:wallet.listLabel') }));
}

/** The queue's own rows: a row's risk signs are a list of their own inside it. */
const rows = (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('list', { name: t('admin:wallet.listLabel') });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

async function row(canvasElement: HTMLElement, which: keyof typeof ROWS) {
  const list = await queue(canvasElement);
  const [type, code, id] = ROWS[which];
  return within(list.getByRole('listitem', { name: rowName(type, code, id) }));
}

/** The value a row's detail labelled `label` shows. */
const detail = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Opens a row's approval (credit or mark paid) or rejection; answers the dialog. */
async function openDialog(
  canvasElement: HTMLElement,
  which: keyof typeof ROWS,
  action: 'approve' | 'reject',
) {
  const item = await row(canvasElement, which);
  const type = ROWS[which][0];
  const label =
    action === 'reject'
      ? t('admin:wallet.actions.reject')
      : t(
          type === 'Deposit' ? 'admin:wallet.actions.approveDeposit' : 'admin:wallet.actions.approveWithdraw',
        );
  await userEvent.click(item.getByRole('button', { name: label }));
  return within(await page(canvasElement).findByRole('dialog'));
}

/**
 * A wallet sentence as shown: its `<ltr>` parts (emails) are elements of their own, and its `<destination/>`
 * is the IBAN or address (`values.destination`), an Identifier whose text has no spaces.
 */
function sentence(scope: Scope, key: string, values: Record<string, string>) {
  const text = t(key, values)
    .replace(/<\/?ltr>/g, '')
    .replace('<destination/>', values.destination ?? '');
  return scope.getByText(
    (_: string, element: Element | null) =>
      (element?.tagName === 'P' || element?.tagName === 'LI') && element.textContent === text,
  );
}

const confirmButton = (dialog: Scope, key: string) => dialog.getByRole('button', { name: t(key) });

const moneyCalls = () => walletAdminMockState.sent;

const isKey = (key: string | null) => expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);

/** A list of risk signs (a row's marks, the dialog's sentences), each item's text in order; none is []. */
function riskSigns(scope: Scope): string[] {
  const list = scope.queryByRole('list', { name: t('admin:wallet.riskSigns.label') });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

/** A row's short mark of a sign: "New browser". */
const mark = (kind: string) => t(`admin:wallet.riskSigns.short.${kind}`);

/** A sign's sentence as the dialog writes it, its `<time>` the moment in the reader's calendar and digits. */
const signSentence = (key: string, values: Record<string, string> = {}, at?: string) =>
  t(`admin:wallet.riskSigns.sentence.${key}`, values).replace(
    '<time></time>',
    at ? formatDateTime(at, { locale: currentLocale() }) : '',
  );

/** "2 hours", "40 minutes" in the reader's digits. */
const span = (unit: 'minutes' | 'hours', count: number) =>
  t(`admin:wallet.riskSigns.span.${unit}`, { count, number: toLocaleDigits(String(count), currentLocale()) });

const hashField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('admin:wallet.credit.hash') });

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: walletAdminHandlers.walletLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:wallet.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    // Crediting by hash does not wait for the queue.
    await expect(hashField(canvasElement)).toBeEnabled();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: walletAdminHandlers.walletLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:wallet.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(says().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: walletAdminHandlers.walletEmpty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('admin:wallet.empty.Pending') })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * The queue, oldest first, Pending: a Toman deposit with its source account, tracking id and receipt; a
 * Tether withdrawal with its fee, the amount to pay out and the address; a Toman withdrawal to an IBAN with
 * its bank. All 8 on one page.
 */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(8);
    await expect(mockRequests()).toEqual(['GET /api/admin/wallet/transactions?status=Pending&page=1']);
    await expect(within(canvasElement).getByText(rangeText(1, 8, 8))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('radio', { name: t('admin:wallet.statuses.Pending') }),
    ).toBeChecked();

    const deposit = await row(canvasElement, 'tomanDeposit');
    // The transaction's number as the audit log and the person's screens write it: Latin digits, isolated.
    await expectReference(deposit.getByRole('heading', { level: 2 }), 201);
    await expect(deposit.getByText(t('admin:wallet.statuses.Pending'))).toBeVisible();
    await expect(deposit.getByText('sara.ahmadi@example.com')).toBeVisible();
    await expect(deposit.getByText('سارا احمدی', { selector: 'span' })).toBeVisible();
    // Identifiers in Latin digits in both languages, in groups of four (ui format/README.md).
    await expectIdentifier(detail(deposit, t('admin:wallet.fields.sourceAccount')), '6037991234567890');
    await expectIdentifier(detail(deposit, t('admin:wallet.fields.trackingId')), '140312345678');
    const receipt = deposit.getByRole('link', { name: t('admin:wallet.receiptLink') });
    await expect(receipt).toHaveAttribute('href', '/api/files/501');
    await expect(receipt).toHaveAttribute('download');
    // Requested on 9 March 2026, Tehran time: 18 Esfand 1404 in the Persian calendar.
    const requested = detail(deposit, t('admin:wallet.fields.requestedAt'));
    await expect(requested.querySelector('time')).toHaveAttribute('datetime', '2026-03-09T05:45:00.000Z');
    await expect(requested).toHaveTextContent(currentLocale() === 'fa' ? '۱۴۰۴' : '2026');

    const tether = await row(canvasElement, 'tetherWithdrawal');
    await expect(detail(tether, t('admin:wallet.fields.fee'))).toHaveTextContent(
      `${num(1)}${currency('USDT')}`,
    );
    await expect(detail(tether, t('admin:wallet.fields.receivedAmount'))).toHaveTextContent(num(999));
    await expectIdentifier(detail(tether, t('admin:wallet.fields.destinationAddress')), MOCK_TRON_ADDRESS);
    await expect(detail(tether, t('admin:wallet.fields.network'))).toHaveTextContent('TRC-20');

    const toman = await row(canvasElement, 'tomanWithdrawal');
    await expect(toman.getByText('finance@nemoone.example')).toBeVisible();
    await expect(detail(toman, t('admin:wallet.fields.receivedAmount'))).toHaveTextContent(num(49995000));
    await expectIdentifier(detail(toman, t('admin:wallet.fields.destinationIban')), MOCK_PARSIAN_IBAN);
    // The server names the bank in the reader's language.
    await expect(detail(toman, t('admin:wallet.fields.destinationBank'))).toHaveTextContent(
      currentLocale() === 'fa' ? 'بانک پارسیان' : 'Parsian Bank',
    );
  },
};

/**
 * Withdrawals that were unusual when requested show their risk signs as short marks, each an icon and
 * words, in a list named "Risk signs": the takeover-like 205 three, the first withdrawal 206 two, the large
 * 208 one. Deposits and ordinary withdrawals show none.
 */
export const RiskSignMarks: Story = {
  play: async ({ canvasElement }) => {
    await expect(riskSigns(await row(canvasElement, 'takeover'))).toEqual([
      mark('new_destination'),
      mark('security_change'),
      mark('new_device'),
    ]);
    await expect(riskSigns(await row(canvasElement, 'firstWithdrawal'))).toEqual([
      mark('first_withdrawal'),
      mark('new_destination'),
    ]);
    await expect(riskSigns(await row(canvasElement, 'largeAmount'))).toEqual([mark('large_amount')]);
    for (const which of ['tomanDeposit', 'tetherWithdrawal', 'tomanWithdrawal'] as const) {
      await expect(riskSigns(await row(canvasElement, which))).toEqual([]);
    }
    // Only those three rows have signs, and every mark says it with an icon beside its words.
    const lists = within(canvasElement).getAllByRole('list', { name: t('admin:wallet.riskSigns.label') });
    await expect(lists).toHaveLength(3);
    for (const item of lists.flatMap((list) => within(list).getAllByRole('listitem'))) {
      await expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

/**
 * Marking the takeover-like withdrawal paid: each sign as a sentence under "Risk signs", with its moment
 * (saved 17 minutes, the password changed 2 hours, the new browser's sign-in 40 minutes before the request).
 */
export const TakeoverRiskSigns: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'takeover', 'approve');
    await expect(
      dialog.getByRole('heading', { level: 3, name: t('admin:wallet.riskSigns.label') }),
    ).toBeVisible();
    const saved = '2026-03-09T11:20:00+03:30';
    const changed = '2026-03-09T09:37:00+03:30';
    const signedIn = '2026-03-09T10:57:00+03:30';
    await expect(riskSigns(dialog)).toEqual([
      signSentence('new_destination', {}, saved),
      signSentence('security_change', { span: span('hours', 2) }, changed),
      signSentence('new_device', { span: span('minutes', 40) }, signedIn),
    ]);
    const moments = [saved, changed, signedIn].map((at) => new Date(at).toISOString());
    const list = dialog.getByRole('list', { name: t('admin:wallet.riskSigns.label') });
    await expect([...list.querySelectorAll('time')].map((time) => time.dateTime)).toEqual(moments);
    await expect(moneyCalls()).toEqual([]);
  },
};

/**
 * A Toman deposit declared over the person's daily limit (issue 26): the row carries the mark "Over daily
 * limit", and crediting it says the limit and that the money was sent, so it was taken; the operator checks
 * it before crediting. Nothing was refused, nothing is sent before the confirmation.
 */
export const DepositOverLimit: Story = {
  parameters: { visual: { target: 'body' } },
  beforeEach: () => {
    const deposit = walletAdminMockState.transactions.get(201)!;
    walletAdminMockState.transactions.set(201, {
      ...deposit,
      over_limit: { period: 'daily', limit: '2000000' },
    });
  },
  play: async ({ canvasElement }) => {
    await expect(riskSigns(await row(canvasElement, 'tomanDeposit'))).toEqual([mark('over_limit_daily')]);
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await expect(riskSigns(dialog)).toEqual([
      signSentence('over_limit_daily', { limit: amount('2000000', 'IRT'), currency: currency('IRT') }),
    ]);
    await expect(moneyCalls()).toEqual([]);
  },
};

/** A person's first withdrawal, to an address they did not save: two sentences, no time for the address. */
export const FirstWithdrawalRiskSigns: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'firstWithdrawal', 'approve');
    await expect(riskSigns(dialog)).toEqual([
      signSentence('first_withdrawal'),
      signSentence('new_destinationUnsaved'),
    ]);
  },
};

/** A withdrawal over three times the person's usual one: the sentence names their median, in Toman. */
export const LargeAmountRiskSign: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'largeAmount', 'approve');
    await expect(riskSigns(dialog)).toEqual([
      signSentence('large_amount', { median: amount('12000000', 'IRT'), currency: currency('IRT') }),
    ]);
  },
};

/** Copying a withdrawal's destination puts the exact address on the clipboard and says so. */
export const CopyDestination: Story = {
  play: async ({ canvasElement }) => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const tether = await row(canvasElement, 'tetherWithdrawal');
      await userEvent.click(tether.getByRole('button', { name: t('admin:wallet.copy.address') }));
      await expect(spy).toHaveBeenCalledWith(MOCK_TRON_ADDRESS);
      await expectToast(canvasElement, t('admin:wallet.copy.copied'));
    } finally {
      spy.mockRestore();
    }
  },
};

/** Tether withdrawals only: asked of the server, kept in the address. */
export const FilterTetherWithdrawals: Story = {
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('admin:wallet.types.Withdraw') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('admin:wallet.currencies.USDT') }));
    await waitFor(() =>
      expect(currentAddress(canvasElement)).toBe('/admin/wallet?status=Pending&type=Withdraw&currency=USDT'),
    );
    await waitFor(() =>
      expect(mockRequests().at(-1)).toBe(
        'GET /api/admin/wallet/transactions?status=Pending&type=Withdraw&currency=USDT&page=1',
      ),
    );
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    const names = rows(canvasElement).map((item) => within(item).getByRole('heading').textContent ?? '');
    await expect(
      names.every((name) =>
        name.startsWith(t('admin:wallet.kinds.Withdraw', { currency: currency('USDT') })),
      ),
    ).toBe(true);
  },
};

/** Approved, from the address: a Tether deposit the watcher credited, with its hash, and no decisions. */
export const ApprovedFromAddress: Story = {
  parameters: { router: { initialEntries: ['/admin/wallet?status=Approved'] } },
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(2);
    const deposit = within(list.getByRole('listitem', { name: rowName('Deposit', 'USDT', 180) }));
    await expect(detail(deposit, t('admin:wallet.fields.trxHash'))).toHaveTextContent(
      MOCK_MISSED_DEPOSIT_HASH.replace('b7', 'a1'),
    );
    await expect(deposit.getByText(t('admin:wallet.statuses.Approved'))).toBeVisible();
    await expect(list.queryByRole('button', { name: t('admin:wallet.actions.reject') })).toBeNull();
    await expect(mockRequests()).toEqual(['GET /api/admin/wallet/transactions?status=Approved&page=1']);
  },
};

/** Crediting a deposit says exactly what happens; nothing is sent before it is confirmed. */
export const ApproveDepositConfirmation: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:wallet.approveDialog.depositTitle'),
    );
    await expect(
      sentence(dialog, 'admin:wallet.approveDialog.depositBody', {
        amount: amount('2500000', 'IRT'),
        currency: currency('IRT'),
        who: 'sara.ahmadi@example.com',
      }),
    ).toBeVisible();
    await expect(moneyCalls()).toEqual([]);
  },
};

/** Confirmed: credited once with a key and no body fields, said in a toast, and the row leaves the queue. */
export const ApproveDeposit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmDeposit'));
    await expectToast(canvasElement, t('admin:wallet.approved.Deposit'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    const [call] = moneyCalls();
    await expect(moneyCalls()).toHaveLength(1);
    await expect(call!.line).toBe('POST /api/admin/wallet/transactions/201/approve');
    isKey(call!.idempotencyKey);
    await expect(call!.body).toEqual({});
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 7, 7))).toBeVisible());
    const list = await queue(canvasElement);
    await expect(list.queryByRole('listitem', { name: rowName('Deposit', 'IRT', 201) })).toBeNull();
  },
};

/**
 * Marking a Toman withdrawal paid says what arrives where, and needs the bank's tracking id: asked for
 * first, then sent (Persian digits as typed) with the note.
 */
export const ApproveTomanWithdrawal: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, 'tomanWithdrawal', 'approve');
    const bank = currentLocale() === 'fa' ? 'بانک پارسیان' : 'Parsian Bank';
    await expect(
      sentence(dialog, 'admin:wallet.approveDialog.withdrawBodyIban', {
        amount: amount('49995000', 'IRT'),
        currency: currency('IRT'),
        destination: MOCK_PARSIAN_IBAN,
        bank,
      }),
    ).toBeVisible();
    // The IBAN in the sentence by the digit rule too: Latin digits, in groups, isolated.
    await expectIdentifier(
      sentence(dialog, 'admin:wallet.approveDialog.withdrawBodyIban', {
        amount: amount('49995000', 'IRT'),
        currency: currency('IRT'),
        destination: MOCK_PARSIAN_IBAN,
        bank,
      }),
      MOCK_PARSIAN_IBAN,
    );
    const tracking = dialog.getByRole('textbox', { name: t('admin:wallet.approveDialog.trackingId') });
    await step('the tracking id is required', async () => {
      await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmWithdraw'));
      await expect(tracking).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:wallet.validation.trackingIdRequired')),
      );
      await expect(moneyCalls()).toEqual([]);
    });
    await step('sent with it', async () => {
      await userEvent.type(tracking, '۱۴۰۳۰۹۸۷۶۵');
      // An identifier's field shows it in Latin digits, as it is sent and as the bank's receipt prints it.
      await expect(tracking).toHaveValue('1403098765');
      await userEvent.type(
        dialog.getByRole('textbox', { name: t('admin:wallet.approveDialog.note') }),
        'Paid from Parsian',
      );
      await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmWithdraw'));
      await expectToast(canvasElement, t('admin:wallet.approved.Withdraw'));
      await expect(moneyCalls().map((call) => [call.line, call.body])).toEqual([
        [
          'POST /api/admin/wallet/transactions/203/approve',
          { tracking_id: '1403098765', note: 'Paid from Parsian' },
        ],
      ]);
    });
  },
};

/** Marking a Toman withdrawal paid without the bank's tracking id: asked for on the field, nothing sent. */
export const TrackingIdRequired: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanWithdrawal', 'approve');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:wallet.approveDialog.withdrawTitle'),
    );
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmWithdraw'));
    await expect(
      dialog.getByRole('textbox', { name: t('admin:wallet.approveDialog.trackingId') }),
    ).toHaveAccessibleDescription(expect.stringContaining(t('admin:wallet.validation.trackingIdRequired')));
    await expect(moneyCalls()).toEqual([]);
  },
};

/** Marking a Tether withdrawal paid: "999 Tether arrive at T...", and the payout's hash is required. */
export const ApproveTetherWithdrawal: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tetherWithdrawal', 'approve');
    await expect(
      sentence(dialog, 'admin:wallet.approveDialog.withdrawBody', {
        amount: amount('999', 'USDT'),
        currency: currency('USDT'),
        destination: MOCK_TRON_ADDRESS,
      }),
    ).toBeVisible();
    await expect(
      sentence(dialog, 'admin:wallet.approveDialog.withdrawHold', {
        amount: amount('1000', 'USDT'),
        currency: currency('USDT'),
        who: 'reza.karimi@example.com',
      }),
    ).toBeVisible();
    const hash = dialog.getByRole('textbox', { name: t('admin:wallet.approveDialog.trxHash') });
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmWithdraw'));
    await expect(hash).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:wallet.validation.trxHashRequired')),
    );
    // An ordinary withdrawal: no risk signs, and no empty block for them.
    await expect(riskSigns(dialog)).toEqual([]);
    await expect(dialog.queryByText(t('admin:wallet.riskSigns.label'))).toBeNull();
    await userEvent.type(hash, `${MOCK_MISSED_DEPOSIT_HASH}{Enter}`);
    await expectToast(canvasElement, t('admin:wallet.approved.Withdraw'));
    await expect(moneyCalls().map((call) => call.body)).toEqual([{ trx_hash: MOCK_MISSED_DEPOSIT_HASH }]);
  },
};

/** While the decision is on its way the dialog cannot be dismissed. */
export const Approving: Story = {
  parameters: {
    msw: { handlers: { admin: walletAdminHandlers.walletDeciding } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmDeposit'));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('admin:cancel') })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** Another operator decided first (409): said in an alert, and the queue, loaded again, no longer has it. */
export const AlreadyDecided: Story = {
  parameters: {
    msw: { handlers: { admin: walletAdminHandlers.walletConflict } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmDeposit'));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleName(t('admin:wallet.conflictTitle'));
    await expect(within(alert).getByText(says().notPending)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 7, 7))).toBeVisible());
    const list = await queue(canvasElement);
    await expect(list.queryByRole('listitem', { name: rowName('Deposit', 'IRT', 201) })).toBeNull();
  },
};

/** The server fails: its message in the dialog; confirmed again, the same action goes with the same key. */
export const RetriedWithTheSameKey: Story = {
  parameters: { msw: { handlers: { admin: walletAdminHandlers.walletApproveFailsOnce } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'approve');
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmDeposit'));
    await expect(await dialog.findByText(says().serverError)).toBeVisible();
    await userEvent.click(confirmButton(dialog, 'admin:wallet.approveDialog.confirmDeposit'));
    await expectToast(canvasElement, t('admin:wallet.approved.Deposit'));
    const [first, second] = moneyCalls();
    await expect(moneyCalls()).toHaveLength(2);
    isKey(first!.idempotencyKey);
    await expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  },
};

/**
 * Rejecting a withdrawal says its held amount returns to the person, and needs the reason they will read;
 * a dialog opened again is a new action with a new key.
 */
export const RejectWithdrawal: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    let dialog = await openDialog(canvasElement, 'tetherWithdrawal', 'reject');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:wallet.rejectDialog.withdrawTitle'),
    );
    await expect(
      sentence(dialog, 'admin:wallet.rejectDialog.withdrawBody', {
        amount: amount('1000', 'USDT'),
        currency: currency('USDT'),
        who: 'reza.karimi@example.com',
      }),
    ).toBeVisible();
    const reason = () => dialog.getByRole('textbox', { name: t('admin:wallet.rejectDialog.reason') });
    await userEvent.click(confirmButton(dialog, 'admin:wallet.rejectDialog.confirm'));
    await expect(reason()).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:verification.validation.reasonRequired')),
    );
    await expect(moneyCalls()).toEqual([]);
    await userEvent.type(reason(), '  آدرس مقصد معتبر نیست.  {Enter}');
    await expectToast(canvasElement, t('admin:wallet.rejected.Withdraw'));
    await expect(moneyCalls().map((call) => [call.line, call.body])).toEqual([
      ['POST /api/admin/wallet/transactions/202/reject', { reason: 'آدرس مقصد معتبر نیست.' }],
    ]);
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 7, 7))).toBeVisible());
    dialog = await openDialog(canvasElement, 'tomanWithdrawal', 'reject');
    await userEvent.type(reason(), 'IBAN holder mismatch{Enter}');
    await expectToast(canvasElement, t('admin:wallet.rejected.Withdraw'));
    const [first, second] = moneyCalls();
    await expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  },
};

/** Rejecting a deposit credits nothing; the person reads the reason. */
export const RejectDepositConfirmation: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'tomanDeposit', 'reject');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:wallet.rejectDialog.depositTitle'),
    );
    await expect(
      sentence(dialog, 'admin:wallet.rejectDialog.depositBody', { who: 'sara.ahmadi@example.com' }),
    ).toBeVisible();
  },
};

/** A hash that cannot be one is refused before anything is sent. */
export const CreditHashChecked: Story = {
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await press(canvasElement, t('admin:wallet.credit.submit'));
    await expect(hashField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:wallet.validation.depositHashRequired')),
    );
    await userEvent.type(hashField(canvasElement), 'not-a-hash');
    await press(canvasElement, t('admin:wallet.credit.submit'));
    await expect(hashField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:wallet.validation.depositHashFormat')),
    );
    await expect(moneyCalls()).toEqual([]);
  },
};

/** A missed Tether deposit credited by its hash: what was credited, to whom, listed under the form. */
export const CreditByHash: Story = {
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await userEvent.type(hashField(canvasElement), `0x${MOCK_MISSED_DEPOSIT_HASH}`);
    await press(canvasElement, t('admin:wallet.credit.submit'));
    await expectToast(canvasElement, t('admin:wallet.credit.done'));
    const title = within(canvasElement).getByText(t('admin:wallet.credit.resultTitle'));
    const result = within(title.closest<HTMLElement>('[role="status"]')!);
    await expect(
      sentence(result, 'admin:wallet.credit.resultItem', {
        amount: amount('150', 'USDT'),
        who: 'sara.ahmadi@example.com',
      }),
    ).toBeVisible();
    await expect(
      sentence(result, 'admin:wallet.credit.resultItem', {
        amount: amount('75.25', 'USDT'),
        who: 'reza.karimi@example.com',
      }),
    ).toBeVisible();
    const [call] = moneyCalls();
    await expect(call!.line).toBe('POST /api/admin/wallet/usdt-deposits');
    await expect(call!.body).toEqual({ trx_hash: `0x${MOCK_MISSED_DEPOSIT_HASH}` });
    isKey(call!.idempotencyKey);
    await expect(hashField(canvasElement)).toHaveValue('');
  },
};

/** The server's refusal of a hash sits on the field: not confirmed yet, or paying none of our addresses. */
export const CreditRefused: Story = {
  play: async ({ canvasElement, step }) => {
    await queue(canvasElement);
    await step('not confirmed', async () => {
      await userEvent.type(hashField(canvasElement), MOCK_UNCONFIRMED_HASH);
      await press(canvasElement, t('admin:wallet.credit.submit'));
      await waitFor(() =>
        expect(hashField(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining(says().chainNotConfirmed),
        ),
      );
    });
    await step('not to us', async () => {
      await userEvent.clear(hashField(canvasElement));
      await userEvent.type(hashField(canvasElement), MOCK_FOREIGN_HASH);
      await press(canvasElement, t('admin:wallet.credit.submit'));
      await waitFor(() =>
        expect(hashField(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining(says().chainNoDeposit),
        ),
      );
    });
    await expect(within(canvasElement).queryByText(t('admin:wallet.credit.resultTitle'))).toBeNull();
  },
};

/** On a desktop the desk is a centred column; the filters sit side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    const { width } = rows(canvasElement)[0]!.getBoundingClientRect();
    await expect(width).toBeLessThan(800);
  },
};

/** At 200% text size the rows reflow: long addresses and IBANs wrap, nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'tetherWithdrawal');
    await expectFitsAtTextZoom(canvasElement);
  },
};
