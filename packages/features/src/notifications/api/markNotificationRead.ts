import { apiClient, type ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/unwrap';
import type { Notification } from './listNotifications';

/**
 * POST /api/notifications/{id}/read: the person opened it. Answers the notification, now read (reading it
 * again keeps the first time); 404 when it is not theirs.
 */
export async function markNotificationRead(id: number, client: ApiClient = apiClient): Promise<Notification> {
  return unwrap(await client.POST('/api/notifications/{id}/read', { params: { path: { id } } }));
}
