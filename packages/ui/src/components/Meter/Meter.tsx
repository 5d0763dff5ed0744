import { Label, Meter as AriaMeter } from 'react-aria-components';
import type { Tone } from '../StatusBadge/tone.css';
import * as styles from './Meter.css';

export interface MeterProps {
  /** Visible label; also the accessible name, e.g. "Password strength". */
  label: string;
  /** Where the value sits between `minValue` and `maxValue` (clamped). */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * The value in words, shown beside the label and announced instead of a percentage, e.g. "Weak".
   * React Aria would otherwise announce a percentage in its own locale data.
   */
  valueLabel: string;
  /** Meaning of the value, drawn as the fill colour; the words in `valueLabel` carry it too. @default 'neutral' */
  tone?: Tone;
}

/** A labelled bar for a known quantity in a range (an ARIA meter), e.g. how strong a password is. */
export function Meter({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  tone = 'neutral',
}: MeterProps) {
  return (
    <AriaMeter
      className={styles.meter}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      data-tone={tone}
    >
      {({ percentage }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {/* Already the meter's aria-valuetext: read once, not twice. */}
            <span className={`${styles.value} ${styles.valueTone[tone]}`} aria-hidden="true">
              {valueLabel}
            </span>
          </div>
          <div className={styles.track}>
            <div
              className={`${styles.fill} ${styles.fillTone[tone]}`}
              style={{ inlineSize: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
