import { Button, CountdownTimer, systemClock, type Clock } from '@sarraf/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import type { OtpSent } from '../api/sendSignUpOtp';
import '../i18n/registerAuthI18n';
import * as styles from './ResendCode.css';

export interface ResendCodeProps {
  /** Seconds before the first resend is allowed (the server's `resend_in`); 0 allows it at once. */
  initialSeconds: number;
  /** Asks the server for a new code; resolves its answer or throws ApiError. */
  onResend: () => Promise<OtpSent>;
  /** @default false */
  isDisabled?: boolean;
  /** Source of time for the countdown; stories pass a manual clock. @default systemClock */
  clock?: Clock;
}

/**
 * "Resend code" with the server's cooldown counted down first (spec sections 2 and 8). Success and failure
 * are told in a toast, closed when the screen is left; a refused resend (429) counts down the server's
 * Retry-After before the next try.
 */
export function ResendCode({
  initialSeconds,
  onResend,
  isDisabled = false,
  clock = systemClock,
}: ResendCodeProps) {
  const { t } = useTranslation('auth');
  // Each countdown is its own round: a new round restarts the timer even when the seconds are the same.
  const [round, setRound] = useState({ id: 0, seconds: Math.max(0, initialSeconds) });
  const [isWaiting, setWaiting] = useState(initialSeconds > 0);
  const showToast = useScreenToasts();
  const resend = useMutation({
    mutationFn: onResend,
    onSuccess: ({ resend_in }) => {
      showToast({ title: t('otp.resent'), tone: 'positive' });
      startRound(resend_in);
    },
    onError: (error) => {
      showToast({ title: t('otp.resendFailed'), tone: 'critical' });
      if (isApiError(error) && error.retryAfterSeconds) startRound(error.retryAfterSeconds);
    },
  });

  function startRound(seconds: number) {
    setRound((previous) => ({ id: previous.id + 1, seconds }));
    setWaiting(seconds > 0);
  }

  if (isWaiting) {
    return (
      <p className={styles.wait}>
        <span>{t('otp.resendWait')}</span>{' '}
        <CountdownTimer
          key={round.id}
          seconds={round.seconds}
          label={t('otp.timerLabel')}
          unitLabel={t('otp.seconds')}
          minutesUnitLabel={t('otp.minutes')}
          endedLabel={t('otp.resendReady')}
          onEnd={() => setWaiting(false)}
          clock={clock}
        />
      </p>
    );
  }
  return (
    <div className={styles.ready}>
      <Button
        variant="ghost"
        onPress={() => resend.mutate()}
        isPending={resend.isPending}
        pendingLabel={t('otp.resending')}
        isDisabled={isDisabled}
      >
        {t('otp.resend')}
      </Button>
    </div>
  );
}
