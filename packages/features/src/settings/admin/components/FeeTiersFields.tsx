import { AmountField, Button, Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import { MAX_ROWS, type FeeTierRow } from '../rules/settingsValues';
import * as styles from './SettingsForm.css';
import type { BindRow } from './useSettingsForm';

export interface FeeTiersFieldsProps {
  rows: readonly FeeTierRow[];
  bindRow: BindRow;
  fieldId: (name: string) => string;
  /** A message about the whole list (no tier left). */
  listError: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  isDisabled: boolean;
}

/** The trading fee by 30-day volume: from 0, each tier starting higher; at least one, at most 20. */
export function FeeTiersFields({
  rows,
  bindRow,
  fieldId,
  listError,
  onAdd,
  onRemove,
  isDisabled,
}: FeeTiersFieldsProps) {
  const { t } = useTranslation('admin');
  const words = useSettingsWords();
  return (
    <Card title={t('settings.feeTiers.title')}>
      <p className={styles.description}>{t('settings.feeTiers.description')}</p>
      {rows.map((row, index) => {
        const number = words.digits(String(index + 1));
        const at = `fee_tiers.${index}`;
        return (
          <fieldset key={row.rowId} className={styles.row}>
            <legend className={styles.legend}>{t('settings.feeTiers.tier', { number })}</legend>
            <div className={styles.fields}>
              <AmountField
                id={fieldId(`${at}.min_volume`)}
                label={t('settings.feeTiers.minVolume')}
                {...bindRow('fee_tiers', index, 'min_volume')}
                maxDecimals={0}
                unit={words.currencyName('IRT')}
                isRequired
              />
              <AmountField
                id={fieldId(`${at}.fee_percent`)}
                label={t('settings.feeTiers.feePercent')}
                {...bindRow('fee_tiers', index, 'fee_percent')}
                maxDecimals={4}
                unit={t('settings.feeTiers.percent')}
                isRequired
              />
            </div>
            {rows.length > 1 ? (
              <span className={styles.rowAction}>
                <Button variant="secondary" isDisabled={isDisabled} onPress={() => onRemove(index)}>
                  {t('settings.feeTiers.remove', { number })}
                </Button>
              </span>
            ) : null}
          </fieldset>
        );
      })}
      {listError ? <p className={styles.listError}>{listError}</p> : null}
      <Button variant="secondary" isDisabled={isDisabled || rows.length >= MAX_ROWS} onPress={onAdd}>
        {t('settings.feeTiers.add')}
      </Button>
    </Card>
  );
}
