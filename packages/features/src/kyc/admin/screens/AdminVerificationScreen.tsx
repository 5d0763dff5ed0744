import { AlertDialog, AppHeader, EmptyState, Skeleton, toLocaleDigits } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appPaths } from '@sarraf/routes';
import { isApiError } from '../../../shared/errors/ApiError';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { useBack } from '../../../shared/hooks/useBack';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import { adminVerificationQuery, type AdminVerification } from '../api/adminGetVerification';
import { ReviewActions, type Decision } from '../components/ReviewActions';
import { SubmissionDetails } from '../components/SubmissionDetails';
import '../i18n/registerKycAdminI18n';
import { linkButton } from '../../../shared/styles/linkButton.css';
import { screenColumn } from '../../../shared/styles/screenColumn.css';

/** The route's id, or null when it cannot name a submission (the server would answer 404 anyway). */
function submissionId(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

/**
 * One submission in full (route /admin/verifications/:id): who sent it, their details or their company's,
 * the signature holders and every file; while it is in review, approve or reject it.
 */
export function AdminVerificationScreen() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const id = submissionId(useParams().id);
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...adminVerificationQuery(id ?? 0),
    enabled: id !== null,
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const showToast = useScreenToasts();
  const isNotFound = id === null || (isApiError(error) && error.status === 404);
  // A retry after a failure shows the placeholders again; a failed refresh keeps what is shown.
  const isLoading = !isNotFound && !data && (!isError || isFetching);

  function handleDecided(_verification: AdminVerification, decision: Decision) {
    showToast({ title: t(`verification.${decision}`), tone: 'positive' });
  }

  // Back to where the admin came from (the queue, with its filter); opened directly, to the queue.
  const goBack = useBack(appPaths.adminVerifications);

  return (
    <>
      <AppHeader
        title={
          id === null
            ? t('verification.title')
            : t('verification.titleWithId', { id: toLocaleDigits(String(id), locale) })
        }
        backLabel={t('back')}
        onBack={goBack}
      />
      <main className={screenColumn.wide} aria-busy={isLoading}>
        {isNotFound ? (
          <EmptyState
            title={t('verification.notFound.title')}
            description={t('verification.notFound.description')}
            action={
              <Link className={linkButton.primary} to={appPaths.adminVerifications}>
                {t('verification.notFound.backToQueue')}
              </Link>
            }
          />
        ) : data ? (
          <SubmissionDetails verification={data}>
            {data.status === 'in_progress' ? (
              <ReviewActions verification={data} onDecided={handleDecided} onAlreadyDecided={setConflict} />
            ) : null}
          </SubmissionDetails>
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="160px" />
            <Skeleton shape="block" blockSize="200px" />
            <Skeleton lines={3} />
          </>
        ) : (
          <LoadFailed
            title={t('verification.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
      <AlertDialog
        isOpen={conflict !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setConflict(null);
        }}
        title={t('verification.conflictTitle')}
        message={conflict ?? ''}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}
