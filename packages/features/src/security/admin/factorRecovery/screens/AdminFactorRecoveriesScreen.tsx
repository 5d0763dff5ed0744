import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { PagedListView } from '../../../../shared/components/PagedListView';
import { usePagedListTexts } from '../../../../shared/hooks/usePagedListTexts';
import { usePagedQuery } from '../../../../shared/query/usePagedQuery';
import { screenColumn } from '../../../../shared/styles/screenColumn.css';
import { pendingFactorRecoveriesQuery } from '../api/adminListFactorRecoveries';
import { RecoveryItem } from '../components/RecoveryItem';
import '../i18n/registerFactorRecoveryAdminI18n';

/**
 * The requests to replace a lost second factor that wait for the desk (route /admin/factor-recoveries),
 * oldest first; each opens the request with its videos.
 */
export function AdminFactorRecoveriesScreen() {
  const { t } = useTranslation('admin');
  const listTexts = usePagedListTexts('admin');
  const list = usePagedQuery(pendingFactorRecoveriesQuery());
  return (
    <>
      <AppHeader title={t('factorRecovery.title')} />
      <main className={screenColumn.wide} aria-busy={list.status === 'pending'}>
        <PagedListView
          list={list}
          label={t('factorRecovery.listLabel')}
          as="ul"
          rowBlockSize="88px"
          loadFailedTitle={t('factorRecovery.loadFailed')}
          emptyTitle={t('factorRecovery.empty')}
          emptyDescription={t('factorRecovery.emptyHint')}
          texts={listTexts}
          renderItem={(request) => <RecoveryItem key={request.id} request={request} />}
        />
      </main>
    </>
  );
}
