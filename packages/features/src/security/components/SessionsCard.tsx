import { Button, Card, DateText, Skeleton, visuallyHidden } from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { sessionsQuery, type SessionSummary } from '../api/listSessions';
import '../i18n/registerSecurityI18n';
import { deviceName } from '../rules/deviceName';
import { DeviceName } from './DeviceName';
import * as styles from './deviceList.css';
import { SecurityMark } from './SecurityMark';
import { SignOutDialog, type SignOutTarget } from './SignOutDialog';

function SessionRow({ session, onSignOut }: { session: SessionSummary; onSignOut: () => void }) {
  const { t } = useTranslation('security');
  const name = deviceName(session, t);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <p className={styles.device}>
          <DeviceName device={session} />
        </p>
        {session.current ? (
          <SecurityMark tone="accent" icon="device" label={t('sessions.thisDevice')} />
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('device.ip')}</dt>
          <dd className={styles.factValue}>
            {session.ip ? (
              <bdi dir="ltr" className={styles.address}>
                {session.ip}
              </bdi>
            ) : (
              t('device.ipUnknown')
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('sessions.lastActive')}</dt>
          <dd className={styles.factValue}>
            {/* This session's last use is this very request. */}
            {session.current ? t('sessions.activeNow') : <DateText value={session.last_seen_at} />}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('sessions.signedInAt')}</dt>
          <dd className={styles.factValue}>
            <DateText value={session.created_at} />
          </dd>
        </div>
      </dl>
      {session.current ? null : (
        <span className={styles.rowAction}>
          <Button variant="secondary" onPress={onSignOut}>
            {t('sessions.endOne.action')}
            {/* Every other row has one: its name says which device it signs out. */}
            <span className={visuallyHidden}> {name}</span>
          </Button>
        </span>
      )}
    </li>
  );
}

/**
 * "Where you're signed in" on the profile: every live session, this device first and marked, each other
 * with the address and when it was last used, and Sign out (one, or all the others) after a confirmation.
 * Signing out reads the list again and a toast says what happened. Loads on its own, like the two-step
 * sign-in card, so the rest of the profile never waits for it nor breaks with it.
 */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  const sessions = useQuery(sessionsQuery);
  const [asking, setAsking] = useState<SignOutTarget | null>(null);
  // The button that opened the dialog is gone with its device: focus goes to the list, not to the page's
  // start, once the dialog has closed (React Aria leaves focus alone when it has somewhere to be).
  const list = useRef<HTMLUListElement>(null);
  const [focusesList, setFocusesList] = useState(false);
  useEffect(() => {
    if (!focusesList || asking) return;
    list.current?.focus();
    setFocusesList(false);
  }, [focusesList, asking]);
  const failed = !sessions.data && sessions.isError && !sessions.isFetching;
  const others = sessions.data?.data.filter((session) => !session.current) ?? [];

  async function signedOut(target: SignOutTarget, outcome: 'ended' | 'alreadyEnded') {
    await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    setFocusesList(true);
    // Ended meanwhile: the list read again says it all.
    if (outcome === 'alreadyEnded') return;
    showToast({
      title:
        target.kind === 'one'
          ? t('sessions.endOne.done', { device: deviceName(target.session, t) })
          : t('sessions.endOthers.done'),
      tone: 'positive',
    });
  }

  return (
    <Card title={t('sessions.title')}>
      {sessions.data ? (
        <div className={styles.content}>
          <p className={styles.intro}>{t('sessions.intro')}</p>
          <ul ref={list} tabIndex={-1} className={styles.list} aria-label={t('sessions.listLabel')}>
            {sessions.data.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => setAsking({ kind: 'one', session })}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <Button variant="critical" fullWidth onPress={() => setAsking({ kind: 'others' })}>
              {t('sessions.endOthers.action')}
            </Button>
          ) : (
            <p className={styles.note}>{t('sessions.onlyThisDevice')}</p>
          )}
        </div>
      ) : failed ? (
        <LoadFailed
          title={t('sessions.failed')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('sessions.loading')}</span>
          <Skeleton lines={3} />
          <Skeleton lines={3} />
        </div>
      )}
      {asking ? (
        <SignOutDialog
          // One dialog per device asked about, so nothing of the last attempt carries over.
          key={asking.kind === 'one' ? asking.session.id : 'others'}
          target={asking}
          onClose={() => setAsking(null)}
          onSignedOut={signedOut}
        />
      ) : null}
    </Card>
  );
}
