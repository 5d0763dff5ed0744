import { notificationTexts, type Locale, type MessageParams } from '@sarraf/messages';
import type { Notification } from '../api/listNotifications';

/** "Now" in the mocks: every notification happened before it. */
export const MOCK_NOW = '2026-03-10T12:00:00+03:30';

/**
 * A notification as the mock server keeps it, like the real one: its kind and values, not its text; the
 * title and body are written when it is read, from the server's catalogue, in the reader's language.
 */
export interface StoredNotification {
  id: number;
  kind: Notification['kind'];
  /** Values of the kind's texts; an operator's reason is data written in one language, so per language. */
  params: MessageParams | Record<Locale, MessageParams>;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** The notifications the stories open by number. */
export const NOTIFICATION = {
  /** Unread, newest: the desk approved order 1041 and waits for the person's answer. */
  orderAwaitingAnswer: 135,
  /** Unread: a Toman deposit credited; links to its transaction. */
  depositApproved: 134,
  /** Unread, with no link (the contract allows one): identity verified. */
  verificationApproved: 133,
  /** Read: a Tether withdrawal paid; links to its transaction. */
  withdrawPaid: 132,
  /** Read: order 1040 filled. */
  orderFilled: 131,
  /** Read: a withdrawal rejected, with the operator's reason. */
  withdrawRejected: 130,
} as const;

/** The unread ones among the fixtures. */
export const UNREAD_IDS = [
  NOTIFICATION.orderAwaitingAnswer,
  NOTIFICATION.depositApproved,
  NOTIFICATION.verificationApproved,
] as const;

const REASONS: Record<Locale, { iban: string; card: string }> = {
  fa: {
    iban: 'نام صاحب حساب با نام شما یکی نیست.',
    card: 'تصویر کارت ملی خوانا نیست',
  },
  en: {
    iban: 'The account holder’s name does not match yours.',
    card: 'The national card image is not legible',
  },
};

/** A moment `minutes` before MOCK_NOW, as the server writes times (ISO 8601, UTC). */
export const minutesAgo = (minutes: number) =>
  new Date(Date.parse(MOCK_NOW) - minutes * 60_000).toISOString();

/** A read notification unless `read_at` says otherwise; read a minute after it was written. */
export function buildStoredNotification(
  spec: Omit<StoredNotification, 'read_at'> & { read_at?: string | null },
): StoredNotification {
  const read_at =
    spec.read_at === undefined ? new Date(Date.parse(spec.created_at) + 60_000).toISOString() : spec.read_at;
  return { ...spec, read_at };
}

const perLocale = (build: (locale: Locale) => MessageParams): Record<Locale, MessageParams> => ({
  fa: build('fa'),
  en: build('en'),
});

/**
 * The notifications that tell the stories apart, newest first: three unread (one without a link), then
 * read ones of every other kind the server sends.
 */
export function buildNotableNotifications(): StoredNotification[] {
  const at = (minutes: number) => minutesAgo(minutes);
  return [
    buildStoredNotification({
      id: NOTIFICATION.orderAwaitingAnswer,
      kind: 'order_awaiting_answer',
      params: { id: '1041' },
      link: '/orders/1041/details',
      read_at: null,
      created_at: at(15),
    }),
    buildStoredNotification({
      id: NOTIFICATION.depositApproved,
      kind: 'deposit_approved',
      params: { amount: '25000000', currency: 'IRT' },
      link: '/cash-withdraw/IRT/501',
      read_at: null,
      created_at: at(130),
    }),
    buildStoredNotification({
      id: NOTIFICATION.verificationApproved,
      kind: 'verification_approved',
      params: {},
      link: null,
      read_at: null,
      created_at: at(300),
    }),
    buildStoredNotification({
      id: NOTIFICATION.withdrawPaid,
      kind: 'withdraw_paid',
      params: { amount: '150.5', sentAmount: '149.5', feeAmount: '1', currency: 'USDT' },
      link: '/cash-withdraw/IRT/498',
      created_at: at(1500),
    }),
    buildStoredNotification({
      id: NOTIFICATION.orderFilled,
      kind: 'order_filled',
      params: {
        id: '1040',
        paidAmount: '20000000',
        paidCurrency: 'IRT',
        receivedAmount: '217.006',
        receivedCurrency: 'USDT',
      },
      link: '/orders/1040/details',
      created_at: at(1800),
    }),
    buildStoredNotification({
      id: NOTIFICATION.withdrawRejected,
      kind: 'withdraw_rejected',
      params: perLocale((locale) => ({ amount: '5000000', currency: 'IRT', reason: REASONS[locale].iban })),
      link: '/cash-withdraw/IRT/497',
      created_at: at(2900),
    }),
    buildStoredNotification({
      id: 129,
      kind: 'order_awaiting_approval',
      params: { id: '1042' },
      link: '/orders/1042/details',
      created_at: at(3000),
    }),
    buildStoredNotification({
      id: 128,
      kind: 'order_rejected',
      params: { id: '1037' },
      link: '/orders/1037/details',
      created_at: at(4300),
    }),
    buildStoredNotification({
      id: 127,
      kind: 'order_expired',
      params: { id: '1036' },
      link: '/orders/1036/details',
      created_at: at(5800),
    }),
    buildStoredNotification({
      id: 126,
      kind: 'verification_rejected',
      params: perLocale((locale) => ({ reason: REASONS[locale].card })),
      link: '/profile',
      created_at: at(7200),
    }),
  ];
}

/**
 * The person's notifications, newest first: the notable ten, then 25 older ones, orders filled and
 * deposits credited a few hours apart, all read; 35 in all, so the list has a second page.
 */
export function buildNotificationHistory(): StoredNotification[] {
  const older = Array.from({ length: 25 }, (_, index) => {
    const id = 125 - index;
    const created_at = minutesAgo(7500 + index * 300);
    return index % 2 === 0
      ? buildStoredNotification({
          id,
          kind: 'order_filled',
          // Written before the filled text named its figures: they read with the words of then.
          params: { id: String(1035 - index) },
          link: `/orders/${1035 - index}/details`,
          created_at,
        })
      : buildStoredNotification({
          id,
          kind: 'deposit_approved',
          params: { amount: String(2_000_000 + index * 500_000), currency: 'IRT' },
          link: `/cash-withdraw/IRT/${490 - index}`,
          created_at,
        });
  });
  return [...buildNotableNotifications(), ...older];
}

const hasLocales = (params: StoredNotification['params']): params is Record<Locale, MessageParams> =>
  'fa' in params && typeof params.fa === 'object';

/** The notification as the server answers it, its texts from the server's catalogue in `locale`. */
export function presentNotification(stored: StoredNotification, locale: Locale): Notification {
  const params = hasLocales(stored.params) ? stored.params[locale] : stored.params;
  return {
    id: stored.id,
    kind: stored.kind,
    ...notificationTexts(locale, stored.kind, params),
    link: stored.link,
    read_at: stored.read_at,
    created_at: stored.created_at,
  };
}
