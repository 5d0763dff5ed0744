import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { expectReference, reference } from '../../shared/components/referenceStoryKit';
import { MOCK_ADDRESS, MOCK_TRX_HASH } from '../mocks/walletFixtures';
import { walletHandlers } from '../mocks/walletHandlers';
import { resetWalletMocks } from '../mocks/walletMockState';
import { TransactionDetailScreen } from './TransactionDetailScreen';
import {
  currencyName,
  expectFitsFrame,
  expectIdentifier,
  expectToast,
  imagesLoaded,
  mockRequests,
  mockSays,
  Narrow320,
  num,
  page,
  PageStub,
  stubClipboard,
  t,
} from './walletStoryKit';

function Screen() {
  return (
    <Routes>
      <Route path="/cash-withdraw/IRT/:id" element={<TransactionDetailScreen />} />
      <Route path="/transactions" element={<PageStub name="Transactions" />} />
    </Routes>
  );
}

const at = (id: number | string) => ({ router: { initialEntries: [`/cash-withdraw/IRT/${id}`] } });

const meta = {
  title: 'Features/Wallet/TransactionDetailScreen',
  component: TransactionDetailScreen,
  render: () => <Screen />,
  beforeEach: () => {
    resetWalletMocks();
    return stubClipboard('accept');
  },
  parameters: { ...at(135), msw: { handlers: { wallet: walletHandlers.verified } } },
} satisfies Meta<typeof TransactionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details list once it shows. */
async function details(canvasElement: HTMLElement) {
  const card = await within(canvasElement).findByRole('region', {
    name: t('wallet:transaction.detailsTitle'),
  });
  return within(card);
}

/** The value shown for a field's label. */
function valueOf(list: ReturnType<typeof within>, field: string): HTMLElement {
  const label = list.getByText(t(`wallet:transaction.fields.${field}`), { selector: 'dt' });
  return label.nextElementSibling as HTMLElement;
}

const timelineSteps = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('list', { name: t('wallet:transaction.timeline.label') }),
  ).getAllByRole('listitem');

const tab = (canvasElement: HTMLElement, key: 'assigned' | 'receipt') =>
  within(canvasElement).getByRole('tab', { name: t(`wallet:transaction.${key}`) });

export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: t('wallet:transaction.titleWithId', { id: reference(135) }),
    });
    await expect(heading).toBeVisible();
    // "Transaction 135": the number people quote to support, Latin digits and isolated in fa too, as the
    // wallet desk and the audit log write it (the digit rule).
    await expectReference(heading, 135);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A pending Toman deposit: type, currency, status, amount, the source account masked (8 and 5), its holder,
 * the tracking id, the request date, the description and the receipt link (masked, in a new tab); no balance
 * after it yet; awaiting review.
 */
export const PendingDeposit: Story = {
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(valueOf(list, 'type')).toHaveTextContent(t('wallet:type.Deposit'));
    await expect(valueOf(list, 'currency')).toHaveTextContent(currencyName('IRT'));
    await expect(valueOf(list, 'status')).toHaveTextContent(t('wallet:status.Pending'));
    await expect(valueOf(list, 'amount')).toHaveTextContent(num('25000000'));
    await expect(valueOf(list, 'source_account')).toHaveTextContent('60379912***67890');
    // Identifiers in Latin digits in both languages, in groups of four (ui format/README.md).
    await expectIdentifier(valueOf(list, 'source_account'), '60379912***67890');
    await expect(
      within(valueOf(list, 'source_account')).getByText(t('wallet:transaction.endingIn', { end: '67890' })),
    ).toBeInTheDocument();
    await expectIdentifier(valueOf(list, 'tracking_id'), '140312345678');
    await expect(valueOf(list, 'description')).toHaveTextContent(mockSays().depositNote);
    const receipt = within(valueOf(list, 'deposit_receipt_link')).getByRole('link', {
      name: t('wallet:transaction.openDepositReceipt'),
    });
    await expect(receipt).toHaveAttribute('href', '/api/files/501');
    // Named, not shown as its address.
    await expect(receipt).toHaveTextContent(t('wallet:transaction.receipt'));
    await expect(receipt).not.toHaveTextContent('/api/');
    await expect(receipt).toHaveAttribute('target', '_blank');
    await expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(list.queryByText(t('wallet:transaction.fields.remained_balance'))).toBeNull();
    await expect(list.queryByText(t('wallet:transaction.fields.fee'))).toBeNull();
    const steps = timelineSteps(canvasElement);
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining(t('wallet:transaction.timeline.requested')),
      t('wallet:transaction.timeline.reviewPending'),
    ]);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // Nothing has moved the balance yet.
    await expect(
      await within(canvasElement).findByText(t('wallet:transaction.movementsEmpty')),
    ).toBeVisible();
  },
};

/**
 * An approved Tether withdrawal: destination address, network, fee and what arrived, the withdrawal type
 * capitalised, the balance after it; the hash copies with spec section 8's toast; paid out.
 */
export const UsdtWithdrawal: Story = {
  parameters: at(134),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expectIdentifier(valueOf(list, 'dest_address'), MOCK_ADDRESS);
    await expectIdentifier(valueOf(list, 'trx_hash'), MOCK_TRX_HASH);
    await expect(valueOf(list, 'network')).toHaveTextContent('TRC-20');
    await expect(valueOf(list, 'fee')).toHaveTextContent(num('1'));
    await expect(valueOf(list, 'received_amount')).toHaveTextContent(num('149.25'));
    await expect(valueOf(list, 'remained_balance')).toHaveTextContent(num('1250.523'));
    await expect(valueOf(list, 'withdrawal_type')).toHaveTextContent(
      t('wallet:transaction.withdrawalType.normal'),
    );
    await userEvent.click(list.getByRole('button', { name: t('wallet:transaction.copyHash') }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(MOCK_TRX_HASH);
    await expectToast(canvasElement, t('wallet:transaction.hashCopied'));
    await expect(
      timelineSteps(canvasElement).map((step) => step.querySelector('svg')?.dataset.state),
    ).toEqual(['done', 'done', 'done']);
    await expect(within(canvasElement).getByText(t('wallet:transaction.timeline.paid'))).toBeVisible();
    const movements = within(
      await within(canvasElement).findByRole('list', { name: t('wallet:transaction.movementsLabel') }),
    );
    await expect(movements.getAllByRole('listitem')).toHaveLength(1);
    await expect(movements.getByText(t('wallet:transfer.kind.withdraw'))).toBeVisible();
  },
};

/** The clipboard refuses the hash: spec section 8 says only to log it, so no toast appears. */
export const HashCopyRefused: Story = {
  parameters: at(134),
  beforeEach: () => {
    const restoreClipboard = stubClipboard('refuse');
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => {
      restoreClipboard();
      log.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await userEvent.click(list.getByRole('button', { name: t('wallet:transaction.copyHash') }));
    await waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    await expect(page(canvasElement).queryByText(t('wallet:transaction.hashCopied'))).toBeNull();
  },
};

/**
 * A rejected Toman withdrawal: the reason first, the destination IBAN masked and its bank; the held amount
 * came back, and both movements are its assigned transfers.
 */
export const RejectedWithdrawal: Story = {
  parameters: at(133),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await details(canvasElement);
    await expect(
      canvas.getByText(t('wallet:transaction.rejectReason', { reason: mockSays().rejectReason })),
    ).toBeVisible();
    await expectIdentifier(valueOf(list, 'dest_iban'), 'IR820540*************09002');
    await expect(valueOf(list, 'dest_bank')).toHaveTextContent(/\S/);
    await expect(valueOf(list, 'status')).toHaveTextContent(t('wallet:status.Rejected'));
    await expect(
      timelineSteps(canvasElement).map((step) => step.querySelector('svg')?.dataset.state),
    ).toEqual(['done', 'failed', 'done']);
    await expect(canvas.getByText(t('wallet:transaction.timeline.released'))).toBeVisible();
    const movements = within(
      await canvas.findByRole('list', { name: t('wallet:transaction.movementsLabel') }),
    );
    await expect(movements.getAllByRole('listitem')).toHaveLength(2);
    await expect(mockRequests()).toContain('GET /api/wallet/transfers?page=1&currency=IRT');
  },
};

/** The receipt tab of a paid Toman withdrawal draws its payout receipt. */
export const ReceiptImage: Story = {
  parameters: at(131),
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await userEvent.click(tab(canvasElement, 'receipt'));
    const image = await within(canvasElement).findByRole('img', {
      name: t('wallet:transaction.receiptImage'),
    });
    await expect(image).toHaveAttribute('src', '/api/files/502');
    await imagesLoaded(canvasElement);
  },
};

/** A Tether deposit has no receipt: the receipt tab says so. */
export const NoReceipt: Story = {
  parameters: at(132),
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await userEvent.click(tab(canvasElement, 'receipt'));
    await expect(await within(canvasElement).findByText(t('wallet:transaction.noReceipt'))).toBeVisible();
  },
};

/** Not the person's, or no such transaction: the not-found view and the way to the list. */
export const NotFound: Story = {
  parameters: at(999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('wallet:transaction.notFound.title') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('wallet:transaction.notFound.toList') }));
    await expect(await canvas.findByRole('heading', { name: 'Transactions (stub)' })).toBeVisible();
  },
};

/** An address that cannot name a transaction is not found without asking the server. */
export const InvalidId: Story = {
  parameters: at('abc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('wallet:transaction.notFound.title') })).toBeVisible();
    await expect(mockRequests()).toEqual([]);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:transaction.failed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('wallet:retry') })).toBeVisible();
  },
};

/** The movements fail: the assigned transfers tab says so; the rest of the detail stands. */
export const MovementsFailed: Story = {
  parameters: { ...at(133), msw: { handlers: { wallet: walletHandlers.transfersFail } } },
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await expect(
      await within(canvasElement).findByText(t('wallet:transaction.movementsFailed')),
    ).toBeVisible();
  },
};

/** On a 320 px phone the hash, address and IBAN wrap instead of overflowing. */
export const Narrow: Story = {
  parameters: at(134),
  render: () => (
    <Narrow320>
      <Screen />
    </Narrow320>
  ),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expectFitsFrame(canvasElement);
    // At 320 px the address and the hash wrap between groups of four, never inside one.
    await expectIdentifier(valueOf(list, 'dest_address'), MOCK_ADDRESS);
    await expectIdentifier(valueOf(list, 'trx_hash'), MOCK_TRX_HASH);
  },
};

/** At 200% text size the detail reflows: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: { ...at(133), ...textZoom200 },
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
