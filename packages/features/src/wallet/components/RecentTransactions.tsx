import { EmptyState, Skeleton } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { rowList } from '../../shared/styles/rows.css';
import { walletTransactionsQuery } from '../api/listWalletTransactions';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './balances.css';
import { TransactionRow } from './TransactionRow';
import { stack, textLink } from './walletPage.css';

/** How many of the latest deposits and withdrawals the home tab shows. */
export const RECENT_COUNT = 5;

/**
 * The latest deposits and withdrawals (page 1 of the list, shared with the list screen), and the way to the
 * whole list.
 */
export function RecentTransactions() {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const list = usePagedQuery(walletTransactionsQuery('all'));
  return (
    <section className={stack} aria-labelledby={headingId} aria-busy={list.status === 'pending'}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.holdingHeader}>
          {t('home.recentTitle')}
        </h2>
        <Link className={textLink} to={walletPaths.transactions}>
          {t('home.recentAll')}
        </Link>
      </div>
      {list.status === 'pending' ? (
        <Skeleton shape="block" blockSize="240px" />
      ) : list.status === 'error' ? (
        <LoadFailed
          title={t('home.recentFailed')}
          error={list.error}
          onRetry={list.reload}
          retryLabel={t('retry')}
        />
      ) : list.items.length === 0 ? (
        <EmptyState title={t('home.recentEmpty')} description={t('home.recentEmptyHint')} headingLevel={3} />
      ) : (
        <ol className={rowList} aria-label={t('home.recentLabel')}>
          {list.items.slice(0, RECENT_COUNT).map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ol>
      )}
    </section>
  );
}
