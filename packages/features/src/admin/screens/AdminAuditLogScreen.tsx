import { AppHeader, EmptyState, Skeleton } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { adminListAuditLog } from '../api/adminListAuditLog';
import { AuditEntryItem } from '../components/AuditEntryItem';
import { body, rowList } from '../components/adminPage.css';
import { LoadFailed } from '../components/LoadFailed';
import { PagedListFooter } from '../components/PagedListFooter';
import { usePagedList } from '../hooks/usePagedList';
import '../i18n/registerAdminI18n';

const loadPage = (page: number) => adminListAuditLog({ page });

/** The audit log (route /admin/audit-log): every admin action, newest first, a page at a time. */
export function AdminAuditLogScreen() {
  const { t } = useTranslation('admin');
  const { list, reload, loadMore } = usePagedList(loadPage, 'audit-log');

  return (
    <>
      <AppHeader title={t('audit.title')} />
      <main className={body} aria-busy={list.state === 'loading'}>
        {list.state === 'loading' ? (
          <>
            <Skeleton shape="block" blockSize="96px" />
            <Skeleton shape="block" blockSize="96px" />
            <Skeleton shape="block" blockSize="96px" />
          </>
        ) : list.state === 'failed' ? (
          <LoadFailed title={t('audit.loadFailed')} error={list.error} onRetry={() => void reload()} />
        ) : list.items.length === 0 ? (
          <EmptyState title={t('audit.empty')} description={t('audit.emptyHint')} />
        ) : (
          <>
            <ol className={rowList} aria-label={t('audit.listLabel')}>
              {list.items.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
            <PagedListFooter
              shown={list.items.length}
              meta={list.meta}
              isLoadingMore={list.isLoadingMore}
              loadMoreError={list.loadMoreError}
              onLoadMore={() => void loadMore()}
            />
          </>
        )}
      </main>
    </>
  );
}
