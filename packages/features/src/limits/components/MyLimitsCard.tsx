import { Card, Skeleton, visuallyHidden } from '@sarraf/ui';
import { formatAmount, formatDateTime, signOfDecimal, type DisplayLocale } from '@sarraf/ui/format';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { myLimitsQuery, type LimitKind, type PersonLimit } from '../api/getMyLimits';
import '../i18n/registerLimitsI18n';
import * as styles from './MyLimitsCard.css';

/** The kinds in the order a person looks for them: what leaves first, then trading, then what comes in. */
const LIMIT_KIND_ORDER: readonly LimitKind[] = [
  'irt_withdrawal',
  'usdt_withdrawal',
  'trade_value',
  'irt_deposit',
];

/** The person's limits in the card's order; a kind this screen does not know yet is left out. */
function orderedLimits(limits: readonly PersonLimit[]): PersonLimit[] {
  return LIMIT_KIND_ORDER.flatMap((kind) => limits.filter((limit) => limit.kind === kind));
}

/** Decimals an amount shows: Toman whole, Tether 3 (cut, never rounded), as the app shows them elsewhere. */
const shownDecimalsOf = (currency: PersonLimit['currency']) => (currency === 'IRT' ? 0 : 3);

/** An amount of the limit as the card writes it: grouped, in the reader's digits. */
function limitAmountText(value: string, currency: PersonLimit['currency'], locale: DisplayLocale) {
  return formatAmount(value, { locale, maxDecimals: shownDecimalsOf(currency) });
}

/** "Left today: X of Y Toman" (or this month's): what is left in bold, "of Y Toman" kept together. */
function LeftLine({
  i18nKey,
  left,
  limit,
  currency,
}: {
  i18nKey: 'today' | 'month';
  left: string;
  limit: string;
  currency: PersonLimit['currency'];
}) {
  const { t } = useTranslation('limits');
  const locale = useDisplayLocale();
  return (
    <p className={styles.line}>
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{
          left: limitAmountText(left, currency, locale),
          limit: limitAmountText(limit, currency, locale),
          unit: t(`currencies.${currency}`),
        }}
        components={{
          left: <bdi className={styles.left} data-none={signOfDecimal(left) === 0 || undefined} />,
          limit: <bdi className={styles.limit} />,
        }}
      />
    </p>
  );
}

/** One kind: its name, what is left today and this month, and whether the desk set it for this person. */
function LimitItem({ limit }: { limit: PersonLimit }) {
  const { t } = useTranslation('limits');
  const nameId = useId();
  return (
    <li className={styles.kind} aria-labelledby={nameId}>
      <div className={styles.kindHead}>
        <h3 id={nameId} className={styles.kindName}>
          {t(`kinds.${limit.kind}`)}
        </h3>
        {limit.own ? <p className={styles.own}>{t('own')}</p> : null}
      </div>
      <LeftLine i18nKey="today" left={limit.remaining_today} limit={limit.daily} currency={limit.currency} />
      <LeftLine
        i18nKey="month"
        left={limit.remaining_this_month}
        limit={limit.monthly}
        currency={limit.currency}
      />
      {limit.kind === 'irt_deposit' ? <p className={styles.hint}>{t('depositHint')}</p> : null}
    </li>
  );
}

/** When the limits start again: the day's at midnight, the month's on a date in the reader's calendar. */
function ResetsLine({ monthResetsAt }: { monthResetsAt: string }) {
  const { t } = useTranslation('limits');
  const locale = useDisplayLocale();
  return (
    <p className={styles.resets}>
      <Trans
        t={t}
        i18nKey="resets"
        values={{ date: formatDateTime(monthResetsAt, { locale, showTime: false }) }}
        components={{
          date: <time className={styles.date} dateTime={new Date(monthResetsAt).toISOString()} />,
        }}
      />
    </p>
  );
}

function LimitsContent({ limits }: { limits: readonly PersonLimit[] }) {
  const shown = orderedLimits(limits);
  // Every kind's month ends at once (the 1st of the next Persian month); the first one's says when.
  const monthResetsAt = shown[0]?.month_resets_at;
  return (
    <div className={styles.content}>
      <ul className={styles.kinds}>
        {shown.map((limit) => (
          <LimitItem key={limit.kind} limit={limit} />
        ))}
      </ul>
      {monthResetsAt ? <ResetsLine monthResetsAt={monthResetsAt} /> : null}
    </div>
  );
}

/**
 * "Your limits" on the profile (GET /api/limits): for each kind, what is left today and this month of what
 * the day and the month allow, in its currency; a note where the desk set the person's own amounts; when
 * the limits start again. It loads on its own, like the other profile cards: placeholders while it loads, a
 * failure with a retry inside the card, and a failed refresh keeps the figures shown.
 */
export function MyLimitsCard() {
  const { t } = useTranslation('limits');
  const limits = useQuery(myLimitsQuery());
  // A retry after a failure shows the placeholders again; a failed refresh keeps the figures shown.
  const failed = !limits.data && limits.isError && !limits.isFetching;
  return (
    <Card title={t('title')}>
      {limits.data ? (
        <LimitsContent limits={limits.data} />
      ) : failed ? (
        <LoadFailed
          title={t('failed')}
          error={limits.error}
          onRetry={() => void limits.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('loading')}</span>
          {LIMIT_KIND_ORDER.map((kind) => (
            <Skeleton key={kind} lines={3} />
          ))}
        </div>
      )}
    </Card>
  );
}
