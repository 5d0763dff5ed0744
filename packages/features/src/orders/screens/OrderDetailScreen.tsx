import { AppHeader, Banner, Button, EmptyState, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { useBack } from '../../shared/hooks/useBack';
import { orderQuery } from '../../entities/order';
import { OrderDetails } from '../components/OrderDetails';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { ordersPaths } from '../paths';
import { orderIdOf } from '../rules/statusFilter';
import * as styles from './OrderDetailScreen.css';

/**
 * One order (route /orders/:id/details, spec section 2): a loading text while it comes; its fields; "Order
 * not found" for an id that names none of the person's orders; any other failure says the server's message
 * (or "Failed to load order") with a retry, then the not-found view (spec section 8).
 */
export function OrderDetailScreen() {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const back = useBack(ordersPaths.orders);
  const id = orderIdOf(useParams().id);
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null,
  });
  const isNotFound = id === null || (!data && isApiError(error) && error.status === 404);
  // A retry after a failure shows the loading state again; a failed refresh keeps what is shown.
  const isLoading = !isNotFound && !data && (!isError || isFetching);
  const failed = !isNotFound && !data && !isLoading;

  return (
    <>
      <AppHeader
        title={id === null ? t('detail.title') : t('detail.titleWithId', { id: words.reference(id) })}
        backLabel={t('back')}
        onBack={back}
      />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {data ? (
          <OrderDetails order={data} />
        ) : isLoading ? (
          <>
            <p className={styles.loading} role="status">
              {t('detail.loading')}
            </p>
            <Skeleton shape="block" blockSize="160px" />
            <Skeleton shape="block" blockSize="320px" />
          </>
        ) : (
          <>
            {failed ? (
              <Banner
                tone="critical"
                title={buildErrorText(error, t('detail.failed'))}
                action={
                  <Button variant="secondary" onPress={() => void refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : null}
            <EmptyState
              title={t('detail.notFound')}
              description={t('detail.notFoundHint')}
              action={
                <Link className={linkButton.primary} to={ordersPaths.orders}>
                  {t('detail.toList')}
                </Link>
              }
            />
          </>
        )}
      </main>
    </>
  );
}
