import { AlertDialog, AppHeader, EmptyState, showToast, Skeleton, toLocaleDigits } from '@sarraf/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { adminGetVerification, type AdminVerification } from '../api/adminGetVerification';
import { LoadFailed } from '../components/LoadFailed';
import { ReviewActions, type Decision } from '../components/ReviewActions';
import { SubmissionDetails } from '../components/SubmissionDetails';
import { useDisplayLocale } from '../hooks/useDisplayLocale';
import '../i18n/registerAdminI18n';
import { adminPaths } from '../paths';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';

type Load =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; verification: AdminVerification };

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
  const navigate = useNavigate();
  const location = useLocation();
  const id = submissionId(useParams().id);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [conflict, setConflict] = useState<string | null>(null);

  /** Loads the submission; `quietly` keeps what is shown until the answer is in (after a 409). */
  const fetchSubmission = useCallback(
    async (quietly = false) => {
      if (id === null) {
        setLoad({ state: 'notFound' });
        return;
      }
      if (!quietly) setLoad({ state: 'loading' });
      try {
        setLoad({ state: 'ready', verification: await adminGetVerification(id) });
      } catch (error) {
        if (isApiError(error) && error.status === 404) setLoad({ state: 'notFound' });
        else if (!quietly) setLoad({ state: 'failed', error });
      }
    },
    [id],
  );

  useEffect(() => {
    void fetchSubmission();
  }, [fetchSubmission]);

  function handleDecided(verification: AdminVerification, decision: Decision) {
    setLoad({ state: 'ready', verification });
    showToast({ title: t(`verification.${decision}`), tone: 'positive' });
  }

  function handleAlreadyDecided(message: string) {
    setConflict(message);
    // Show what was decided elsewhere: the actions go with the in-review status.
    void fetchSubmission(true);
  }

  // Back to where the admin came from (the queue, with its filter); opened directly, to the queue.
  const goBack = () => void (location.key === 'default' ? navigate(adminPaths.verifications) : navigate(-1));

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
      <main className={screenColumn.wide} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' ? (
          <>
            <Skeleton shape="block" blockSize="160px" />
            <Skeleton shape="block" blockSize="200px" />
            <Skeleton lines={3} />
          </>
        ) : load.state === 'notFound' ? (
          <EmptyState
            title={t('verification.notFound.title')}
            description={t('verification.notFound.description')}
            action={
              <Link className={linkButton.primary} to={adminPaths.verifications}>
                {t('verification.notFound.backToQueue')}
              </Link>
            }
          />
        ) : load.state === 'failed' ? (
          <LoadFailed
            title={t('verification.loadFailed')}
            error={load.error}
            onRetry={() => void fetchSubmission()}
          />
        ) : (
          <SubmissionDetails verification={load.verification}>
            {load.verification.status === 'in_progress' ? (
              <ReviewActions
                verification={load.verification}
                onDecided={handleDecided}
                onAlreadyDecided={handleAlreadyDecided}
              />
            ) : null}
          </SubmissionDetails>
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
