import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  TextField as AriaTextField,
  useLocale,
} from 'react-aria-components';
import { caretAfter, formatDecimalInput, parseDecimalInput, significantBefore } from '../../format/decimal';
import { displayLocaleOf } from '../../format/localeDigits';
import * as styles from './AmountField.css';
import { FieldHelp, FieldLabel } from '../internal/FieldLabel';

export interface AmountFieldProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** Id of the input, so a FormErrorSummary link can focus it. @default generated */
  id?: string;
  /** Form field name; submits the plain decimal string (Latin digits, no grouping). @default undefined */
  name?: string;
  /** Controlled amount: a decimal string with Latin digits, no grouping, e.g. "1234.5". @default undefined */
  value?: string;
  /** Initial amount when uncontrolled (decimal string). @default '' */
  defaultValue?: string;
  /** Called with the amount as a decimal string (never a float), e.g. "1234.5", or '' when empty. @default undefined */
  onChange?: (value: string) => void;
  /** Most digits allowed after the point; extra digits are not accepted. 0 allows whole numbers only. @default 3 */
  maxDecimals?: number;
  /** Currency symbol or unit drawn at the end of the box, e.g. "USDT" or "تومان". @default undefined */
  unit?: ReactNode;
  /** The amount the "max" action fills in (decimal string, truncated to `maxDecimals`). @default undefined */
  maxValue?: string;
  /** Label of the "max" action; the action shows only with both `maxValue` and `maxLabel`. @default undefined */
  maxLabel?: string;
  /** Help text under the box, e.g. the available balance. @default undefined */
  description?: string;
  /** Error text, e.g. "Insufficient USDT Balance!"; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
  /** Marks the field invalid without changing the message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Shows a required marker and sets aria-required. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default undefined */
  placeholder?: string;
}

/**
 * Money input. Accepts digits of any script and either decimal point, groups the whole part while
 * typing (the caret stays after the digit it was after), and reports a plain decimal string with Latin
 * digits. It shows the amount as a reader of the page's language writes it: Persian digits and
 * separators in fa (۹۲٬۱۵۰٫۵), Latin ones in en. Amounts are left to right in both languages, like every
 * number.
 */
export function AmountField({
  label,
  id,
  name,
  value,
  defaultValue = '',
  onChange,
  maxDecimals = 3,
  unit,
  maxValue,
  maxLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  placeholder,
}: AmountFieldProps) {
  const { direction, locale } = useLocale();
  const displayLocale = displayLocaleOf(locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Bumped to re-render after a refused keystroke, so the caret is put back (React restores the
  // value but not the caret, and an unchanged value alone would not re-render).
  const [, setRevision] = useState(0);
  const [ownValue, setOwnValue] = useState(() => parseDecimalInput(defaultValue, maxDecimals) ?? '');
  const amount = value ?? ownValue;
  const shown = formatDecimalInput(amount, displayLocale);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || input !== input.ownerDocument.activeElement) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const commit = (next: string) => {
    if (value === undefined) setOwnValue(next);
    if (next !== amount) onChange?.(next);
  };

  const handleChange = (text: string) => {
    const caret = inputRef.current?.selectionStart ?? text.length;
    const next = parseDecimalInput(text, maxDecimals);
    if (next === null) {
      // Rejected keystroke: the value stays, and the caret stays where the character would have gone.
      pendingCaret.current = caretAfter(shown, significantBefore(text, Math.max(0, caret - 1)));
      setRevision((revision) => revision + 1);
      return;
    }
    pendingCaret.current = caretAfter(
      formatDecimalInput(next, displayLocale),
      significantBefore(text, caret),
    );
    commit(next);
  };

  const invalid = isInvalid ?? Boolean(errorMessage);
  const showMax = maxValue !== undefined && maxLabel !== undefined;

  return (
    <AriaTextField
      className={styles.field}
      id={id}
      value={shown}
      onChange={handleChange}
      validationBehavior="aria"
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      inputMode="decimal"
      autoComplete="off"
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.box} isInvalid={invalid} isDisabled={isDisabled}>
        <Input
          ref={inputRef}
          className={`${styles.input} ${styles.inputAlign[direction]}`}
          placeholder={placeholder}
          dir="ltr"
        />
        {unit ? (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {showMax ? (
          <AriaButton
            className={styles.maxButton}
            isDisabled={isDisabled}
            onPress={() => {
              commit(parseDecimalInput(maxValue, maxDecimals) ?? amount);
              inputRef.current?.focus();
            }}
          >
            {maxLabel}
          </AriaButton>
        ) : null}
      </Group>
      {name ? <input type="hidden" name={name} value={amount} /> : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
