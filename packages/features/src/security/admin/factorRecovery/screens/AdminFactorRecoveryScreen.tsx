import {
  AlertDialog,
  AppHeader,
  Card,
  DateText,
  DetailList,
  EmptyState,
  Skeleton,
  toLocaleDigits,
} from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appPaths } from '@sarraf/routes';
import { LoadFailed } from '../../../../shared/components/LoadFailed';
import { isApiError } from '../../../../shared/errors/ApiError';
import { useScreenToasts } from '../../../../shared/forms/useScreenToasts';
import { useBack } from '../../../../shared/hooks/useBack';
import { useDisplayLocale } from '../../../../shared/hooks/useDisplayLocale';
import { linkButton } from '../../../../shared/styles/linkButton.css';
import { screenColumn } from '../../../../shared/styles/screenColumn.css';
import { factorRecoveryQuery, type AdminFactorRecovery } from '../api/adminGetFactorRecovery';
import { RecoveryComparison } from '../components/RecoveryComparison';
import { RecoveryDecision, type RecoveryDecisionKind } from '../components/RecoveryDecision';
import { RecoveryStatusBadge } from '../components/RecoveryStatusBadge';
import * as styles from '../components/factorRecovery.css';
import '../i18n/registerFactorRecoveryAdminI18n';

function requestId(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

/** Who asks, where the request stands and the person's own words. */
function RequestSummary({ request }: { request: AdminFactorRecovery }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('factorRecovery.detail.person')}>
      <DetailList
        items={[
          { id: 'email', label: t('factorRecovery.detail.email'), value: request.user.email, dir: 'ltr' },
          ...(request.user.name
            ? [{ id: 'name', label: t('factorRecovery.detail.name'), value: request.user.name }]
            : []),
          {
            id: 'status',
            label: t('factorRecovery.detail.status'),
            value: <RecoveryStatusBadge status={request.status} />,
          },
          {
            id: 'note',
            label: t('factorRecovery.detail.note'),
            // The person's words in their own direction, whatever the screen's language.
            value: request.note ? <bdi>{request.note}</bdi> : t('factorRecovery.detail.noNote'),
          },
        ]}
      />
    </Card>
  );
}

/** A decided request: by whom, when, and the note or reason. */
function DecisionTaken({ request }: { request: AdminFactorRecovery }) {
  const { t } = useTranslation('admin');
  const who = request.decided_by?.name ?? request.decided_by?.email ?? t('system');
  return (
    <Card title={t('factorRecovery.decision.title')}>
      <p className={styles.paragraph}>
        {t(`factorRecovery.decision.${request.status === 'approved' ? 'approvedBy' : 'rejectedBy'}`, { who })}{' '}
        <DateText value={request.decided_at} showTime />
      </p>
      {request.decision_note ? (
        <p className={styles.paragraph}>
          {t('factorRecovery.decision.noteLabel')}: {request.decision_note}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * One request to replace a lost second factor (route /admin/factor-recoveries/:id): who asks, the new live
 * video beside the verified identity, both played in the page, and while it waits, approve or reject it.
 */
export function AdminFactorRecoveryScreen() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const id = requestId(useParams().id);
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...factorRecoveryQuery(id ?? 0),
    enabled: id !== null,
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const showToast = useScreenToasts();
  const isNotFound = id === null || (isApiError(error) && error.status === 404);
  const isLoading = !isNotFound && !data && (!isError || isFetching);
  const goBack = useBack(appPaths.adminFactorRecoveries);

  function handleDecided(_request: AdminFactorRecovery, decision: RecoveryDecisionKind) {
    showToast({ title: t(`factorRecovery.${decision}`), tone: 'positive' });
  }

  return (
    <>
      <AppHeader
        title={
          id === null
            ? t('factorRecovery.detail.title')
            : t('factorRecovery.detail.titleWithId', { id: toLocaleDigits(String(id), locale) })
        }
        backLabel={t('factorRecovery.back')}
        onBack={goBack}
      />
      <main className={screenColumn.wide} aria-busy={isLoading}>
        {isNotFound ? (
          <EmptyState
            title={t('factorRecovery.detail.notFoundTitle')}
            description={t('factorRecovery.detail.notFoundDescription')}
            action={
              <Link className={linkButton.primary} to={appPaths.adminFactorRecoveries}>
                {t('factorRecovery.detail.backToList')}
              </Link>
            }
          />
        ) : data ? (
          <>
            <RequestSummary request={data} />
            <RecoveryComparison request={data} />
            {data.status === 'pending' ? (
              <RecoveryDecision request={data} onDecided={handleDecided} onAlreadyDecided={setConflict} />
            ) : (
              <DecisionTaken request={data} />
            )}
          </>
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="160px" />
            <Skeleton shape="block" blockSize="320px" />
          </>
        ) : (
          <LoadFailed
            title={t('factorRecovery.detail.loadFailed')}
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
        title={t('factorRecovery.conflictTitle')}
        message={conflict ?? ''}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}
