import { AmountText, CurrencyIcon, DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowLink, rowMeta, rowTitle } from '../../shared/styles/rows.css';
import type { Transfer } from '../api/listTransfers';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './rows.css';

/** Where a movement leads: the deposit or withdrawal it carried out, or its order; null for neither. */
function targetOf(transfer: Transfer): string | null {
  if (transfer.wallet_transaction_id !== null) return walletPaths.transaction(transfer.wallet_transaction_id);
  if (transfer.order_id !== null) return walletPaths.order(transfer.order_id);
  return null;
}

/**
 * One movement of the available balance: its kind, in or out, the amount and the balance after it. A
 * movement of a deposit or withdrawal links to that transaction, a movement of an order to the order.
 */
export function TransferRow({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const currency = currencyName(transfer.currency);
  const kind = t(`transfer.kind.${transfer.kind}`);
  const target = targetOf(transfer);
  return (
    <li className={styles.row}>
      <CurrencyIcon currency={transfer.currency} />
      <div className={styles.body}>
        <div className={styles.main}>
          {target === null ? (
            <span className={rowTitle}>{kind}</span>
          ) : (
            <Link className={rowLink} to={target}>
              {kind}
            </Link>
          )}
          <span className={rowMeta}>
            <DateText value={transfer.created_at} />
          </span>
        </div>
        <div className={styles.figures}>
          <span className={styles.amount}>
            <span className={styles.direction} data-direction={transfer.direction}>
              {t(`transfer.direction.${transfer.direction}`)}
            </span>{' '}
            <AmountText value={transfer.amount} symbol={currency} />
          </span>
          <span className={rowMeta}>
            <span>{t('history.balanceAfter')}</span>
            <AmountText value={transfer.balance_after} symbol={currency} />
          </span>
        </div>
      </div>
    </li>
  );
}
