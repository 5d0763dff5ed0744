import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { MaskTextOptions } from '../../format/maskText';
import { MaskedText } from '../MaskedText/MaskedText';
import * as styles from './DetailList.css';

/** One label/value row. */
export interface DetailItem {
  /** Stable key and the row's identity in `onCopy`. */
  id: string;
  /** The label, e.g. "Tracking ID". */
  label: string;
  /** The value: text, or an element such as AmountText or StatusBadge. */
  value: ReactNode;
  /** Masks a text value: first `start` and last `end` characters kept (account 8 and 5). @default undefined */
  mask?: Pick<MaskTextOptions, 'start' | 'end'>;
  /** Screen-reader text for a masked value, e.g. "ending in 90123". @default undefined */
  maskedAccessibleText?: string;
  /** Text a copy button copies; with `copyLabel` and the list's `onCopy`, the row gets one. @default undefined */
  copyValue?: string;
  /** Accessible name of the copy button, e.g. "Copy transaction hash". @default undefined */
  copyLabel?: string;
  /** Direction of the value; IBANs, hashes and links read left to right. @default undefined (inherited) */
  dir?: 'ltr' | 'rtl';
}

export interface DetailListProps {
  /** The rows, in order. */
  items: readonly DetailItem[];
  /**
   * Called with the text and row when a copy button is pressed; the caller writes the clipboard
   * and shows the toast ("Transaction hash copied to clipboard"). @default undefined
   */
  onCopy?: (value: string, item: DetailItem) => void;
}

function CopyIcon() {
  return (
    <svg className={styles.copyIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" />
      <path
        d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function Value({ item }: { item: DetailItem }) {
  if (item.mask && typeof item.value === 'string') {
    return (
      <MaskedText
        text={item.value}
        start={item.mask.start}
        end={item.mask.end}
        accessibleText={item.maskedAccessibleText}
        dir={item.dir ?? 'ltr'}
      />
    );
  }
  return item.dir ? <bdi dir={item.dir}>{item.value}</bdi> : <>{item.value}</>;
}

/** Label/value rows of a detail screen (transaction and order details), with copy and masking. */
export function DetailList({ items, onCopy }: DetailListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => {
        const copyValue = item.copyValue;
        return (
          <div key={item.id} className={styles.row} data-masked={item.mask ? true : undefined}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              <span className={styles.valueText}>
                <Value item={item} />
              </span>
              {copyValue !== undefined && item.copyLabel && onCopy ? (
                <AriaButton
                  className={styles.copyButton}
                  aria-label={item.copyLabel}
                  onPress={() => onCopy(copyValue, item)}
                >
                  <CopyIcon />
                </AriaButton>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
