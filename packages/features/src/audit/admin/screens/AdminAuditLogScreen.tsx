import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '../../../shared/query/usePagedQuery';
import { auditLogQuery } from '../api/adminListAuditLog';
import { AuditEntryItem } from '../components/AuditEntryItem';
import '../i18n/registerAuditAdminI18n';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import { PagedListView } from '../../../shared/components/PagedListView';
import { usePagedListTexts } from '../../../shared/hooks/usePagedListTexts';

/** The audit log (route /admin/audit-log): every admin action, newest first, a page at a time. */
export function AdminAuditLogScreen() {
  const { t } = useTranslation('admin');
  const listTexts = usePagedListTexts('admin');
  const list = usePagedQuery(auditLogQuery);

  return (
    <>
      <AppHeader title={t('audit.title')} />
      <main className={screenColumn.wide} aria-busy={list.status === 'pending'}>
        <PagedListView
          list={list}
          label={t('audit.listLabel')}
          as="ol"
          rowBlockSize="96px"
          loadFailedTitle={t('audit.loadFailed')}
          emptyTitle={t('audit.empty')}
          emptyDescription={t('audit.emptyHint')}
          texts={listTexts}
          renderItem={(entry) => <AuditEntryItem key={entry.id} entry={entry} />}
        />
      </main>
    </>
  );
}
