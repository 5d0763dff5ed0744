import { DateText, visuallyHidden } from '@sarraf/ui';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowBody } from '../../shared/styles/rows.css';
import type { Notification } from '../api/listNotifications';
import '../i18n/registerNotificationsI18n';
import { isUnread, notificationTarget } from '../rules/notificationTarget';
import { NotificationIcon } from './NotificationIcon';
import * as styles from './notificationRows.css';

export interface NotificationRowProps {
  notification: Notification;
  /** The person opened it (a tap on its link or on an unread one without a link). */
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: its kind's icon, title, text and when it happened (the reader's calendar and digits).
 * Unread: a dot, a bold title and "Unread:" read out before the title, so colour is never the only cue.
 * With a link into the app the title is that link (it opens in a new tab too); an unread one without a
 * link is a button that marks it read; a read one without a link has nothing to do and is plain text.
 */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const unread = isUnread(notification);
  const target = notificationTarget(notification);
  const title = (
    <>
      {unread ? <span className={visuallyHidden}>{`${t('item.unread')} `}</span> : null}
      {notification.title}
    </>
  );
  return (
    <li className={styles.row} data-unread={unread || undefined} data-kind={notification.kind}>
      <NotificationIcon kind={notification.kind} />
      <div className={rowBody}>
        <div className={styles.head}>
          {unread ? <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" /> : null}
          {target ? (
            <Link className={styles.action} to={target} onClick={() => onOpen(notification)}>
              {title}
            </Link>
          ) : unread ? (
            <AriaButton className={styles.action} onPress={() => onOpen(notification)}>
              {title}
            </AriaButton>
          ) : (
            <span className={styles.title}>{title}</span>
          )}
        </div>
        <p className={styles.text}>{notification.body}</p>
        <span className={styles.meta}>
          <DateText value={notification.created_at} />
        </span>
      </div>
    </li>
  );
}
