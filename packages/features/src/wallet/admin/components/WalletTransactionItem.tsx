import {
  AmountText,
  Button,
  CurrencyIcon,
  DateText,
  DetailList,
  Identifier,
  StatusBadge,
  type DetailItem,
} from '@sarraf/ui';
import { toIdentifier } from '@sarraf/ui/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import { receiptDownloadPath } from '../api/receiptDownloadPath';
import { RiskSignMarks } from './RiskSigns';
import { useWalletWords } from '../hooks/useWalletWords';
import '../i18n/registerWalletAdminI18n';
import * as styles from './WalletTransactionItem.css';
import { networkName, scaleOf } from '../../../entities/currency';

export interface WalletTransactionItemProps {
  transaction: AdminWalletTransaction;
  /** Opens the approval of a pending transaction (credit a deposit, mark a withdrawal paid). */
  onApprove: (transaction: AdminWalletTransaction) => void;
  /** Opens the rejection of a pending transaction. */
  onReject: (transaction: AdminWalletTransaction) => void;
}

/**
 * One deposit or withdrawal of the queue: what it is, how much, whose, and everything the operator checks
 * before deciding: a withdrawal's risk signs (what was unusual when it was requested), its fee, the amount
 * to pay out and where to (copyable); a deposit's source account, tracking id and receipt. A pending one
 * has its two decisions.
 */
export function WalletTransactionItem({ transaction, onApprove, onReject }: WalletTransactionItemProps) {
  const { t } = useTranslation('admin');
  const words = useWalletWords();
  const headingId = useId();
  const showToast = useScreenToasts();
  const { user, currency } = transaction;
  const unit = words.currencyName(currency);
  const kind = words.kind(transaction);
  const number = words.number(transaction.id);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ title: t('wallet.copy.copied'), tone: 'positive' });
    } catch {
      showToast({ title: t('wallet.copy.failed'), tone: 'critical' });
    }
  }

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.title}>
          <CurrencyIcon currency={currency} size="small" />
          <h2 id={headingId} className={styles.heading}>
            {kind} <span className={styles.muted}>{number}</span>
          </h2>
        </div>
        <StatusBadge status={transaction.status} label={t(`wallet.statuses.${transaction.status}`)} />
      </div>
      <AmountText value={transaction.amount} symbol={unit} maxDecimals={scaleOf(currency)} size="large" />
      <p className={styles.who}>
        {user.name ? <span className={styles.name}>{user.name}</span> : null}
        <bdi dir="ltr">{user.email}</bdi>
      </p>
      <RiskSignMarks signs={transaction.risk_signs} overLimit={transaction.over_limit} />
      <DetailList items={detailsOf(transaction, t, words)} onCopy={(value) => void copy(value)} />
      {transaction.status === 'Pending' ? (
        <div role="group" aria-label={t('wallet.actions.label', { kind, number })} className={styles.buttons}>
          <Button variant="primary" onPress={() => onApprove(transaction)}>
            {t(
              transaction.type === 'Deposit'
                ? 'wallet.actions.approveDeposit'
                : 'wallet.actions.approveWithdraw',
            )}
          </Button>
          <Button variant="critical" onPress={() => onReject(transaction)}>
            {t('wallet.actions.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

type Words = ReturnType<typeof useWalletWords>;
type Translate = (key: string) => string;

/** The rows that apply to this transaction, in the order an operator checks them. */
function detailsOf(transaction: AdminWalletTransaction, t: Translate, words: Words): DetailItem[] {
  const { currency } = transaction;
  const unit = words.currencyName(currency);
  const amount = (value: string | null) => (
    <AmountText value={value} symbol={unit} maxDecimals={scaleOf(currency)} />
  );
  // Identifiers by the digit rule (ui format/README.md): Latin digits, isolated, in groups, copied whole.
  const code = (value: string) => <Identifier value={value} />;
  const items: Array<DetailItem | false | null> =
    transaction.type === 'Withdraw'
      ? [
          { id: 'fee', label: t('wallet.fields.fee'), value: amount(transaction.fee) },
          transaction.received_amount !== null && {
            id: 'received',
            label: t('wallet.fields.receivedAmount'),
            value: amount(transaction.received_amount),
            copyValue: transaction.received_amount,
            copyLabel: t('wallet.copy.received'),
          },
          transaction.dest_iban !== null && {
            id: 'iban',
            label: t('wallet.fields.destinationIban'),
            value: code(transaction.dest_iban),
            copyValue: toIdentifier(transaction.dest_iban),
            copyLabel: t('wallet.copy.iban'),
          },
          transaction.dest_iban !== null && {
            id: 'bank',
            label: t('wallet.fields.destinationBank'),
            value: transaction.dest_bank ?? t('emptyValue'),
          },
          transaction.dest_address !== null && {
            id: 'address',
            label: t('wallet.fields.destinationAddress'),
            value: code(transaction.dest_address),
            copyValue: toIdentifier(transaction.dest_address),
            copyLabel: t('wallet.copy.address'),
          },
          transaction.network !== null && {
            id: 'network',
            label: t('wallet.fields.network'),
            value: networkName(transaction.network),
            dir: 'ltr',
          },
        ]
      : [
          transaction.source_account !== null && {
            id: 'source',
            label: t('wallet.fields.sourceAccount'),
            value: code(transaction.source_account),
          },
          transaction.source_account_name !== null && {
            id: 'sourceName',
            label: t('wallet.fields.sourceAccountName'),
            value: <bdi>{transaction.source_account_name}</bdi>,
          },
          currency === 'IRT' && {
            id: 'receipt',
            label: t('wallet.fields.receipt'),
            value: <Receipt link={transaction.deposit_receipt_link} />,
          },
        ];
  items.push(
    transaction.tracking_id !== null && {
      id: 'tracking',
      label: t('wallet.fields.trackingId'),
      value: code(transaction.tracking_id),
    },
    transaction.trx_hash !== null && {
      id: 'hash',
      label: t('wallet.fields.trxHash'),
      value: code(transaction.trx_hash),
    },
    transaction.description !== null && {
      id: 'description',
      label: t('wallet.fields.description'),
      value: <bdi>{transaction.description}</bdi>,
    },
    { id: 'requested', label: t('wallet.fields.requestedAt'), value: <DateText value={transaction.date} /> },
    transaction.reviewed_at !== null && {
      id: 'reviewed',
      label: t('wallet.fields.reviewedAt'),
      value: <DateText value={transaction.reviewed_at} />,
    },
    transaction.reject_reason !== null && {
      id: 'reason',
      label: t('wallet.fields.rejectReason'),
      value: <bdi>{transaction.reject_reason}</bdi>,
    },
  );
  return items.filter((item): item is DetailItem => Boolean(item));
}

/** A deposit's receipt, downloaded through downloadFile (an attachment, never opened in the app's origin). */
function Receipt({ link }: { link: string | null }) {
  const { t } = useTranslation('admin');
  const href = receiptDownloadPath(link);
  if (!href) return <>{t('wallet.noReceipt')}</>;
  return (
    <a className={styles.receiptLink} href={href} download>
      {t('wallet.receiptLink')}
    </a>
  );
}
