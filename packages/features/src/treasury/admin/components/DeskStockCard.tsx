import { AmountText, Button, Card, CurrencyIcon, DetailList, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '../../../entities/currency';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { deskStockQuery, type DeskStock } from '../api/adminGetDeskStock';
import '../i18n/registerTreasuryAdminI18n';
import { FloorDialog } from './FloorDialog';
import * as styles from './treasury.css';
import { useTreasuryWords } from './useTreasuryWords';

/**
 * Each currency's stock: what the desk can pay out now first and large (what a quote is checked against),
 * then what it holds, what approved large orders reserved of it and the floor it keeps back, which an
 * operator sets from here.
 */
export function DeskStockCard() {
  const { t } = useTranslation('admin');
  const stock = useQuery(deskStockQuery());
  return (
    <Card title={t('treasury.stock.title')}>
      <p className={styles.hint}>{t('treasury.stock.hint')}</p>
      {stock.status === 'pending' ? (
        <Skeleton shape="block" blockSize="200px" />
      ) : stock.status === 'error' ? (
        <LoadFailed
          title={t('treasury.stock.loadFailed')}
          error={stock.error}
          onRetry={() => void stock.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <ul className={styles.stocks}>
          {stock.data.map((row) => (
            <CurrencyStock key={row.currency} stock={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CurrencyStock({ stock }: { stock: DeskStock }) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const headingId = useId();
  const [settingFloor, setSettingFloor] = useState(false);
  const showToast = useScreenToasts();
  const currency = words.currencyName(stock.currency);
  const amount = (value: string, size?: 'large') => (
    <AmountText value={value} symbol={currency} maxDecimals={scaleOf(stock.currency)} size={size} />
  );
  return (
    <li className={styles.stock} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.stockHeading}>
        <CurrencyIcon currency={stock.currency} size="small" />
        {t('treasury.stock.label', { currency })}
      </h3>
      <DetailList
        items={[
          { id: 'available', label: t('treasury.stock.available'), value: amount(stock.available, 'large') },
          { id: 'balance', label: t('treasury.stock.balance'), value: amount(stock.balance) },
          { id: 'reserved', label: t('treasury.stock.reserved'), value: amount(stock.reserved) },
          { id: 'floor', label: t('treasury.stock.floor'), value: amount(stock.floor) },
        ]}
      />
      <span className={styles.stockAction}>
        <Button variant="secondary" onPress={() => setSettingFloor(true)}>
          {t('treasury.stock.setFloor', { currency })}
        </Button>
      </span>
      {settingFloor ? (
        <FloorDialog
          stock={stock}
          onClose={() => setSettingFloor(false)}
          onSet={(after) =>
            showToast({
              title: t('treasury.floorDialog.done', {
                amount: words.amount(after.floor, after.currency),
                currency,
              }),
              tone: 'positive',
            })
          }
        />
      ) : null}
    </li>
  );
}
