import { Skeleton, Tabs } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { rowList } from '../../shared/styles/rows.css';
import type { WalletTransaction } from '../api/listWalletTransactions';
import { transactionMovementsQuery } from '../api/transactionMovementsQuery';
import '../i18n/registerWalletI18n';
import * as styles from './ReceiptTabs.css';
import { TransferRow } from './TransferRow';
import { muted, stack, textLink } from './walletPage.css';

/** Spec section 2's receipt tabs: the transfers assigned to the transaction, and its receipt. */
export function ReceiptTabs({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  return (
    <Tabs
      label={t('transaction.receiptTabs')}
      items={[
        {
          id: 'assigned',
          label: t('transaction.assigned'),
          content: <AssignedTransfers transaction={transaction} />,
        },
        { id: 'receipt', label: t('transaction.receipt'), content: <Receipt transaction={transaction} /> },
      ]}
    />
  );
}

/** The balance movements this deposit or withdrawal made (a credit, a hold, a release). */
function AssignedTransfers({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const { data, error, isError, isFetching, refetch } = useQuery(transactionMovementsQuery(transaction));
  if (!data) {
    return isError && !isFetching ? (
      <LoadFailed
        title={t('transaction.movementsFailed')}
        error={error}
        onRetry={() => void refetch()}
        retryLabel={t('retry')}
      />
    ) : (
      <div aria-busy="true">
        <Skeleton shape="block" blockSize="76px" />
      </div>
    );
  }
  return (
    <div className={stack}>
      {data.found.length === 0 ? (
        <p className={muted}>{t('transaction.movementsEmpty')}</p>
      ) : (
        <ol className={rowList} aria-label={t('transaction.movementsLabel')}>
          {data.found.map((transfer) => (
            <TransferRow key={transfer.id} transfer={transfer} />
          ))}
        </ol>
      )}
      {data.isDone ? null : <p className={muted}>{t('transaction.movementsIncomplete')}</p>}
    </div>
  );
}

/**
 * The payout receipt of a withdrawal, or the receipt the person uploaded with a deposit, drawn as an image;
 * a receipt the browser cannot draw (a PDF) is offered as a link instead.
 */
function Receipt({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const link = transaction.receipt_link ?? transaction.deposit_receipt_link;
  const [isDrawable, setDrawable] = useState(true);
  if (!link) return <p className={muted}>{t('transaction.noReceipt')}</p>;
  if (!isDrawable) {
    return (
      <a className={textLink} href={link} target="_blank" rel="noopener noreferrer">
        {t('transaction.receiptOpen')}
      </a>
    );
  }
  return (
    <img
      className={styles.image}
      src={link}
      alt={t('transaction.receiptImage')}
      onError={() => setDrawable(false)}
    />
  );
}
