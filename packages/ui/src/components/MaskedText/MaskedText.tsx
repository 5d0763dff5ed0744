import { maskText } from '../../format/maskText';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './MaskedText.css';

export interface MaskedTextProps {
  /** The full text, e.g. an account number or a receipt link. */
  text: string;
  /** Characters kept at the start (spec: account 8, receipt link 8). @default 8 */
  start?: number;
  /** Characters kept at the end (spec: account 5, receipt link 5). @default 5 */
  end?: number;
  /**
   * What screen readers hear instead of a run of asterisks, e.g. "Account ending in 90123".
   * Without it they read the masked text. @default undefined
   */
  accessibleText?: string;
  /** Writing direction of the text; account numbers and links read left to right. @default 'ltr' */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** Text with its middle hidden by asterisks: first `start` and last `end` characters kept. */
export function MaskedText({ text, start = 8, end = 5, accessibleText, dir = 'ltr' }: MaskedTextProps) {
  const masked = maskText(text, { start, end });
  return (
    <span className={styles.masked} data-masked={masked !== text || undefined}>
      <bdi dir={dir} translate="no" aria-hidden={accessibleText ? true : undefined}>
        {masked}
      </bdi>
      {accessibleText ? <span className={visuallyHidden}>{accessibleText}</span> : null}
    </span>
  );
}
