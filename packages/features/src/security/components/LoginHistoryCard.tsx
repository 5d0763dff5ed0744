import { Button, Card, DateText, Skeleton, visuallyHidden } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { loginHistoryQuery, type LoginEvent, type LoginOutcome } from '../api/getLoginHistory';
import '../i18n/registerSecurityI18n';
import { DeviceName } from './DeviceName';
import * as styles from './deviceList.css';
import { SecurityMark, type SecurityMarkProps } from './SecurityMark';

/** How many sign-ins show before "Show all": the last few days at a glance, the month one press away. */
export const LOGIN_HISTORY_SHOWN = 10;

/** Each outcome's mark: a way in is positive, every refusal a warning (an attempt that was not yours?). */
const OUTCOME_MARK: Record<LoginOutcome, Pick<SecurityMarkProps, 'tone' | 'icon'>> = {
  signed_in: { tone: 'positive', icon: 'check' },
  wrong_password: { tone: 'warning', icon: 'warning' },
  wrong_code: { tone: 'warning', icon: 'warning' },
  locked: { tone: 'warning', icon: 'warning' },
};

function LoginEventRow({ event }: { event: LoginEvent }) {
  const { t } = useTranslation('security');
  return (
    <li className={styles.row} data-outcome={event.outcome}>
      <div className={styles.rowHead}>
        <SecurityMark {...OUTCOME_MARK[event.outcome]} label={t(`loginHistory.outcome.${event.outcome}`)} />
        {event.new_device ? (
          <SecurityMark tone="neutral" icon="new" label={t('loginHistory.newDevice')} />
        ) : null}
      </div>
      <p className={styles.device}>
        <DeviceName device={event} />
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('loginHistory.at')}</dt>
          <dd className={styles.factValue}>
            <DateText value={event.at} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('device.ip')}</dt>
          <dd className={styles.factValue}>
            {event.ip ? (
              <bdi dir="ltr" className={styles.address}>
                {event.ip}
              </bdi>
            ) : (
              t('device.ipUnknown')
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * "Recent sign-ins" on the profile: every attempt on the account in the last 30 days, newest first, each
 * saying in words how it ended (a refusal marked as a warning), from which device and address, when, and
 * whether the device was new to the account. The newest ten show, the rest after "Show all".
 */
export function LoginHistoryCard() {
  const { t } = useTranslation('security');
  const history = useQuery(loginHistoryQuery);
  const [showsAll, setShowsAll] = useState(false);
  const failed = !history.data && history.isError && !history.isFetching;
  const events = history.data?.data ?? [];
  const shown = showsAll ? events : events.slice(0, LOGIN_HISTORY_SHOWN);

  return (
    <Card title={t('loginHistory.title')}>
      {history.data ? (
        <div className={styles.content}>
          <p className={styles.intro}>{t('loginHistory.intro')}</p>
          {events.length > 0 ? (
            <ul className={styles.list} aria-label={t('loginHistory.listLabel')}>
              {shown.map((event, index) => (
                // The contract gives an attempt no id; the list is read whole each time, so its place is one.
                <LoginEventRow key={`${event.at}-${index}`} event={event} />
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('loginHistory.empty')}</p>
          )}
          {events.length > LOGIN_HISTORY_SHOWN ? (
            <Button variant="secondary" fullWidth onPress={() => setShowsAll((all) => !all)}>
              {showsAll ? t('loginHistory.showFewer') : t('loginHistory.showAll', { total: events.length })}
            </Button>
          ) : null}
        </div>
      ) : failed ? (
        <LoadFailed
          title={t('loginHistory.failed')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('loginHistory.loading')}</span>
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </div>
      )}
    </Card>
  );
}
