import { AppHeader, showToast, Tabs } from '@sarraf/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { useLogout } from '../../shared/session/useLogout';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { BalancesOverview } from '../components/BalancesOverview';
import { CurrencyActionLinks } from '../components/CurrencyActionLinks';
import { PortfolioList } from '../components/PortfolioList';
import { RecentTransactions } from '../components/RecentTransactions';
import { WalletMarkets } from '../components/WalletMarkets';
import { paragraph, stack } from '../components/walletPage.css';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';

/** Spec section 2's wallet tabs, in its order. */
export const WALLET_TABS = ['home', 'deposit', 'trade', 'withdraw', 'portfolio', 'markets'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

function tabOf(value: string | null): WalletTab {
  return WALLET_TABS.find((tab) => tab === value) ?? 'home';
}

/**
 * The wallet home (route /panel): tabs for home (total value, balances, recent transactions), deposit,
 * trade, withdraw, portfolio and markets. The tab lives in the address (`?tab=markets`), so Back and a shared
 * link return to it. The header logs out, as /panel's header does (spec section 2).
 */
export function WalletHomeScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const logout = useLogout();
  const mainRef = useRef<HTMLElement>(null);

  // Six tabs do not fit a phone: the tab list scrolls, and a tab chosen by the address (?tab=markets) or
  // by Back would be out of sight. Bring the selected one into view.
  useEffect(() => {
    mainRef.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  async function handleLogout() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Spec section 8: the server's message or "logout error"; the user is signed out here anyway.
      const message = isApiError(error) && error.body.message;
      showToast({ title: message || t('common:logout.failed'), tone: 'critical' });
    }
    void navigate('/login', { replace: true });
  }

  function handleTab(next: string) {
    // Replacing keeps Back for leaving the wallet, not for stepping through its tabs.
    setSearchParams(next === 'home' ? {} : { tab: tabOf(next) }, { replace: true });
  }

  const content: Record<WalletTab, ReactNode> = {
    home: (
      <div className={stack}>
        <BalancesOverview />
        <RecentTransactions />
      </div>
    ),
    deposit: <CurrencyActionLinks action="deposit" />,
    trade: (
      <div className={stack}>
        <p className={paragraph}>{t('actions.tradeText')}</p>
        <Link className={linkButton.primary} to={walletPaths.trade}>
          {t('actions.tradeLink')}
        </Link>
      </div>
    ),
    withdraw: <CurrencyActionLinks action="withdraw" />,
    portfolio: <PortfolioList />,
    markets: <WalletMarkets />,
  };

  return (
    <>
      <AppHeader
        title={t('home.title')}
        logoutLabel={t('common:actions.logout')}
        onLogout={() => void handleLogout()}
      />
      <main ref={mainRef} className={screenColumn.narrow}>
        <Tabs
          label={t('home.tabsLabel')}
          items={WALLET_TABS.map((id) => ({ id, label: t(`home.tabs.${id}`), content: content[id] }))}
          selectedKey={tab}
          onSelectionChange={handleTab}
        />
      </main>
    </>
  );
}
