import { showToast } from '@sarraf/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import type { Notification } from '../api/listNotifications';
import { markAllNotificationsRead } from '../api/markAllNotificationsRead';
import { markNotificationRead } from '../api/markNotificationRead';
import '../i18n/registerNotificationsI18n';
import { isUnread } from '../rules/notificationTarget';
import { allNotificationsRead, notificationRead } from '../state/notificationChanges';

/**
 * What the notifications screen does with them: open one (marks it read, unless it already is), and mark
 * all read. Each refreshes the rows and the bell's count once the server took it; a failure is a toast
 * with the server's words. Marking one is not a form: nothing to fill in, no field to show an error on.
 */
export function useNotificationActions() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const screenToast = useScreenToasts();
  const failureText = (error: unknown) => buildErrorText(error, t('common:errors.unexpected'));

  const markOne = useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    // Returned, so the mutation stays pending until the rows and the count are up to date.
    onSuccess: (read) => notificationRead(queryClient, read),
    // Opening one with a link leaves the screen at once; the failure is told wherever the person is now,
    // so not with a toast that closes with this screen.
    onError: (error) =>
      showToast({ title: t('markOne.failed'), description: failureText(error), tone: 'critical' }),
  });

  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: async () => {
      await allNotificationsRead(queryClient);
      screenToast({ title: t('markAll.done'), tone: 'positive' });
    },
    onError: (error) =>
      screenToast({ title: t('markAll.failed'), description: failureText(error), tone: 'critical' }),
  });

  return {
    /** The person opened it: marked read when it was unread (the link, if any, is followed by itself). */
    open: (notification: Notification) => {
      if (isUnread(notification)) markOne.mutate(notification);
    },
    markAll: () => {
      if (!markAll.isPending) markAll.mutate();
    },
    isMarkingAll: markAll.isPending,
  };
}
