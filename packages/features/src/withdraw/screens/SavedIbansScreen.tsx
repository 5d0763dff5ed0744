import { AppHeader, Button, EmptyState, Skeleton } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { deleteSavedIban } from '../api/deleteSavedIban';
import { savedIbansQuery, type SavedIban } from '../api/listSavedIbans';
import { AddIbanDialog } from '../components/AddIbanDialog';
import { DeleteSavedDialog } from '../components/DeleteSavedDialog';
import { loadState } from '../../shared/query/loadState';
import { SavedIbanList } from '../components/SavedIbanList';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { savedIbansChanged } from '../state/withdrawChanges';
import * as styles from './WithdrawScreen.css';

/**
 * /cash-withdraw/IRT/ibans: the saved IBANs in full, add one (checked, named by its bank) or delete one
 * after a confirmation. Reached from the Toman withdrawal form, and back to it.
 */
export function SavedIbansScreen() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  const saved = useQuery(savedIbansQuery);
  const load = loadState([saved]);
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedIban | null>(null);
  const addButton = (
    <Button variant="secondary" onPress={() => setAdding(true)}>
      {t('savedIbans.add')}
    </Button>
  );

  return (
    <>
      <AppHeader
        title={t('savedIbans.title')}
        backLabel={t('back')}
        onBack={() => void navigate(withdrawPaths.withdraw('IRT'))}
      />
      <main className={screenColumn.narrow} aria-busy={load.isLoading}>
        {saved.data && saved.data.length > 0 ? (
          <>
            <div className={styles.addButton}>{addButton}</div>
            <SavedIbanList items={saved.data} onDelete={setDeleting} />
          </>
        ) : saved.data ? (
          <EmptyState
            title={t('savedIbans.empty')}
            description={t('savedIbans.emptyHint')}
            action={addButton}
          />
        ) : load.isLoading ? (
          <Skeleton shape="block" blockSize="96px" />
        ) : (
          <LoadFailed
            title={t('savedIbans.loadFailed')}
            error={load.error}
            onRetry={load.retry}
            retryLabel={t('retry')}
          />
        )}
      </main>
      <AddIbanDialog
        isOpen={isAdding}
        onClose={() => setAdding(false)}
        onAdded={() => showToast({ title: t('savedIbans.added'), tone: 'positive' })}
      />
      {deleting ? (
        <DeleteSavedDialog
          // One dialog per IBAN asked about, so nothing of the last one's attempt carries over.
          key={deleting.id}
          isOpen
          onClose={() => setDeleting(null)}
          title={t('savedIbans.deleteTitle')}
          body={t('savedIbans.deleteBody', {
            owner: deleting.owner_name,
            digits: isolateIdentifier(deleting.iban.slice(-4)),
          })}
          remove={() => deleteSavedIban(deleting.id)}
          onDeleted={async () => {
            await savedIbansChanged(queryClient);
            showToast({ title: t('savedIbans.deleted'), tone: 'positive' });
          }}
          confirmLabel={t('savedIbans.delete')}
          pendingLabel={t('savedIbans.deletePending')}
        />
      ) : null}
    </>
  );
}
