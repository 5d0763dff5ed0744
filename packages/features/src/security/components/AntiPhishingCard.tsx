import {
  Banner,
  Button,
  Card,
  DateText,
  DetailList,
  Skeleton,
  StatusBadge,
  visuallyHidden,
} from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorsQuery } from '../../entities/secondFactor';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { isApiError } from '../../shared/errors/ApiError';
import { antiPhishingPhraseQuery, type AntiPhishingPhrase } from '../api/getAntiPhishingPhrase';
import '../i18n/registerSecurityI18n';
import { AntiPhishingDialog, type AntiPhishingAction } from './AntiPhishingDialog';
import * as styles from './SecondFactorCard.css';
import * as layout from './totpEnrolment.css';

/** Whether a phrase is set and since when; the phrase itself is never shown (the server never answers it). */
function PhraseState({ state }: { state: AntiPhishingPhrase }) {
  const { t } = useTranslation('security');
  return (
    <>
      <div>
        <StatusBadge
          status={state.is_set ? 'Approved' : 'Pending'}
          label={t(state.is_set ? 'antiPhishing.set' : 'antiPhishing.notSet')}
        />
      </div>
      <p className={styles.body}>{t(state.is_set ? 'antiPhishing.explainSet' : 'antiPhishing.explain')}</p>
      {state.is_set ? (
        <>
          {state.set_at ? (
            <DetailList
              items={[
                {
                  id: 'setAt',
                  label: t('antiPhishing.setAt'),
                  value: <DateText value={state.set_at} />,
                },
              ]}
            />
          ) : null}
          <p className={styles.body}>{t('antiPhishing.notShown')}</p>
        </>
      ) : null}
    </>
  );
}

/**
 * "Anti-phishing phrase" on the profile: what the phrase is for (every mail Sarraf sends opens with it, so
 * a mail without it is not from Sarraf), whether one is set and since when, and Set a phrase, or Change and
 * Remove, each asking for the authenticator app's code. Changing it needs the app, so without one the card
 * says to turn on two-step sign-in first and offers no form. Loads on its own, like the other security
 * cards; after a change it shows the new state and says so.
 */
export function AntiPhishingCard() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const phrase = useQuery(antiPhishingPhraseQuery);
  const factors = useQuery(secondFactorsQuery);
  // Each opening is its own attempt, with empty fields: a new key for the dialog's mount.
  const [openings, setOpenings] = useState(0);
  const [asking, setAsking] = useState<AntiPhishingAction | null>(null);
  const [done, setDone] = useState<AntiPhishingAction | null>(null);
  // The contract lets the read answer 403 too: that is the same "no app" the second factors say.
  const readForbidden = isApiError(phrase.error) && phrase.error.status === 403;
  const noApp = readForbidden || factors.data?.totp_enabled === false;
  const loaded = Boolean((phrase.data || readForbidden) && factors.data);
  const phraseFailed = !phrase.data && phrase.isError && !phrase.isFetching && !readForbidden;
  const factorsFailed = !factors.data && factors.isError && !factors.isFetching;
  const failure = phraseFailed ? phrase.error : factorsFailed ? factors.error : null;

  function ask(action: AntiPhishingAction) {
    setOpenings((count) => count + 1);
    setDone(null);
    setAsking(action);
  }

  return (
    <Card title={t('antiPhishing.title')}>
      {loaded ? (
        <div className={styles.content}>
          {phrase.data ? <PhraseState state={phrase.data} /> : null}
          {done ? (
            <Banner isLive tone="positive" title={t(`antiPhishing.${done}.done`)}>
              {t('antiPhishing.doneMail')}
            </Banner>
          ) : null}
          {noApp ? (
            <Banner tone="warning" title={t('antiPhishing.needsApp.title')}>
              {t('antiPhishing.needsApp.body')}
            </Banner>
          ) : phrase.data?.is_set ? (
            <div className={layout.actions}>
              <span className={layout.action}>
                <Button variant="secondary" fullWidth onPress={() => ask('change')}>
                  {t('antiPhishing.change.action')}
                </Button>
              </span>
              <span className={layout.action}>
                <Button variant="secondary" fullWidth onPress={() => ask('remove')}>
                  {t('antiPhishing.remove.action')}
                </Button>
              </span>
            </div>
          ) : (
            <Button fullWidth onPress={() => ask('setUp')}>
              {t('antiPhishing.setUp.action')}
            </Button>
          )}
        </div>
      ) : failure ? (
        <LoadFailed
          title={t('antiPhishing.failed')}
          error={failure}
          onRetry={() => {
            if (phraseFailed) void phrase.refetch();
            if (factorsFailed) void factors.refetch();
          }}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('antiPhishing.loading')}</span>
          <Skeleton shape="block" inlineSize="5rem" blockSize="1.75rem" />
          <Skeleton lines={2} />
        </div>
      )}
      {asking ? (
        <AntiPhishingDialog
          key={openings}
          action={asking}
          onClose={() => setAsking(null)}
          onChanged={async (changed) => {
            queryClient.setQueryData(antiPhishingPhraseQuery.queryKey, changed);
            await queryClient.invalidateQueries({ queryKey: antiPhishingPhraseQuery.queryKey });
            setDone(asking);
            setAsking(null);
          }}
          onNoApp={() => void queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey })}
        />
      ) : null}
    </Card>
  );
}
