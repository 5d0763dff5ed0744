import { Checkbox, Spinner } from '@sarraf/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptchaChallenge } from '../api/getCaptchaChallenge';
import '../i18n/registerAuthI18n';
import * as styles from './CaptchaCheck.css';
import { solveCaptcha } from './solveCaptcha';

export type CaptchaState = 'idle' | 'verifying' | 'verified' | 'error';

export interface CaptchaCheckProps {
  /** Receives the base64 ALTCHA payload once solved, and null when it is cleared or failed. */
  onChange(payload: string | null): void;
  /** Marks the control invalid (e.g. the form was sent without it). */
  isInvalid?: boolean;
  /** Shown under the control when invalid. */
  errorMessage?: string;
  /** Disables the control, e.g. while the form is being sent. @default false */
  isDisabled?: boolean;
}

/**
 * "I'm not a robot": checking it fetches a proof-of-work challenge and solves it in the browser. A solution
 * is accepted once, so the login screen remounts this control (new `key`) after each attempt.
 */
export function CaptchaCheck({ onChange, isInvalid, errorMessage, isDisabled = false }: CaptchaCheckProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<CaptchaState>('idle');
  const abortRef = useRef<AbortController | null>(null);

  // Stop hashing when the control goes away (navigation, remount after a failed login).
  useEffect(() => () => abortRef.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    abortRef.current = controller;
    setState('verifying');
    onChange(null);
    try {
      const challenge = await getCaptchaChallenge();
      const payload = await solveCaptcha(challenge, controller.signal);
      if (controller.signal.aborted) return;
      setState('verified');
      onChange(payload);
    } catch {
      if (controller.signal.aborted) return;
      setState('error');
    }
  }

  function handleChange(isSelected: boolean) {
    if (isSelected) {
      void verify();
      return;
    }
    abortRef.current?.abort();
    setState('idle');
    onChange(null);
  }

  const statusText =
    state === 'verifying' ? t('captcha.verifying') : state === 'verified' ? t('captcha.verified') : undefined;

  return (
    <div className={styles.root} data-state={state}>
      <div className={styles.row}>
        <Checkbox
          isSelected={state === 'verified' || state === 'verifying'}
          onChange={handleChange}
          isDisabled={isDisabled || state === 'verifying'}
          isInvalid={isInvalid || state === 'error'}
          errorMessage={state === 'error' ? t('captcha.error') : errorMessage}
        >
          {t('captcha.label')}
        </Checkbox>
        {state === 'verifying' ? <Spinner label={t('captcha.verifying')} /> : null}
      </div>
      {/* Always mounted: a live region only announces changes it was present for. */}
      <span className={styles.status} role="status">
        {statusText}
      </span>
    </div>
  );
}
