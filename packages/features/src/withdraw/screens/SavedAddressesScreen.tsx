import { AppHeader, Button, EmptyState, Identifier, Skeleton } from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { deleteSavedAddress } from '../api/deleteSavedAddress';
import { savedAddressesQuery, type SavedAddress } from '../api/listSavedAddresses';
import { AddAddressDialog } from '../components/AddAddressDialog';
import { DeleteSavedDialog } from '../components/DeleteSavedDialog';
import { loadState } from '../../shared/query/loadState';
import { addressName, SavedAddressList } from '../components/SavedAddressList';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { savedAddressesChanged } from '../state/withdrawChanges';
import * as styles from './WithdrawScreen.css';

/**
 * /cash-withdraw/USDT/addresses: the saved TRC-20 addresses in full, add one (checked as typed) or delete
 * one after a confirmation. Reached from the Tether withdrawal form, and back to it.
 */
export function SavedAddressesScreen() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  const saved = useQuery(savedAddressesQuery);
  const load = loadState([saved]);
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addButton = (
    <Button variant="secondary" onPress={() => setAdding(true)}>
      {t('savedAddresses.add')}
    </Button>
  );

  return (
    <>
      <AppHeader
        title={t('savedAddresses.title')}
        backLabel={t('back')}
        onBack={() => void navigate(withdrawPaths.withdraw('USDT'))}
      />
      <main className={screenColumn.narrow} aria-busy={load.isLoading}>
        {saved.data && saved.data.length > 0 ? (
          <>
            <div className={styles.addButton}>{addButton}</div>
            <SavedAddressList items={saved.data} onDelete={setDeleting} />
          </>
        ) : saved.data ? (
          <EmptyState
            title={t('savedAddresses.empty')}
            description={t('savedAddresses.emptyHint')}
            action={addButton}
          />
        ) : load.isLoading ? (
          <Skeleton shape="block" blockSize="96px" />
        ) : (
          <LoadFailed
            title={t('savedAddresses.loadFailed')}
            error={load.error}
            onRetry={load.retry}
            retryLabel={t('retry')}
          />
        )}
      </main>
      <AddAddressDialog
        isOpen={isAdding}
        onClose={() => setAdding(false)}
        onAdded={() => showToast({ title: t('savedAddresses.added'), tone: 'positive' })}
      />
      {deleting ? (
        <DeleteSavedDialog
          // One dialog per address asked about, so nothing of the last one's attempt carries over.
          key={deleting.id}
          isOpen
          onClose={() => setDeleting(null)}
          title={t('savedAddresses.deleteTitle')}
          body={
            // The whole address in the sentence, in groups that wrap only between them.
            <Trans
              t={t}
              i18nKey="savedAddresses.deleteBody"
              values={{ name: addressName(deleting) }}
              components={{ address: <Identifier value={deleting.address} /> }}
            />
          }
          remove={() => deleteSavedAddress(deleting.id)}
          onDeleted={async () => {
            await savedAddressesChanged(queryClient);
            showToast({ title: t('savedAddresses.deleted'), tone: 'positive' });
          }}
          confirmLabel={t('savedAddresses.delete')}
          pendingLabel={t('savedAddresses.deletePending')}
        />
      ) : null}
    </>
  );
}
