import { AppHeader, EmptyState, Skeleton } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useBack } from '../../shared/hooks/useBack';
import { walletTransactionQuery } from '../api/getWalletTransaction';
import { TransactionDetails } from '../components/TransactionDetails';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';

/** The route's id, or null when it cannot name a transaction (the server would answer 404 anyway). */
function transactionId(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

/**
 * One deposit or withdrawal (route /cash-withdraw/IRT/:id, which spec section 2 gives the detail of every
 * transaction, whatever its currency): its fields, progress and receipt; a not-found view for a 404.
 */
export function TransactionDetailScreen() {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.transactions);
  const id = transactionId(useParams().id);
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...walletTransactionQuery(id ?? 0),
    enabled: id !== null,
  });
  const isNotFound = id === null || (!data && isApiError(error) && error.status === 404);
  // A retry after a failure shows the placeholders again; a failed refresh keeps what is shown.
  const isLoading = !isNotFound && !data && (!isError || isFetching);

  return (
    <>
      <AppHeader
        title={
          id === null
            ? t('transaction.title')
            : // The number is a reference people quote to support: Latin digits, isolated (ui format/README.md).
              t('transaction.titleWithId', { id: isolateIdentifier(String(id)) })
        }
        backLabel={t('back')}
        onBack={back}
      />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {isNotFound ? (
          <EmptyState
            title={t('transaction.notFound.title')}
            description={t('transaction.notFound.description')}
            action={
              <Link className={linkButton.primary} to={walletPaths.transactions}>
                {t('transaction.notFound.toList')}
              </Link>
            }
          />
        ) : data ? (
          <TransactionDetails transaction={data} />
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="160px" />
            <Skeleton shape="block" blockSize="320px" />
          </>
        ) : (
          <LoadFailed
            title={t('transaction.failed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}
