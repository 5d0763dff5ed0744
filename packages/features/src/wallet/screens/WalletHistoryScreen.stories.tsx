import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { walletHandlers } from '../mocks/walletHandlers';
import { resetWalletMocks } from '../mocks/walletMockState';
import {
  currencyName,
  currentAddress,
  expectFitsFrame,
  LocationProbe,
  mockRequests,
  mockSays,
  Narrow320,
  num,
  PageStub,
  press,
  rangeText,
  t,
} from './walletStoryKit';
import { TransactionsScreen, TransfersScreen } from './WalletHistoryScreen';

function Screen() {
  return (
    <Routes>
      <Route
        path="/transactions"
        element={
          <>
            <TransactionsScreen />
            <LocationProbe />
          </>
        }
      />
      <Route
        path="/transfers"
        element={
          <>
            <TransfersScreen />
            <LocationProbe />
          </>
        }
      />
      <Route path="/cash-withdraw/IRT/:id" element={<PageStub name="Transaction" />} />
      <Route path="/panel" element={<PageStub name="Wallet" />} />
    </Routes>
  );
}

const meta = {
  title: 'Features/Wallet/WalletHistoryScreen',
  component: TransactionsScreen,
  render: () => <Screen />,
  beforeEach: () => resetWalletMocks(),
  parameters: {
    router: { initialEntries: ['/transactions'] },
    msw: { handlers: { wallet: walletHandlers.verified } },
  },
} satisfies Meta<typeof TransactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TRANSACTIONS = () => t('wallet:history.transactionsLabel');
const TRANSFERS = () => t('wallet:history.transfersLabel');

/** The list with this name once it shows. */
async function listNamed(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('list', { name }));
}

const rows = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name })).getAllByRole('listitem');

const filter = (canvasElement: HTMLElement, currency: 'all' | 'IRT' | 'USDT') =>
  within(canvasElement).getByRole('radio', {
    name: currency === 'all' ? t('wallet:currencyFilter.all') : currencyName(currency),
  });

export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('wallet:history.title') })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: TRANSACTIONS() })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('wallet:history.tabs.transactions') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Deposits and withdrawals, newest first: page 1 of 30, each with type, amount, status and date. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSACTIONS());
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(30);
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/cash-withdraw/IRT/135');
    await expect(within(items[0]!).getByText(t('wallet:status.Pending'))).toBeVisible();
    await expect(within(items[1]!).getByText(num('150.25'))).toBeVisible();
    await expect(within(items[1]!).getByText(t('wallet:status.Approved'))).toBeVisible();
    await expect(within(items[2]!).getByText(t('wallet:status.Rejected'))).toBeVisible();
    // Tether with six decimals shows three, cut not rounded.
    await expect(within(items[3]!).getByText(num('1000.123'))).toBeVisible();
    await expect(within(canvasElement).getByText(rangeText(1, 30, 35))).toBeVisible();
    await expect(filter(canvasElement, 'all')).toBeChecked();
    await expect(mockRequests()).toEqual(['GET /api/wallet/deposit-withdraw/trx?page=1']);
  },
};

/** Choosing Tether asks the server for Tether only and keeps the choice in the address. */
export const FilterByCurrency: Story = {
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, TRANSACTIONS());
    await userEvent.click(filter(canvasElement, 'USDT'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/transactions?currency=USDT'));
    await waitFor(() => expect(rows(canvasElement, TRANSACTIONS())).toHaveLength(16));
    await expect(mockRequests().at(-1)).toBe('GET /api/wallet/deposit-withdraw/trx?page=1&currency=USDT');
    await expect(within(canvasElement).getByText(rangeText(1, 16, 16))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('wallet:list.loadMore') })).toBeNull();
  },
};

/** Opened with `?currency=IRT`: Toman only, and that filter chosen. */
export const FilterFromAddress: Story = {
  parameters: { router: { initialEntries: ['/transactions?currency=IRT'] } },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSACTIONS());
    await expect(filter(canvasElement, 'IRT')).toBeChecked();
    await expect(list.getAllByRole('listitem')).toHaveLength(19);
    await expect(mockRequests()).toEqual(['GET /api/wallet/deposit-withdraw/trx?page=1&currency=IRT']);
  },
};

/** Load more appends page 2. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSACTIONS());
    await press(canvasElement, t('wallet:list.loadMore'));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(35));
    await expect(within(canvasElement).getByText(rangeText(1, 35, 35))).toBeVisible();
    await expect(mockRequests().at(-1)).toBe('GET /api/wallet/deposit-withdraw/trx?page=2');
  },
};

/** Page 2 fails: the 30 loaded stay, the failure is said, Load more stays to try again. */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.moreFails } } },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSACTIONS());
    await press(canvasElement, t('wallet:list.loadMore'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:list.loadMoreFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: t('wallet:list.loadMore') })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('wallet:history.transactionsEmpty') }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:history.transactionsFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('wallet:retry') })).toBeVisible();
  },
};

/** A row opens its transaction. */
export const OpensTransaction: Story = {
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSACTIONS());
    await userEvent.click(within(list.getAllByRole('listitem')[2]!).getByRole('link'));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Transaction (stub) 133' }),
    ).toBeVisible();
  },
};

/**
 * Balance movements (/transfers): kind, in or out, amount and the balance after; a rejected withdrawal shows
 * its hold and its release, each linking to it; a trade's movements link to its order.
 */
export const Transfers: Story = {
  parameters: { router: { initialEntries: ['/transfers'] } },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, TRANSFERS());
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(30);
    await expect(within(canvasElement).getByText(rangeText(1, 30, 37))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: t('wallet:history.tabs.transfers') }),
    ).toHaveAttribute('aria-current', 'page');
    const release = items.find((item) =>
      within(item).queryByText(t('wallet:transfer.kind.withdraw_release')),
    )!;
    await expect(within(release).getByRole('link')).toHaveAttribute('href', '/cash-withdraw/IRT/133');
    await expect(within(release).getByText(t('wallet:transfer.direction.in'))).toBeVisible();
    await expect(within(release).getByText(t('wallet:history.balanceAfter'))).toBeVisible();
    const fee = items.find((item) => within(item).queryByText(t('wallet:transfer.kind.fee')))!;
    await expect(within(fee).getByRole('link')).toHaveAttribute('href', '/orders/42/details');
    await expect(within(fee).getByText(t('wallet:transfer.direction.out'))).toBeVisible();
    await expect(mockRequests()).toEqual(['GET /api/wallet/transfers?page=1']);
  },
};

/** Switching view keeps the currency filter. */
export const SwitchView: Story = {
  parameters: { router: { initialEntries: ['/transactions?currency=IRT'] } },
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, TRANSACTIONS());
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: t('wallet:history.tabs.transfers') }),
    );
    await listNamed(canvasElement, TRANSFERS());
    await expect(currentAddress(canvasElement)).toBe('/transfers?currency=IRT');
    await expect(mockRequests().at(-1)).toBe('GET /api/wallet/transfers?page=1&currency=IRT');
  },
};

export const TransfersEmpty: Story = {
  parameters: {
    router: { initialEntries: ['/transfers'] },
    msw: { handlers: { wallet: walletHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('wallet:history.transfersEmpty') }),
    ).toBeVisible();
  },
};

/** On a 320 px phone the rows wrap instead of overflowing. */
export const Narrow: Story = {
  render: () => (
    <Narrow320>
      <Screen />
    </Narrow320>
  ),
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, TRANSACTIONS());
    await expectFitsFrame(canvasElement);
  },
};

/** At 200% text size the rows reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, TRANSACTIONS());
    await expectFitsAtTextZoom(canvasElement);
  },
};
