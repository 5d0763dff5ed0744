import { AppHeader, Card, EmptyState, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { PagedListFooter } from '../../shared/components/PagedListFooter';
import { useBack } from '../../shared/hooks/useBack';
import { usePagedListTexts } from '../../shared/hooks/usePagedListTexts';
import { rowList } from '../../shared/styles/rows.css';
import { referralSummaryQuery } from '../api/getReferralSummary';
import { referralsQuery } from '../api/listReferrals';
import { ReferralFigures } from '../components/ReferralFigures';
import { ReferralLinkBox } from '../components/ReferralLinkBox';
import { ReferralRow } from '../components/ReferralRow';
import '../i18n/registerReferralI18n';
import { referralPaths } from '../paths';
import * as styles from './ReferralDetailsScreen.css';

/** The height of a row, so the loading placeholders take the place the rows will. */
const ROW_BLOCK_SIZE = '104px';

/**
 * The person's referrals (route /referral-details, spec section 2): the figures first, then everyone who
 * joined with their link, newest first, with "{from}-{to} of {total}" and Load more. With nobody yet, it
 * says so and offers the link to copy. The summary and the list load and fail on their own, each with
 * "Failed to load referrals" and a retry.
 */
export function ReferralDetailsScreen() {
  const { t } = useTranslation('referral');
  const listTexts = usePagedListTexts('referral', 'details');
  const back = useBack(referralPaths.profile);
  const summaryId = useId();
  const listId = useId();
  const summary = useQuery(referralSummaryQuery());
  const list = usePagedQuery(referralsQuery());
  const summaryFailed = !summary.data && summary.isError && !summary.isFetching;
  const summaryLoading = !summary.data && !summaryFailed;
  // A referral row carries no currency: its amount is in the summary's.
  const currency = summary.data
    ? t(`common:currency.${summary.data.currency}`, { defaultValue: summary.data.currency })
    : undefined;

  return (
    <>
      <AppHeader title={t('details.title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow} aria-busy={summaryLoading || list.status === 'pending'}>
        <section className={styles.section} aria-labelledby={summaryId}>
          <h2 id={summaryId} className={styles.title}>
            {t('details.summaryTitle')}
          </h2>
          {summary.data ? (
            <Card>
              <ReferralFigures summary={summary.data} />
            </Card>
          ) : summaryFailed ? (
            <LoadFailed
              title={t('failed')}
              error={summary.error}
              onRetry={() => void summary.refetch()}
              retryLabel={t('retry')}
            />
          ) : (
            <Skeleton shape="block" blockSize="136px" />
          )}
        </section>
        <section className={styles.section} aria-labelledby={listId}>
          <h2 id={listId} className={styles.title}>
            {t('details.listTitle')}
          </h2>
          {list.status === 'pending' ? (
            <>
              <Skeleton shape="block" blockSize={ROW_BLOCK_SIZE} />
              <Skeleton shape="block" blockSize={ROW_BLOCK_SIZE} />
              <Skeleton shape="block" blockSize={ROW_BLOCK_SIZE} />
            </>
          ) : list.status === 'error' ? (
            <LoadFailed
              title={t('failed')}
              error={list.error}
              onRetry={list.reload}
              retryLabel={t('retry')}
            />
          ) : list.items.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('details.empty')}
              description={t('details.emptyHint')}
              action={
                summary.data ? (
                  <div className={styles.emptyLink}>
                    <ReferralLinkBox summary={summary.data} />
                  </div>
                ) : undefined
              }
            />
          ) : (
            <>
              <p className={styles.hint}>{t('details.activeHint')}</p>
              <ol className={rowList} aria-label={t('details.listTitle')}>
                {list.items.map((referral) => (
                  <ReferralRow key={referral.id} referral={referral} currency={currency} />
                ))}
              </ol>
              <PagedListFooter list={list} texts={listTexts} />
            </>
          )}
        </section>
      </main>
    </>
  );
}
