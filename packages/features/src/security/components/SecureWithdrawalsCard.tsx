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
import { secureWithdrawalsQuery, stageOf, type SecureWithdrawals } from '../../entities/secureWithdrawal';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import '../i18n/registerSecurityI18n';
import * as styles from './SecondFactorCard.css';
import { SecureWithdrawalsDialog, type SecureWithdrawalsAction } from './SecureWithdrawalsDialog';

/** The one button of each stage: off turns on, on turns off, ending keeps it on. */
const ACTION_OF = { off: 'turnOn', on: 'turnOff', ending: 'keepOn' } as const;

/** The stage's badge: on is the safe state; off, and on but counting down to its end, are warnings. */
const BADGE_OF = { off: 'Pending', on: 'Approved', ending: 'Processing' } as const;

function ModeDetails({ mode }: { mode: SecureWithdrawals }) {
  const { t } = useTranslation('security');
  const locale = useDisplayLocale();
  const stage = stageOf(mode);
  const hours = toLocaleDigits(String(mode.wait_hours), locale);
  return (
    <>
      <div>
        <StatusBadge status={BADGE_OF[stage]} label={t(`secureWithdrawals.${stage}`)} />
      </div>
      <p className={styles.body}>{t('secureWithdrawals.explain', { count: mode.wait_hours, hours })}</p>
      {stage === 'off' ? null : (
        <DetailList
          items={[
            ...(mode.on_since
              ? [
                  {
                    id: 'since',
                    label: t('secureWithdrawals.since'),
                    value: <DateText value={mode.on_since} />,
                  },
                ]
              : []),
            ...(mode.ends_at
              ? [
                  {
                    id: 'until',
                    label: t('secureWithdrawals.until'),
                    value: <DateText value={mode.ends_at} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}

/**
 * "Secure withdrawals" on the profile: whether withdrawals may go only to saved destinations that have
 * waited (off, on since when, or ending: in force until when), what that means, and the one button of the
 * stage, which asks for the authenticator app's code. Loads on its own, like the other security cards, and
 * reads the mode again once it changed.
 */
export function SecureWithdrawalsCard() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const mode = useQuery(secureWithdrawalsQuery);
  // Each opening is its own attempt, with empty cells: a new key for the dialog's mount.
  const [openings, setOpenings] = useState(0);
  const [asking, setAsking] = useState<SecureWithdrawalsAction | null>(null);
  const failed = !mode.data && mode.isError && !mode.isFetching;

  function ask(action: SecureWithdrawalsAction) {
    setOpenings((count) => count + 1);
    setAsking(action);
  }

  return (
    <Card title={t('secureWithdrawals.title')}>
      {mode.data ? (
        <div className={styles.content}>
          <ModeDetails mode={mode.data} />
          <Button
            fullWidth
            variant={stageOf(mode.data) === 'on' ? 'secondary' : 'primary'}
            onPress={() => ask(ACTION_OF[stageOf(mode.data)])}
          >
            {t(`secureWithdrawals.${ACTION_OF[stageOf(mode.data)]}.action`)}
          </Button>
        </div>
      ) : failed ? (
        <LoadFailed
          title={t('secureWithdrawals.failed')}
          error={mode.error}
          onRetry={() => void mode.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('secureWithdrawals.loading')}</span>
          <Skeleton shape="block" inlineSize="5rem" blockSize="1.75rem" />
          <Skeleton lines={2} />
        </div>
      )}
      {asking && mode.data ? (
        <SecureWithdrawalsDialog
          key={openings}
          action={asking}
          waitHours={mode.data.wait_hours}
          onClose={() => setAsking(null)}
          onChanged={async (changed) => {
            queryClient.setQueryData(secureWithdrawalsQuery.queryKey, changed);
            await queryClient.invalidateQueries({ queryKey: secureWithdrawalsQuery.queryKey });
            setAsking(null);
          }}
        />
      ) : null}
    </Card>
  );
}
