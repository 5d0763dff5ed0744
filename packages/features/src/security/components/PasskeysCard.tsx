import { Button, Card, DateText, Skeleton, visuallyHidden } from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeysSupported, secondFactorsQuery, type Passkey } from '../../entities/secondFactor';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import '../i18n/registerSecurityI18n';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import * as styles from './deviceList.css';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import { RenamePasskeyDialog } from './RenamePasskeyDialog';

/** As many as the server keeps for one person (openapi.yaml, `startPasskeyRegistration`). */
const MAX_PASSKEYS = 10;

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('security');
  return (
    <li className={styles.row}>
      <p className={styles.device}>
        <bdi>{passkey.name}</bdi>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('passkeys.added')}</dt>
          <dd className={styles.factValue}>
            <DateText value={passkey.created_at} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('passkeys.lastUsed')}</dt>
          <dd className={styles.factValue}>
            {passkey.last_used_at ? <DateText value={passkey.last_used_at} /> : t('passkeys.notUsedYet')}
          </dd>
        </div>
      </dl>
      <span className={styles.rowActions}>
        <Button variant="secondary" onPress={onRename}>
          {t('passkeys.rename.action')}
          <span className={visuallyHidden}> {passkey.name}</span>
        </Button>
        <Button variant="secondary" onPress={onRemove}>
          {t('passkeys.remove.action')}
          <span className={visuallyHidden}> {passkey.name}</span>
        </Button>
      </span>
    </li>
  );
}

type Asking = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey };

/**
 * "Passkeys" on the profile: the device keys that sign in and confirm withdrawals with a fingerprint, a face
 * or a PIN, besides the authenticator app (which must be on first and keeps the recovery codes). Lists each
 * with when it was added and last used; adds one (password, the app's code, then the device's own prompt),
 * renames and removes. Adding or removing one pauses withdrawals a day, which the dialogs say first.
 */
export function PasskeysCard() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  const factors = useQuery(secondFactorsQuery);
  const [asking, setAsking] = useState<Asking | null>(null);
  const failed = !factors.data && factors.isError && !factors.isFetching;
  const supported = passkeysSupported();

  async function done(title: string) {
    await queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey });
    setAsking(null);
    showToast({ title, tone: 'positive' });
  }

  const data = factors.data;
  return (
    <Card title={t('passkeys.title')}>
      {data ? (
        <div className={styles.content}>
          <p className={styles.intro}>{t('passkeys.intro')}</p>
          {!data.totp_enabled ? (
            <p className={styles.note}>{t('passkeys.needsApp')}</p>
          ) : (
            <>
              {data.passkeys.length > 0 ? (
                <ul className={styles.list} aria-label={t('passkeys.listLabel')}>
                  {data.passkeys.map((passkey) => (
                    <PasskeyRow
                      key={passkey.id}
                      passkey={passkey}
                      onRename={() => setAsking({ kind: 'rename', passkey })}
                      onRemove={() => setAsking({ kind: 'remove', passkey })}
                    />
                  ))}
                </ul>
              ) : (
                <p className={styles.note}>{t('passkeys.none')}</p>
              )}
              {!supported ? (
                <p className={styles.note}>{t('passkeys.unsupported')}</p>
              ) : data.passkeys.length >= MAX_PASSKEYS ? (
                <p className={styles.note}>{t('passkeys.full', { count: MAX_PASSKEYS })}</p>
              ) : (
                <Button fullWidth onPress={() => setAsking({ kind: 'add' })}>
                  {t('passkeys.add.action')}
                </Button>
              )}
            </>
          )}
        </div>
      ) : failed ? (
        <LoadFailed
          title={t('passkeys.failed')}
          error={factors.error}
          onRetry={() => void factors.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('passkeys.loading')}</span>
          <Skeleton lines={2} />
        </div>
      )}
      {asking?.kind === 'add' ? (
        <AddPasskeyDialog
          onClose={() => setAsking(null)}
          onAdded={(passkey) => done(t('passkeys.add.done', { name: passkey.name }))}
        />
      ) : null}
      {asking?.kind === 'rename' ? (
        <RenamePasskeyDialog
          passkey={asking.passkey}
          onClose={() => setAsking(null)}
          onRenamed={(passkey) => done(t('passkeys.rename.done', { name: passkey.name }))}
        />
      ) : null}
      {asking?.kind === 'remove' ? (
        <RemovePasskeyDialog
          passkey={asking.passkey}
          onClose={() => setAsking(null)}
          onRemoved={() => done(t('passkeys.remove.done', { name: asking.passkey.name }))}
        />
      ) : null}
    </Card>
  );
}
