import { Button, Identifier, visuallyHidden } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../api/listSavedAddresses';
import '../i18n/registerWithdrawI18n';
import * as styles from './savedList.css';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { shortAddress, usableFromText } from './withdrawSummary';

export interface SavedAddressListProps {
  items: readonly SavedAddress[];
  /** Asks to delete one (the screen confirms first). */
  onDelete: (address: SavedAddress) => void;
}

/** The name a saved address goes by: its label, or the start and end of the address. */
export function addressName(saved: SavedAddress): string {
  return saved.label ?? shortAddress(saved.address);
}

/** The saved addresses in full (this is where a person checks them), each with Delete. */
export function SavedAddressList({ items, onDelete }: SavedAddressListProps) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  return (
    <ul className={styles.list} aria-label={t('savedAddresses.listLabel')}>
      {items.map((saved) => {
        const wait = usableFromText(saved, locale, t);
        return (
          <li key={saved.id} className={styles.item}>
            <div className={styles.details}>
              <p className={styles.name}>{saved.label ?? t('destination.unlabelled')}</p>
              <p className={styles.meta}>{t('terms.networkValue')}</p>
              <p className={styles.code}>
                <Identifier value={saved.address} />
              </p>
              {wait ? <p className={styles.wait}>{wait}</p> : null}
            </div>
            <span className={styles.action}>
              <Button variant="ghost" onPress={() => onDelete(saved)}>
                {t('savedAddresses.delete')}
                <span className={visuallyHidden}>
                  {' '}
                  {t('savedAddresses.deleteName', { name: addressName(saved) })}
                </span>
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
