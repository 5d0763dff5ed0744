import {
  Button,
  Card,
  DateText,
  DetailList,
  Skeleton,
  StatusBadge,
  toLocaleDigits,
  visuallyHidden,
} from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorsQuery, type SecondFactors } from '../../entities/secondFactor';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import '../i18n/registerSecurityI18n';
import * as styles from './SecondFactorCard.css';
import { RemoveAppDialog } from './RemoveAppDialog';
import { TotpEnrolmentDialog } from './TotpEnrolmentDialog';

function AppOn({ factors, onRemove }: { factors: SecondFactors; onRemove: () => void }) {
  const { t } = useTranslation('security');
  const locale = useDisplayLocale();
  return (
    <div className={styles.content}>
      <div>
        <StatusBadge status="Approved" label={t('secondFactor.on')} />
      </div>
      <p className={styles.body}>{t('secondFactor.onBody')}</p>
      <DetailList
        items={[
          ...(factors.totp_enabled_at
            ? [
                {
                  id: 'since',
                  label: t('secondFactor.since'),
                  value: <DateText value={factors.totp_enabled_at} showTime={false} />,
                },
              ]
            : []),
          {
            id: 'codesLeft',
            label: t('secondFactor.codesLeft'),
            value: toLocaleDigits(String(factors.recovery_codes_left), locale),
          },
        ]}
      />
      <Button variant="secondary" fullWidth onPress={onRemove}>
        {t('removal.open')}
      </Button>
    </div>
  );
}

function AppOff({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation('security');
  return (
    <div className={styles.content}>
      <div>
        <StatusBadge status="Pending" label={t('secondFactor.off')} />
      </div>
      <p className={styles.body}>{t('secondFactor.offBody')}</p>
      <Button fullWidth onPress={onSetUp}>
        {t('secondFactor.setUp')}
      </Button>
    </div>
  );
}

/**
 * "Two-step sign-in" on the profile: whether the authenticator app is on (since when, how many recovery
 * codes are left) or off, with why it matters and Set up, which opens the set-up; when on, Turn off (a lost
 * or replaced phone). It loads on its own, so the rest of the profile never waits for it nor breaks with it;
 * once a set-up or a removal is done it reads the status again.
 */
export function SecondFactorCard() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const factors = useQuery(secondFactorsQuery);
  // Each opening is its own set-up, with a fresh form: a new key for the dialog's mount.
  const [openings, setOpenings] = useState(0);
  const [isEnrolling, setEnrolling] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const failed = !factors.data && factors.isError && !factors.isFetching;

  function startSetUp() {
    setOpenings((count) => count + 1);
    setEnrolling(true);
  }

  return (
    <Card title={t('secondFactor.title')}>
      {factors.data ? (
        factors.data.totp_enabled ? (
          <AppOn factors={factors.data} onRemove={() => setRemoving(true)} />
        ) : (
          <AppOff onSetUp={startSetUp} />
        )
      ) : failed ? (
        <LoadFailed
          title={t('secondFactor.failed')}
          error={factors.error}
          onRetry={() => void factors.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('secondFactor.loading')}</span>
          <Skeleton shape="block" inlineSize="5rem" blockSize="1.75rem" />
          <Skeleton lines={2} />
        </div>
      )}
      {isEnrolling ? (
        <TotpEnrolmentDialog
          key={openings}
          onClose={() => setEnrolling(false)}
          onDone={async () => {
            await queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey });
            setEnrolling(false);
          }}
          onAlreadyOn={() => void queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey })}
        />
      ) : null}
      {isRemoving ? (
        <RemoveAppDialog
          onClose={() => setRemoving(false)}
          onRemoved={async () => {
            await queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey });
            setRemoving(false);
          }}
        />
      ) : null}
    </Card>
  );
}
