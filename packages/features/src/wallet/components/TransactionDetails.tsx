import {
  AmountText,
  Banner,
  Card,
  CurrencyIcon,
  DateText,
  DetailList,
  Identifier,
  type DetailItem,
} from '@sarraf/ui';
import { maskPresets, toIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import type { WalletTransaction } from '../api/listWalletTransactions';
import { networkName } from '../../entities/currency';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { capitalize } from '../rules/capitalize';
import { ReceiptTabs } from './ReceiptTabs';
import { StatusTimeline } from './StatusTimeline';
import * as styles from './TransactionDetails.css';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import { paragraph, textLink } from './walletPage.css';

type Field = keyof WalletTransaction;

/**
 * One deposit or withdrawal, field by field as spec section 2 lists them (fields that do not apply to its type
 * and currency are null and left out), its rejection reason, its progress and its receipt tabs.
 */
export function TransactionDetails({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const showToast = useScreenToasts();
  const items = useDetailItems(transaction);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ title: t('transaction.hashCopied'), tone: 'positive' });
    } catch (error) {
      // Spec section 8: a clipboard failure on the transaction hash is only logged.
      console.error('Copying the transaction hash failed', error);
    }
  }

  return (
    <>
      <Summary transaction={transaction} />
      {transaction.status === 'Rejected' && transaction.reject_reason ? (
        <Banner tone="critical" title={t('transaction.rejected')}>
          <p className={paragraph}>{t('transaction.rejectReason', { reason: transaction.reject_reason })}</p>
        </Banner>
      ) : null}
      <Card title={t('transaction.detailsTitle')}>
        <DetailList items={items} onCopy={(value) => void copy(value)} />
      </Card>
      <Card title={t('transaction.timeline.label')}>
        <StatusTimeline transaction={transaction} />
      </Card>
      <ReceiptTabs transaction={transaction} />
    </>
  );
}

/** The head of the detail: what it is, how much, and where it stands. */
function Summary({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  return (
    <div className={styles.summary}>
      <CurrencyIcon currency={transaction.currency} size="large" />
      <p className={styles.kind}>
        {t(`type.${transaction.type}`)} {currencyName(transaction.currency)}
      </p>
      <AmountText value={transaction.amount} symbol={currencyName(transaction.currency)} size="large" />
      <TransactionStatusBadge status={transaction.status} />
    </div>
  );
}

function useDetailItems(transaction: WalletTransaction): DetailItem[] {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const name = currencyName(transaction.currency);
  const label = (field: Field) => t(`transaction.fields.${field}`);
  const amount = (value: string | null) => <AmountText value={value} symbol={name} />;
  const endingIn = (value: string) =>
    t('transaction.endingIn', { end: value.slice(-maskPresets.account.end) });
  const items: Array<DetailItem | false> = [
    { id: 'type', label: label('type'), value: t(`type.${transaction.type}`) },
    {
      id: 'currency',
      label: label('currency'),
      value: (
        <span className={styles.currency}>
          <CurrencyIcon currency={transaction.currency} size="small" />
          {name}
        </span>
      ),
    },
    { id: 'status', label: label('status'), value: <TransactionStatusBadge status={transaction.status} /> },
    { id: 'amount', label: label('amount'), value: amount(transaction.amount) },
    present(transaction.remained_balance) && {
      id: 'remained_balance',
      label: label('remained_balance'),
      value: amount(transaction.remained_balance),
    },
    present(transaction.source_account) && {
      id: 'source_account',
      label: label('source_account'),
      value: (
        <Identifier
          value={transaction.source_account}
          mask={maskPresets.account}
          accessibleText={endingIn(transaction.source_account)}
        />
      ),
    },
    present(transaction.source_account_name) && {
      id: 'source_account_name',
      label: label('source_account_name'),
      value: transaction.source_account_name,
    },
    present(transaction.tracking_id) && {
      id: 'tracking_id',
      label: label('tracking_id'),
      value: <Identifier value={transaction.tracking_id} />,
    },
    present(transaction.dest_iban) && {
      id: 'dest_iban',
      label: label('dest_iban'),
      value: (
        <Identifier
          value={transaction.dest_iban}
          mask={maskPresets.account}
          accessibleText={endingIn(transaction.dest_iban)}
        />
      ),
    },
    present(transaction.dest_bank) && {
      id: 'dest_bank',
      label: label('dest_bank'),
      value: transaction.dest_bank,
    },
    present(transaction.dest_address) && {
      id: 'dest_address',
      label: label('dest_address'),
      value: <Identifier value={transaction.dest_address} />,
    },
    present(transaction.network) && {
      id: 'network',
      label: label('network'),
      value: networkName(transaction.network),
      dir: 'ltr',
    },
    present(transaction.fee) && { id: 'fee', label: label('fee'), value: amount(transaction.fee) },
    present(transaction.received_amount) && {
      id: 'received_amount',
      label: label('received_amount'),
      value: amount(transaction.received_amount),
    },
    { id: 'date', label: label('date'), value: <DateText value={transaction.date} /> },
    present(transaction.description) && {
      id: 'description',
      label: label('description'),
      value: transaction.description,
    },
    present(transaction.withdrawal_type) && {
      id: 'withdrawal_type',
      label: label('withdrawal_type'),
      value: t(`transaction.withdrawalType.${transaction.withdrawal_type}`, {
        defaultValue: capitalize(transaction.withdrawal_type),
      }),
    },
    present(transaction.deposit_receipt_link) && {
      id: 'deposit_receipt_link',
      label: label('deposit_receipt_link'),
      value: (
        <a
          className={textLink}
          href={transaction.deposit_receipt_link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('transaction.openDepositReceipt')}
        >
          {/* Named, not its address: the contract gives the link only, no file name or type. */}
          {t('transaction.receipt')}
        </a>
      ),
    },
    present(transaction.trx_hash) && {
      id: 'trx_hash',
      label: label('trx_hash'),
      value: <Identifier value={transaction.trx_hash} />,
      copyValue: toIdentifier(transaction.trx_hash),
      copyLabel: t('transaction.copyHash'),
    },
  ];
  return items.filter((item): item is DetailItem => Boolean(item));
}

/** Whether a field applies (the contract sends null for fields of another type or currency). */
function present(value: string | null): value is string {
  return value !== null && value !== '';
}
