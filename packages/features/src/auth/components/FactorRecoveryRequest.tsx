import { Banner, Button, FileUpload, FormErrorSummary, TextField } from '@sarraf/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VIDEO_BYTES, VIDEO_TYPES } from '../../entities/upload';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { requestFactorRecovery } from '../api/requestFactorRecovery';
import '../i18n/registerAuthI18n';
import * as page from './AuthPage.css';

/** The contract's limit of the note, in characters as a person counts them. */
const NOTE_MAX = 500;

type Field = 'live_video' | 'note';

export interface FactorRecoveryRequestProps {
  /** Back to typing a code (the person found the app or a code after all). */
  onBack: () => void;
  /** Back to email and password: after the request, or when the step ran out. */
  onRestart: () => void;
}

/**
 * Inside the login's second step, for a person who lost the authenticator app and every recovery code: a new
 * live video (the identity check's own file field: MP4 or WebM up to 50 MB, the front camera on a phone) and
 * an optional note, sent for the desk to compare with the verified video. The right password just typed is
 * the proof the server takes; the desk's review is the check. A 409 (the step ran out, or a request already
 * waits) is said in the server's words with the way back to email and password.
 */
export function FactorRecoveryRequest({ onBack, onRestart }: FactorRecoveryRequestProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const fieldIds: Record<Field, string> = { live_video: `${id}-video`, note: `${id}-note` };
  const [ended, setEnded] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<{ live_video: File | null; note: string }, unknown, Field>({
    namespace: 'auth',
    initialValues: { live_video: null, note: '' },
    validate: ({ live_video, note }) => ({
      ...(live_video ? {} : { live_video: 'factorRecovery.videoRequired' }),
      ...([...note.trim()].length > NOTE_MAX ? { note: 'factorRecovery.noteTooLong' } : {}),
    }),
    submit: ({ live_video, note }) =>
      requestFactorRecovery({ live_video: live_video!, note: note.trim() || undefined }),
    onSuccess: () => setSent(true),
    onError: (error) => setEnded(isApiError(error) && error.status === 409),
  });

  if (sent) {
    return (
      <>
        <header>
          <h1 className={page.heading}>{t('factorRecovery.sentTitle')}</h1>
        </header>
        <Banner tone="positive" title={t('factorRecovery.sentBannerTitle')}>
          {t('factorRecovery.sentBody')}
        </Banner>
        <Button size="lg" fullWidth onPress={onRestart}>
          {t('secondFactor.startAgain')}
        </Button>
      </>
    );
  }

  return (
    <>
      <header>
        <h1 className={page.heading}>{t('factorRecovery.title')}</h1>
        <p className={page.subtitle}>{t('factorRecovery.subtitle')}</p>
      </header>
      <FormErrorSummary
        title={form.failure ? t('factorRecovery.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      {ended ? (
        <Button size="lg" fullWidth onPress={onRestart}>
          {t('secondFactor.startAgain')}
        </Button>
      ) : (
        <form className={page.form} noValidate onSubmit={form.handleSubmit}>
          <div id={fieldIds.live_video} tabIndex={-1}>
            <FileUpload
              label={t('factorRecovery.video')}
              chooseLabel={t('factorRecovery.chooseVideo')}
              dropLabel={t('factorRecovery.dropHint')}
              removeLabel={t('factorRecovery.removeFile')}
              accept={VIDEO_TYPES}
              maxSize={MAX_VIDEO_BYTES}
              typeErrorMessage={t('factorRecovery.typeError')}
              sizeErrorMessage={t('factorRecovery.sizeError')}
              description={t('factorRecovery.videoHint')}
              // A selfie: phones open the front camera, as at identity verification.
              defaultCamera="user"
              {...form.bind('live_video')}
            />
          </div>
          <TextField
            id={fieldIds.note}
            label={t('factorRecovery.note')}
            description={t('factorRecovery.noteHint')}
            name="note"
            {...form.bind('note')}
            isInvalid={Boolean(form.fieldErrors.note)}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            isPending={form.isPending}
            pendingLabel={t('factorRecovery.submitting')}
          >
            {t('factorRecovery.submit')}
          </Button>
        </form>
      )}
      <nav className={page.links}>
        {ended ? null : (
          <Button variant="ghost" onPress={onBack}>
            {t('factorRecovery.back')}
          </Button>
        )}
      </nav>
    </>
  );
}
