import { AppHeader, ToggleButtonGroup } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePagedQuery } from '../../../shared/query/usePagedQuery';
import { adminVerificationsQuery, type VerificationStatus } from '../api/adminListVerifications';
import { QueueItem } from '../components/QueueItem';
import '../i18n/registerKycAdminI18n';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import { PagedListView } from '../../../shared/components/PagedListView';
import { usePagedListTexts } from '../../../shared/hooks/usePagedListTexts';

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
  const listTexts = usePagedListTexts('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const list = usePagedQuery(adminVerificationsQuery(status));

  function handleFilter(value: string) {
    // Replacing keeps Back for leaving the queue, not for stepping through filters.
    setSearchParams({ status: statusOf(value) }, { replace: true });
  }

  return (
    <>
      <AppHeader title={t('verifications.title')} />
      <main className={screenColumn.wide} aria-busy={list.status === 'pending'}>
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
          texts={listTexts}
          renderItem={(submission) => <QueueItem key={submission.id} submission={submission} />}
        />
      </main>
    </>
  );
}
