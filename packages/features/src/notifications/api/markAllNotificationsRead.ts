import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Count } from './getUnreadNotificationCount';

/** POST /api/notifications/read-all: every unread notification read; answers how many were unread. */
export async function markAllNotificationsRead(client: ApiClient = apiClient): Promise<Count> {
  return unwrap(await client.POST('/api/notifications/read-all'));
}
