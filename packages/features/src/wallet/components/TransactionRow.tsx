import { AmountText, CurrencyIcon, DateText, formatAmount } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { rowLink, rowMeta } from '../../shared/styles/rows.css';
import type { WalletTransaction } from '../api/listWalletTransactions';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './rows.css';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/**
 * One deposit or withdrawal in a list: the currency's icon, its type (the link to its detail), the date, the
 * amount and the status. The link is named by its type and amount, so a list of links reads apart.
 */
export function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const locale = useDisplayLocale();
  const currency = currencyName(transaction.currency);
  const type = t(`type.${transaction.type}`);
  return (
    <li className={styles.row} data-status={transaction.status}>
      <CurrencyIcon currency={transaction.currency} />
      <div className={styles.body}>
        <div className={styles.main}>
          <Link
            className={rowLink}
            to={walletPaths.transaction(transaction.id)}
            aria-label={t('history.openTransaction', {
              type,
              amount: `${formatAmount(transaction.amount, { locale })} ${currency}`,
            })}
          >
            {type}
          </Link>
          <span className={rowMeta}>
            <DateText value={transaction.date} />
          </span>
        </div>
        <div className={styles.figures}>
          <span className={styles.amount}>
            <AmountText value={transaction.amount} symbol={currency} />
          </span>
          <TransactionStatusBadge status={transaction.status} />
        </div>
      </div>
    </li>
  );
}
