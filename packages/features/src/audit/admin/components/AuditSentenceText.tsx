import { DateText, formatAmount, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '../../../entities/currency';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import '../i18n/registerAuditAdminI18n';
import type { AuditSentence, AuditValue } from '../rules/auditSentence';
import * as styles from './AuditEntryItem.css';

// Stands around a value's name in the translated text, so the sentence can be cut where each value goes.
// A private-use character: no catalogue text and no value contains it.
const MARK = '\uE000';

/**
 * A sentence of the audit log in the operator's language, each value written the app's way and in its
 * place: the translation decides the word order, so values are put in after it is chosen, not into it.
 */
export function AuditSentenceText({ sentence }: { sentence: AuditSentence }) {
  const { t } = useTranslation('admin');
  const values = sentence.values ?? {};
  const slots = Object.fromEntries(Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]));
  const written = t(sentence.key, {
    ...slots,
    ...(sentence.count === undefined ? {} : { count: sentence.count }),
  });
  return (
    <>
      {written.split(MARK).map((part, index) => {
        const value = index % 2 === 1 ? values[part] : undefined;
        return value ? <Value key={index} value={value} /> : part;
      })}
    </>
  );
}

function Value({ value }: { value: AuditValue }) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  switch (value.type) {
    case 'amount':
      // The operator's precision: Toman whole, Tether to the books' 6 decimals (as the wallet desk shows).
      return (
        <bdi className={styles.number}>
          {formatAmount(value.value, { locale, maxDecimals: scaleOf(value.currency) })}
        </bdi>
      );
    case 'number':
      return <bdi className={styles.number}>{formatAmount(value.value, { locale, maxDecimals: 6 })}</bdi>;
    case 'identifier':
      return (
        <bdi dir="ltr" className={styles.identifier}>
          {toLocaleDigits(value.value, 'en')}
        </bdi>
      );
    case 'text':
      return <bdi>{value.value}</bdi>;
    case 'word':
      return <>{t(value.key)}</>;
    case 'date':
      return <DateText value={value.value} />;
  }
}
