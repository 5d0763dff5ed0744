import { AmountText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { figuresOf } from '../rules/orderFigures';
import * as styles from './orderRows.css';

/**
 * What an order pays and receives, each in its currency, named as its state says: paid and received once
 * filled, held and to receive while it waits, held and returned once cancelled.
 */
export function OrderFigures({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const { pays, receives } = figuresOf(order);
  return (
    <div className={styles.figures}>
      {[pays, receives].map((figure) =>
        figure ? (
          <span key={figure.name} className={styles.figure}>
            <span className={styles.figureLabel}>{t(`figures.${figure.name}`)}</span>
            <AmountText value={figure.amount} symbol={words.currencyName(figure.symbol)} />
          </span>
        ) : null,
      )}
    </div>
  );
}
