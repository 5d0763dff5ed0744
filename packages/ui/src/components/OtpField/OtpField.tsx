import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import { displayLocaleOf, toLocaleDigits } from '../../format/localeDigits';
import { normalizeDigits } from '../../utils/normalizeDigits';
import { cellsOf, codeDigits, fillCells } from './otpCode';
import * as styles from './OtpField.css';

export interface OtpFieldProps {
  /** Visible label; the accessible name of the group of cells. */
  label: string;
  /**
   * Accessible name of one cell, from its 1-based position and the code length, e.g.
   * `(n, total) => \`Digit ${n} of ${total}\``.
   * @default (n, total) => `${n}/${total}`
   */
  cellLabel?: (position: number, length: number) => string;
  /** Number of cells. @default 6 */
  length?: number;
  /** Controlled code (Latin digits, may be shorter than `length`). @default undefined (uncontrolled) */
  value?: string;
  /** Initial code when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the code (Latin digits only) whenever a cell changes. @default undefined */
  onChange?: (code: string) => void;
  /** Called once every cell holds a digit, e.g. to submit. @default undefined */
  onComplete?: (code: string) => void;
  /** Form field name; a hidden input carries the whole code. @default undefined */
  name?: string;
  /** Help text under the cells. @default undefined */
  description?: string;
  /** Error text under the cells; giving one marks every cell invalid. @default undefined */
  errorMessage?: string;
  /** Marks the cells invalid without a message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Moves focus into the first empty cell on mount. @default false */
  autoFocus?: boolean;
}

const defaultCellLabel = (position: number, length: number) => `${position}/${length}`;

/**
 * One-time code input: one cell per digit. Typing advances, Backspace on an empty cell goes back,
 * arrow keys move between cells in the order they are drawn, and pasting or autofilling a whole code
 * (`autocomplete="one-time-code"` on the first cell) fills every cell. Digits of any script are
 * accepted and reported as Latin digits; each cell shows its digit in the locale's script (Persian in
 * fa); anything else is ignored.
 *
 * The cells always run left to right, also in Persian: a code is a number, and numbers read left to
 * right in Persian text, so the cells match the code as the user sees it in the email.
 */
export function OtpField({
  label,
  cellLabel = defaultCellLabel,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  name,
  description,
  errorMessage,
  isInvalid,
  isDisabled = false,
  autoFocus = false,
}: OtpFieldProps) {
  const displayLocale = displayLocaleOf(useLocale().locale);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const [ownCode, setOwnCode] = useState(() => codeDigits(defaultValue).slice(0, length));
  const code = value === undefined ? ownCode : codeDigits(value).slice(0, length);
  const cells = cellsOf(code, length);
  const invalid = isInvalid ?? Boolean(errorMessage);

  const focusCell = (index: number) => {
    const cell = inputs.current[Math.max(0, Math.min(length - 1, index))];
    cell?.focus();
    cell?.select();
  };

  const commit = (next: string[]) => {
    // A cell emptied in the middle closes the gap: the code is always the digits in order.
    const nextCode = next.join('');
    if (value === undefined) setOwnCode(nextCode);
    onChange?.(nextCode);
    if (nextCode.length === length && nextCode !== code) onComplete?.(nextCode);
  };

  const write = (index: number, text: string) => {
    const digits = codeDigits(text);
    if (!digits) return;
    // Autofill and some keyboards put the whole code into the first cell: spread it out.
    const start = digits.length >= length ? 0 : index;
    const { cells: next, last } = fillCells(cells, start, digits);
    commit(next);
    focusCell(last + 1 < length ? last + 1 : last);
  };

  const handleChange = (index: number, text: string) => {
    if (text === '') {
      const next = [...cells];
      next[index] = '';
      commit(next);
      return;
    }
    // The cell may hold its old digit (shown in the locale's script) next to the new one: keep what was
    // just typed.
    const latin = normalizeDigits(text);
    const typed = latin.length > 1 && cells[index] && latin.startsWith(cells[index]) ? latin.slice(1) : latin;
    write(index, typed);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // Cells are drawn left to right (see above), so Left is always the previous cell.
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusCell(index + (event.key === 'ArrowLeft' ? -1 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusCell(event.key === 'Home' ? 0 : length - 1);
    } else if (
      event.key.length === 1 &&
      codeDigits(event.key) !== '' &&
      codeDigits(event.key) === cells[index]
    ) {
      // Retyping the digit a cell already holds changes no value, so no change event would move on:
      // do it here, or the next digits land in the wrong cells.
      event.preventDefault();
      focusCell(index + 1);
    } else if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...cells];
      next[index - 1] = '';
      commit(next);
      focusCell(index - 1);
    }
  };

  const describedBy =
    [description ? descriptionId : null, invalid && errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={styles.cells}
        dir="ltr"
        data-invalid={invalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {cells.map((digit, index) => (
          <input
            // Cells are positions, not items: the index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.cell}
            value={toLocaleDigits(digit, displayLocale)}
            aria-label={cellLabel(index + 1, length)}
            aria-invalid={invalid || undefined}
            data-invalid={invalid || undefined}
            data-filled={digit ? true : undefined}
            data-disabled={isDisabled || undefined}
            disabled={isDisabled}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Only the first cell may take the focus on mount.
            autoFocus={autoFocus && index === Math.min(code.length, length - 1)}
            onChange={(event) => handleChange(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            data-focused={focused === index || undefined}
            onFocus={(event) => {
              setFocused(index);
              event.target.select();
            }}
            onBlur={() => setFocused(null)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={code} /> : null}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {invalid && errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
