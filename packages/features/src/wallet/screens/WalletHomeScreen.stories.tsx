import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { marketsHandlers } from '../../shared/mocks/marketsHandlers';
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
  t,
} from './walletStoryKit';
import { WalletHomeScreen } from './WalletHomeScreen';

function Screen() {
  return (
    <Routes>
      <Route
        path="/panel"
        element={
          <>
            <WalletHomeScreen />
            <LocationProbe />
          </>
        }
      />
      <Route path="/cash-deposit/:currency" element={<PageStub name="Deposit" />} />
      <Route path="/cash-withdraw/:currency" element={<PageStub name="Withdraw" />} />
      <Route path="/cash-withdraw/IRT/:id" element={<PageStub name="Transaction" />} />
      <Route path="/transactions" element={<PageStub name="Transactions" />} />
      <Route path="/trade" element={<PageStub name="Trade" />} />
      <Route path="/trade/:pair" element={<PageStub name="Trade" />} />
    </Routes>
  );
}

const meta = {
  title: 'Features/Wallet/WalletHomeScreen',
  component: WalletHomeScreen,
  render: () => <Screen />,
  beforeEach: () => resetWalletMocks(),
  parameters: {
    router: { initialEntries: ['/panel'] },
    msw: { handlers: { wallet: walletHandlers.verified, markets: marketsHandlers.success() } },
  },
} satisfies Meta<typeof WalletHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).getByRole('tab', { name: t(`wallet:home.tabs.${id}`) });

/** The recent transactions list once it shows. */
async function recent(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: t('wallet:home.recentLabel') }));
}

/** The link a transaction row is opened by: its type and amount. */
const rowLinkName = (type: 'Deposit' | 'Withdraw', amount: string, currency: 'IRT' | 'USDT') =>
  t('wallet:history.openTransaction', {
    type: t(`wallet:type.${type}`),
    amount: `${num(amount)} ${currencyName(currency)}`,
  });

export const Loading: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('wallet:home.title') })).toBeVisible();
    await expect(tab(canvasElement, 'home')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: t('wallet:home.balancesTitle') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: t('wallet:home.recentLabel') })).toBeNull();
  },
};

/**
 * The home tab: the total in Toman (both values added), each currency's available and locked balance
 * (Tether truncated to 3 decimals), and the five latest transactions.
 */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await recent(canvasElement);
    await expect(await canvas.findByText(num('244578736'))).toBeVisible();
    await expect(canvas.getByText(t('wallet:home.totalTitle'))).toBeVisible();
    await expect(canvas.queryByText(/۱٬۲۵۰٫۵۲۳۴|1,250\.5234/)).toBeNull();
    await expect(canvas.getByText(num('1250.523'))).toBeVisible();
    await expect(canvas.getByText(num('125000000'))).toBeVisible();
    await expect(canvas.getByText(num('2500000'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: currencyName('USDT') })).toBeVisible();
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(list.getByRole('link', { name: rowLinkName('Deposit', '25000000', 'IRT') })).toHaveAttribute(
      'href',
      '/cash-withdraw/IRT/135',
    );
    await expect(within(rows[0]!).getByText(t('wallet:status.Pending'))).toBeVisible();
    await expect(within(rows[2]!).getByText(t('wallet:status.Rejected'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wallet:home.recentAll') })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await expect(mockRequests()).toEqual(
      expect.arrayContaining(['GET /api/wallet/balances', 'GET /api/wallet/deposit-withdraw/trx?page=1']),
    );
  },
};

/** A recent transaction opens its detail. */
export const OpensTransaction: Story = {
  play: async ({ canvasElement }) => {
    const list = await recent(canvasElement);
    await userEvent.click(list.getByRole('link', { name: rowLinkName('Withdraw', '150.25', 'USDT') }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Transaction (stub) 134' }),
    ).toBeVisible();
  },
};

/** Tether has no price yet: the total is Toman's alone, and says what it leaves out. */
export const MissingPrice: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.missingPrice } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(num('127500000'))).toBeVisible();
    await expect(
      canvas.getByText(t('wallet:home.totalUnpriced', { currencies: currencyName('USDT') })),
    ).toBeVisible();
  },
};

/** A new account: zero everywhere, no price note (nothing is held), no transactions yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('wallet:home.recentEmpty') })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(num('0')).length).toBeGreaterThanOrEqual(5));
    await expect(
      canvas.queryByText(t('wallet:home.totalUnpriced', { currencies: currencyName('USDT') })),
    ).toBeNull();
  },
};

/** Both loads fail: each part says so in the server's words and offers a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:home.balancesFailed'))).toBeVisible();
    await expect(await canvas.findByText(t('wallet:home.recentFailed'))).toBeVisible();
    await expect(canvas.getAllByText(mockSays().serverError)).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: t('wallet:retry') })).toHaveLength(2);
  },
};

/** Only the balances fail: their part says so, the transactions show. */
export const BalancesFailed: Story = {
  parameters: { msw: { handlers: { wallet: walletHandlers.balancesFail } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recent(canvasElement);
    await canvas.findByText(t('wallet:home.balancesFailed'));
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
  },
};

/** The deposit tab: one link per currency, to /cash-deposit/{currency}. */
export const DepositTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvasElement, 'deposit'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/panel?tab=deposit'));
    const links = within(canvas.getByRole('list', { name: t('wallet:actions.depositLabel') }));
    await expect(
      links.getByRole('link', { name: new RegExp(t('wallet:actions.deposit.IRT')) }),
    ).toHaveAttribute('href', '/cash-deposit/IRT');
    await userEvent.click(links.getByRole('link', { name: new RegExp(t('wallet:actions.deposit.USDT')) }));
    await expect(await canvas.findByRole('heading', { name: 'Deposit (stub) USDT' })).toBeVisible();
  },
};

/** The withdraw tab: one link per currency, to /cash-withdraw/{currency}. */
export const WithdrawTab: Story = {
  parameters: { router: { initialEntries: ['/panel?tab=withdraw'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tab(canvasElement, 'withdraw')).toHaveAttribute('aria-selected', 'true');
    const links = within(canvas.getByRole('list', { name: t('wallet:actions.withdrawLabel') }));
    await expect(
      links.getByRole('link', { name: new RegExp(t('wallet:actions.withdraw.IRT')) }),
    ).toHaveAttribute('href', '/cash-withdraw/IRT');
    await expect(
      links.getByRole('link', { name: new RegExp(t('wallet:actions.withdraw.USDT')) }),
    ).toHaveAttribute('href', '/cash-withdraw/USDT');
  },
};

/** The trade tab leads to /trade. */
export const TradeTab: Story = {
  parameters: { router: { initialEntries: ['/panel?tab=trade'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('wallet:actions.tradeLink') }));
    await expect(await canvas.findByRole('heading', { name: 'Trade (stub)' })).toBeVisible();
  },
};

/** The portfolio tab: per currency available (saying when a fraction is held past it), locked and the value in Toman. */
export const PortfolioTab: Story = {
  parameters: { router: { initialEntries: ['/panel?tab=portfolio'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holdings = within(await canvas.findByRole('list', { name: t('wallet:portfolio.listLabel') }));
    const [toman, tether] = holdings.getAllByRole('listitem');
    await expect(within(toman!).getByRole('heading', { name: currencyName('IRT') })).toBeVisible();
    await expect(within(toman!).getByText(num('127500000'))).toBeVisible();
    await expect(within(tether!).getByText(num('1250.523'))).toBeVisible();
    // 1,250.523456 is held: the figure cut to 3 decimals says a fraction is held beyond it; whole Toman do not.
    const fraction = t('common:amounts.fractionUnder', { rest: num('0.001') });
    await expect(within(tether!).getByText(fraction)).toBeVisible();
    await expect(within(toman!).queryByText(fraction)).toBeNull();
    await expect(within(tether!).getByText(num('20'))).toBeVisible();
    await expect(within(tether!).getByText(num('117078736'))).toBeVisible();
  },
};

/** Without a price, the portfolio says so instead of a value. */
export const PortfolioMissingPrice: Story = {
  parameters: {
    router: { initialEntries: ['/panel?tab=portfolio'] },
    msw: { handlers: { wallet: walletHandlers.missingPrice } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:portfolio.noPrice'))).toBeVisible();
  },
};

/** The markets tab: the landing's market cards; a card opens its pair's trade page. */
export const MarketsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(tab(canvasElement, 'markets'));
    const card = await canvas.findByRole('button', {
      name: new RegExp(`${currencyName('USDT')}/${currencyName('IRT')}`),
    });
    await expect(canvas.getByText(num('92150'))).toBeVisible();
    await userEvent.click(card);
    await expect(await canvas.findByRole('heading', { name: 'Trade (stub) USDT-IRT' })).toBeVisible();
  },
};

/** The markets fail to load: said in the server's words, and a retry loads them. */
export const MarketsRetry: Story = {
  parameters: {
    router: { initialEntries: ['/panel?tab=markets'] },
    msw: { handlers: { markets: marketsHandlers.failsOnce() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('wallet:markets.failed'))).toBeVisible();
    await press(canvasElement, t('wallet:retry'));
    await expect(await canvas.findByText(num('92150'))).toBeVisible();
    await expect(canvas.queryByText(t('wallet:markets.failed'))).toBeNull();
  },
};

/** On a 320 px phone the six tabs scroll, and balances and rows wrap instead of overflowing. */
export const Narrow: Story = {
  render: () => (
    <Narrow320>
      <Screen />
    </Narrow320>
  ),
  play: async ({ canvasElement }) => {
    await recent(canvasElement);
    await within(canvasElement).findByText(num('244578736'));
    await expectFitsFrame(canvasElement);
  },
};

/** On a desktop the wallet is a centred column, the holdings side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await recent(canvasElement);
    await expect(list.getAllByRole('listitem')[0]!.getBoundingClientRect().width).toBeLessThan(700);
  },
};

/** At 200% text size everything reflows: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await recent(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
