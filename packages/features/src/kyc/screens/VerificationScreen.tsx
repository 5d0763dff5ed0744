import { parseDate, type CalendarDate } from '@internationalized/date';
import { AppHeader, Banner, Button, Skeleton, ToggleButtonGroup } from '@sarraf/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { getVerification, type Verification } from '../api/getVerification';
import { IndividualForm } from '../components/IndividualForm';
import { LegalForm } from '../components/LegalForm';
import '../i18n/registerKycI18n';
import type { IndividualValues } from '../rules/validateIndividual';
import * as styles from './VerificationScreen.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';

type AccountType = 'individual' | 'legal';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; verification: Verification; isFresh: boolean };

export interface VerificationScreenProps {
  /** The clock for the 18-year rule. @default () => new Date() */
  now?: () => Date;
  /**
   * Called once a submission reached review, so the app can reload the signed-in user (whose
   * verification status just changed) without this feature knowing about the session. @default undefined
   */
  onSubmitted?: () => void;
}

/** What a rejected individual submission said, to correct rather than type again (files are chosen again). */
function individualDefaults(verification: Verification): Partial<IndividualValues> | undefined {
  const details = verification.individual;
  if (!details) return undefined;
  return {
    first_name: details.first_name,
    national_code: details.national_code,
    birth_date: parseDateOrNull(details.birth_date),
    gender: details.gender,
    mobile: details.mobile,
  };
}

/** An ISO day, or null for anything else, so an odd stored value leaves the field empty rather than failing. */
function parseDateOrNull(value: string): CalendarDate | null {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * Profile information (route /profile/verification): the verification status, and while not verified the
 * choice of personal or company and its form. A rejected submission shows its reason and can be sent again.
 */
export function VerificationScreen({ now, onSubmitted }: VerificationScreenProps) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [accountType, setAccountType] = useState<AccountType | null>(null);

  const fetchVerification = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const verification = await getVerification();
      setAccountType(verification.user_type);
      setLoad({ state: 'ready', verification, isFresh: false });
    } catch (error) {
      setLoad({ state: 'failed', message: buildErrorText(error, t('common:errors.unexpected')) });
    }
  }, [t]);

  useEffect(() => {
    void fetchVerification();
  }, [fetchVerification]);

  function handleSubmitted(verification: Verification) {
    setLoad({ state: 'ready', verification, isFresh: true });
    onSubmitted?.();
  }

  return (
    <>
      <AppHeader title={t('title')} backLabel={t('back')} onBack={() => void navigate('/profile')} />
      <main className={screenColumn.narrow} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' ? (
          <>
            <Skeleton shape="block" blockSize="80px" />
            <Skeleton lines={3} />
          </>
        ) : load.state === 'failed' ? (
          <Banner
            tone="critical"
            title={t('loadFailed')}
            action={
              <Button variant="secondary" onPress={() => void fetchVerification()}>
                {t('retry')}
              </Button>
            }
          >
            {load.message}
          </Banner>
        ) : (
          <Ready
            verification={load.verification}
            isFresh={load.isFresh}
            accountType={accountType}
            onAccountType={setAccountType}
            onSubmitted={handleSubmitted}
            now={now}
          />
        )}
      </main>
    </>
  );
}

interface ReadyProps {
  verification: Verification;
  /** Just submitted from this screen: the in-review banner is announced. */
  isFresh: boolean;
  accountType: AccountType | null;
  onAccountType: (type: AccountType) => void;
  onSubmitted: (verification: Verification) => void;
  now?: () => Date;
}

function Ready({ verification, isFresh, accountType, onAccountType, onSubmitted, now }: ReadyProps) {
  const { t } = useTranslation('kyc');
  if (verification.status === 'verified') {
    return (
      <Banner tone="positive" title={t('status.verifiedTitle')}>
        <p className={styles.paragraph}>{t('status.verifiedBody')}</p>
      </Banner>
    );
  }
  if (verification.status === 'in_progress') {
    return (
      <Banner tone="warning" title={t('status.inProgressTitle')} isLive={isFresh}>
        <p className={styles.paragraph}>{t('status.inProgressBody')}</p>
      </Banner>
    );
  }
  return (
    <>
      {verification.reason ? (
        <Banner tone="critical" title={t('status.rejectedTitle')}>
          <p className={styles.paragraph}>{t('status.rejectedReason', { reason: verification.reason })}</p>
          <p className={styles.paragraph}>{t('status.rejectedHint')}</p>
        </Banner>
      ) : null}
      <ToggleButtonGroup
        label={t('accountType.label')}
        segments={[
          { id: 'individual', label: t('accountType.individual') },
          { id: 'legal', label: t('accountType.legal') },
        ]}
        value={accountType}
        onChange={(value) => onAccountType(value === 'legal' ? 'legal' : 'individual')}
      />
      {accountType === 'individual' ? (
        <IndividualForm
          defaultValues={individualDefaults(verification)}
          onSubmitted={onSubmitted}
          now={now}
        />
      ) : accountType === 'legal' ? (
        <LegalForm verification={verification} onSubmitted={onSubmitted} />
      ) : (
        <p className={styles.paragraph}>{t('accountType.hint')}</p>
      )}
    </>
  );
}
