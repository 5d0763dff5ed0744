import { CurrencyIcon } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '../../entities/currency';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import * as styles from './CurrencyActionLinks.css';

const CURRENCIES: readonly Currency[] = ['IRT', 'USDT'];

export interface CurrencyActionLinksProps {
  /** Deposit leads to /cash-deposit/{currency}, withdraw to /cash-withdraw/{currency}. */
  action: 'deposit' | 'withdraw';
}

/** The deposit and withdraw tabs: one link per currency, to that currency's deposit or withdraw page. */
export function CurrencyActionLinks({ action }: CurrencyActionLinksProps) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles.list} aria-label={t(`actions.${action}Label`)}>
      {CURRENCIES.map((currency) => (
        <li key={currency}>
          <Link className={styles.link} to={walletPaths[action](currency)}>
            <CurrencyIcon currency={currency} size="large" />
            <span className={styles.text}>
              <span className={styles.title}>{t(`actions.${action}.${currency}`)}</span>
              <span className={styles.hint}>{t(`actions.${action}.${currency}Hint`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
