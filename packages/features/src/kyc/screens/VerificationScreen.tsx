import { parseDate, type CalendarDate } from '@internationalized/date';
import { AppHeader, Banner, Button, Skeleton, ToggleButtonGroup } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { verificationQuery, type Verification } from '../api/getVerification';
import { IndividualForm } from '../components/IndividualForm';
import { LegalForm } from '../components/LegalForm';
import '../i18n/registerKycI18n';
import type { IndividualValues } from '../rules/validateIndividual';
import * as styles from './VerificationScreen.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';

type AccountType = 'individual' | 'legal';

export interface VerificationScreenProps {
  /** The clock for the 18-year rule. @default () => new Date() */
  now?: () => Date;
  /**
   * Called once a submission reached review (the signed-in user is already refreshed by then).
   * @default undefined
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
  const { data: verification, error, isError, isFetching, refetch } = useQuery(verificationQuery);
  // A retry after a failure shows the placeholders again; a failed refresh keeps what is shown.
  const isLoading = !verification && (!isError || isFetching);
  // Null until the person picks: the submission's own type then.
  const [chosenType, setAccountType] = useState<AccountType | null>(null);
  // Just submitted from this screen: the in-review banner is announced.
  const [isFresh, setFresh] = useState(false);

  function handleSubmitted() {
    setFresh(true);
    onSubmitted?.();
  }

  return (
    <>
      <AppHeader title={t('title')} backLabel={t('back')} onBack={() => void navigate('/profile')} />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {verification ? (
          <Ready
            verification={verification}
            isFresh={isFresh}
            accountType={chosenType ?? verification.user_type}
            onAccountType={setAccountType}
            onSubmitted={handleSubmitted}
            now={now}
          />
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="80px" />
            <Skeleton lines={3} />
          </>
        ) : (
          <Banner
            tone="critical"
            title={t('loadFailed')}
            action={
              <Button variant="secondary" onPress={() => void refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {buildErrorText(error, t('common:errors.unexpected'))}
          </Banner>
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
  onSubmitted: () => void;
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
