import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { useBack } from '../../shared/hooks/useBack';
import { PagedListView } from '../../shared/components/PagedListView';
import { usePagedListTexts } from '../../shared/hooks/usePagedListTexts';
import { walletTransactionsQuery, type CurrencyFilter as Filter } from '../api/listWalletTransactions';
import { transfersQuery } from '../api/listTransfers';
import { CurrencyFilter, currencyFilterOf } from '../components/CurrencyFilter';
import { TransactionRow } from '../components/TransactionRow';
import { TransferRow } from '../components/TransferRow';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './WalletHistoryScreen.css';

type View = 'transactions' | 'transfers';

const VIEWS: readonly View[] = ['transactions', 'transfers'];

/**
 * The wallet's history, two views at two addresses (spec section 2 shows no route for either): deposits and
 * withdrawals (/transactions) and every movement of the balance (/transfers). The currency filter lives in the
 * address (`?currency=IRT`), so a filtered list can be shared and Back returns to it.
 */
function WalletHistoryScreen({ view }: { view: View }) {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.panel);
  const [searchParams, setSearchParams] = useSearchParams();
  const currency = currencyFilterOf(searchParams.get('currency'));
  const search = currency === 'all' ? '' : `?currency=${currency}`;

  function handleFilter(next: Filter) {
    // Replacing keeps Back for leaving the list, not for stepping through filters.
    setSearchParams(next === 'all' ? {} : { currency: next }, { replace: true });
  }

  return (
    <>
      <AppHeader title={t('history.title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow}>
        {/* Two pages, so links (the address changes) styled as tabs, not a tab widget. */}
        <nav aria-label={t('history.tabsLabel')}>
          <ul className={styles.views}>
            {VIEWS.map((id) => (
              <li key={id}>
                <NavLink className={styles.view} to={`${walletPaths[id]}${search}`} replace>
                  {t(`history.tabs.${id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CurrencyFilter value={currency} onChange={handleFilter} />
        {view === 'transactions' ? (
          <TransactionsList currency={currency} />
        ) : (
          <TransfersList currency={currency} />
        )}
      </main>
    </>
  );
}

function TransactionsList({ currency }: { currency: Filter }) {
  const { t } = useTranslation('wallet');
  const listTexts = usePagedListTexts('wallet');
  const list = usePagedQuery(walletTransactionsQuery(currency));
  return (
    <div className={styles.list} aria-busy={list.status === 'pending'}>
      <PagedListView
        list={list}
        label={t('history.transactionsLabel')}
        rowBlockSize="76px"
        loadFailedTitle={t('history.transactionsFailed')}
        emptyTitle={t('history.transactionsEmpty')}
        emptyDescription={t('history.transactionsEmptyHint')}
        texts={listTexts}
        renderItem={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
      />
    </div>
  );
}

function TransfersList({ currency }: { currency: Filter }) {
  const { t } = useTranslation('wallet');
  const listTexts = usePagedListTexts('wallet');
  const list = usePagedQuery(transfersQuery(currency));
  return (
    <div className={styles.list} aria-busy={list.status === 'pending'}>
      <PagedListView
        list={list}
        label={t('history.transfersLabel')}
        rowBlockSize="76px"
        loadFailedTitle={t('history.transfersFailed')}
        emptyTitle={t('history.transfersEmpty')}
        emptyDescription={t('history.transfersEmptyHint')}
        texts={listTexts}
        renderItem={(transfer) => <TransferRow key={transfer.id} transfer={transfer} />}
      />
    </div>
  );
}

/** Route /transactions (proposed): the deposits and withdrawals, newest first, by currency. */
export function TransactionsScreen() {
  return <WalletHistoryScreen view="transactions" />;
}

/** Route /transfers (proposed): every movement of the available balance, newest first, by currency. */
export function TransfersScreen() {
  return <WalletHistoryScreen view="transfers" />;
}
