import type { Locale } from '../../db/schema.js';
import type { components } from '../../generated/schema.gen.js';
import type { NotificationRow } from './notificationRepository.js';
import { notificationTexts } from './notificationTexts.js';

type Notification = components['schemas']['Notification'];

/** A notification as the contract's `Notification`, its texts in the reader's language. */
export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: Number(row.id),
    kind: row.kind,
    ...notificationTexts(locale, row.kind, row.params),
    link: row.link,
    read_at: row.read_at === null ? null : row.read_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
