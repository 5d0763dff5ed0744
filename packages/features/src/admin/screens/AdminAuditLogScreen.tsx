import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { adminListAuditLog } from '../api/adminListAuditLog';
import { AuditEntryItem } from '../components/AuditEntryItem';
import { PagedListView } from '../components/PagedListView';
import { usePagedList } from '../hooks/usePagedList';
import '../i18n/registerAdminI18n';
import { screenColumn } from '../../shared/styles/screenColumn.css';

const loadPage = (page: number) => adminListAuditLog({ page });

/** The audit log (route /admin/audit-log): every admin action, newest first, a page at a time. */
export function AdminAuditLogScreen() {
  const { t } = useTranslation('admin');
  const { list, reload, loadMore } = usePagedList(loadPage, 'audit-log');

  return (
    <>
      <AppHeader title={t('audit.title')} />
      <main className={screenColumn.wide} aria-busy={list.state === 'loading'}>
        <PagedListView
          list={list}
          label={t('audit.listLabel')}
          as="ol"
          rowBlockSize="96px"
          loadFailedTitle={t('audit.loadFailed')}
          emptyTitle={t('audit.empty')}
          emptyDescription={t('audit.emptyHint')}
          renderItem={(entry) => <AuditEntryItem key={entry.id} entry={entry} />}
          onReload={() => void reload()}
          onLoadMore={() => void loadMore()}
        />
      </main>
    </>
  );
}
