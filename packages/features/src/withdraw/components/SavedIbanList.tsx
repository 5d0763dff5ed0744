import { Button, Identifier, visuallyHidden } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { SavedIban } from '../api/listSavedIbans';
import '../i18n/registerWithdrawI18n';
import * as styles from './savedList.css';
import { bankNameOf, usableFromText } from './withdrawSummary';

export interface SavedIbanListProps {
  items: readonly SavedIban[];
  /** Asks to delete one (the screen confirms first). */
  onDelete: (iban: SavedIban) => void;
}

/** The saved IBANs in full (this is where a person checks them), each with Delete. */
export function SavedIbanList({ items, onDelete }: SavedIbanListProps) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  return (
    <ul className={styles.list} aria-label={t('savedIbans.listLabel')}>
      {items.map((saved) => {
        const digits = isolateIdentifier(saved.iban.slice(-4));
        const bank = bankNameOf(saved, locale);
        const wait = usableFromText(saved, locale, t);
        return (
          <li key={saved.id} className={styles.item}>
            <div className={styles.details}>
              <p className={styles.name}>{saved.owner_name}</p>
              {bank ? <p className={styles.meta}>{bank}</p> : null}
              <p className={styles.code}>
                <Identifier value={saved.iban} />
              </p>
              {wait ? <p className={styles.wait}>{wait}</p> : null}
            </div>
            <span className={styles.action}>
              <Button variant="ghost" onPress={() => onDelete(saved)}>
                {t('savedIbans.delete')}
                {/* Every row has a Delete: its name says which IBAN it deletes. */}
                <span className={visuallyHidden}>
                  {' '}
                  {t('savedIbans.deleteName', { owner: saved.owner_name, digits })}
                </span>
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
