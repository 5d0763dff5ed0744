import { AppHeader, Button } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { useBack } from '../../shared/hooks/useBack';
import { PagedListView } from '../../shared/components/PagedListView';
import { usePagedListTexts } from '../../shared/hooks/usePagedListTexts';
import { unreadCountQuery } from '../api/getUnreadNotificationCount';
import { notificationsQuery } from '../api/listNotifications';
import { NotificationRow } from '../components/NotificationRow';
import { useNotificationActions } from '../hooks/useNotificationActions';
import '../i18n/registerNotificationsI18n';
import { notificationsPaths } from '../paths';
import { isUnread } from '../rules/notificationTarget';
import * as styles from './NotificationsScreen.css';

/**
 * The person's notifications (route /notifications, the header's bell): newest first with
 * "{from}-{to} of {total}" and Load more; unread ones marked; opening one marks it read and follows its
 * link into the app; "Mark all read" while anything is unread.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const listTexts = usePagedListTexts('notifications');
  const headingId = useId();
  const back = useBack(notificationsPaths.home);
  const list = usePagedQuery(notificationsQuery());
  const count = useQuery(unreadCountQuery()).data?.count ?? 0;
  const actions = useNotificationActions();
  // The count covers pages not loaded yet; the rows cover a count that could not be loaded.
  const hasUnread = count > 0 || (list.status === 'success' && list.items.some(isUnread));
  const hasRows = list.status === 'success' && list.items.length > 0;

  return (
    <>
      <AppHeader title={t('title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow} aria-busy={list.status === 'pending'}>
        <section className={styles.section} aria-labelledby={headingId}>
          <div className={styles.toolbar}>
            <h2 id={headingId} className={styles.heading}>
              {t('list.label')}
            </h2>
            {hasRows ? (
              <Button
                variant="secondary"
                isDisabled={!hasUnread}
                isPending={actions.isMarkingAll}
                pendingLabel={t('markAll.pending')}
                onPress={actions.markAll}
              >
                {t('markAll.action')}
              </Button>
            ) : null}
          </div>
          <PagedListView
            list={list}
            label={t('list.label')}
            rowBlockSize="104px"
            loadFailedTitle={t('list.failed')}
            emptyTitle={t('list.empty')}
            emptyDescription={t('list.emptyHint')}
            texts={listTexts}
            renderItem={(notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={actions.open} />
            )}
          />
        </section>
      </main>
    </>
  );
}
