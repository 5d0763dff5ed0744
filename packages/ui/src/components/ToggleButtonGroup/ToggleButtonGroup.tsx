import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup as AriaToggleButtonGroup } from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css';

/** Tones a segment can take when chosen: buy is positive, sell critical, anything else neutral. */
export const segmentTones = ['neutral', 'positive', 'critical'] as const;

/** One segment of a ToggleButtonGroup. */
export interface Segment {
  /** Value reported when the segment is chosen. */
  id: string;
  /** Visible text of the segment. */
  label: string;
  /** Fill of the segment while chosen. @default 'neutral' */
  tone?: (typeof segmentTones)[number];
}

export interface ToggleButtonGroupProps {
  /** Visible label of the group; also its accessible name. */
  label: string;
  /** Hides the label on screen while it stays the accessible name (e.g. buy/sell above a form). @default false */
  isLabelHidden?: boolean;
  /** The segments, in display order. */
  segments: readonly Segment[];
  /** Controlled chosen id. @default undefined (uncontrolled) */
  value?: string | null;
  /** Initial chosen id when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the chosen id; a chosen segment cannot be un-chosen. @default undefined */
  onChange?: (value: string) => void;
  /** Error text under the group (e.g. gender is required). @default undefined */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A segmented control with exactly one choice (React Aria's ToggleButtonGroup in single mode: a
 * radio group for assistive technology, arrow keys move between segments).
 */
export function ToggleButtonGroup({
  label,
  isLabelHidden = false,
  segments,
  value,
  defaultValue,
  onChange,
  errorMessage,
  isDisabled = false,
}: ToggleButtonGroupProps) {
  const labelId = useId();
  const errorId = useId();
  const toKeys = (id: string | null | undefined) => (id === undefined ? undefined : id === null ? [] : [id]);
  return (
    <div className={styles.field}>
      <span id={labelId} className={isLabelHidden ? styles.hiddenLabel : styles.label}>
        {label}
      </span>
      <AriaToggleButtonGroup
        className={styles.group}
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? errorId : undefined}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={toKeys(value)}
        defaultSelectedKeys={toKeys(defaultValue)}
        onSelectionChange={(keys) => {
          const [first] = keys;
          if (first !== undefined) onChange?.(String(first));
        }}
        isDisabled={isDisabled}
        data-invalid={errorMessage ? true : undefined}
      >
        {segments.map((segment) => (
          <ToggleButton
            key={segment.id}
            id={segment.id}
            className={styles.segment({ tone: segment.tone ?? 'neutral' })}
          >
            {segment.label}
          </ToggleButton>
        ))}
      </AriaToggleButtonGroup>
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
