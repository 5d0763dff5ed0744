import { AppHeader, ToggleButtonGroup } from '@sarraf/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminListVerifications, type VerificationStatus } from '../api/adminListVerifications';
import { PagedListView } from '../components/PagedListView';
import { QueueItem } from '../components/QueueItem';
import { usePagedList } from '../hooks/usePagedList';
import '../i18n/registerAdminI18n';
import { screenColumn } from '../../shared/styles/screenColumn.css';

/** The filter's choices, the review queue first. `not_verified` lists the rejected submissions. */
const FILTERS: readonly VerificationStatus[] = ['in_progress', 'verified', 'not_verified'];

function statusOf(value: string | null): VerificationStatus {
  return FILTERS.find((status) => status === value) ?? 'in_progress';
}

/**
 * The identity review queue (route /admin/verifications): submissions by status, oldest first, in review
 * by default. The status lives in the address (`?status=`), so a filtered list can be shared and Back
 * returns to it; each row opens the submission.
 */
export function AdminVerificationsScreen() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const loadPage = useCallback((page: number) => adminListVerifications({ status, page }), [status]);
  const { list, reload, loadMore } = usePagedList(loadPage, status);

  function handleFilter(value: string) {
    // Replacing keeps Back for leaving the queue, not for stepping through filters.
    setSearchParams({ status: statusOf(value) }, { replace: true });
  }

  return (
    <>
      <AppHeader title={t('verifications.title')} />
      <main className={screenColumn.wide} aria-busy={list.state === 'loading'}>
        <ToggleButtonGroup
          label={t('verifications.filterLabel')}
          segments={FILTERS.map((id) => ({ id, label: t(`status.${id}`) }))}
          value={status}
          onChange={handleFilter}
        />
        <PagedListView
          list={list}
          label={t('verifications.listLabel')}
          as="ul"
          rowBlockSize="88px"
          loadFailedTitle={t('verifications.loadFailed')}
          emptyTitle={t(`verifications.empty.${status}`)}
          emptyDescription={t(`verifications.empty.${status}Hint`)}
          renderItem={(submission) => <QueueItem key={submission.id} submission={submission} />}
          onReload={() => void reload()}
          onLoadMore={() => void loadMore()}
        />
      </main>
    </>
  );
}
