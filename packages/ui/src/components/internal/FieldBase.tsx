import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Input, TextField as AriaTextField, useLocale } from 'react-aria-components';
import { displayLocaleOf, toLocaleDigits } from '../../format/localeDigits';
import { normalizeDigits as toLatinDigits } from '../../utils/normalizeDigits';
import * as styles from './field.css';
import { FieldHelp, FieldLabel } from './FieldLabel';

/** Props shared by TextField and PasswordField (documented on those components). */
export interface FieldBaseProps {
  label: string;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  placeholder?: string;
  normalizeDigits?: boolean;
  localeDigits?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Trailing control inside the input box (e.g. the password visibility toggle). */
  endSlot?: ReactNode;
}

/**
 * The labelled text input both public fields are built from. It is always controlled inside so
 * that digit normalisation also applies to uncontrolled use (`defaultValue`).
 */
export function FieldBase({
  label,
  id,
  name,
  value,
  defaultValue = '',
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  normalizeDigits = false,
  localeDigits = false,
  dir,
  endSlot,
}: FieldBaseProps) {
  const { direction, locale } = useLocale();
  const latinOnly = normalizeDigits || localeDigits;
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [ownValue, setOwnValue] = useState(() => (latinOnly ? toLatinDigits(defaultValue) : defaultValue));
  const current = value ?? ownValue;
  const shown = localeDigits ? toLocaleDigits(current, displayLocaleOf(locale)) : current;

  // A digit typed in the middle comes back in another script: the browser would then move the caret to
  // the end. Every digit is one character in either script, so the caret goes back where it was.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (!selection || !input || input !== input.ownerDocument.activeElement) return;
    input.setSelectionRange(selection[0], selection[1]);
  });

  const handleChange = (next: string) => {
    const cleaned = latinOnly ? toLatinDigits(next) : next;
    const input = inputRef.current;
    if (localeDigits && input?.selectionStart != null && input.selectionEnd != null) {
      pendingSelection.current = [input.selectionStart, input.selectionEnd];
    }
    if (value === undefined) setOwnValue(cleaned);
    onChange?.(cleaned);
  };

  return (
    <AriaTextField
      className={styles.field}
      id={id}
      // Shown in Persian digits, the text would be submitted in them: a hidden input carries the Latin value.
      name={localeDigits ? undefined : name}
      value={shown}
      onChange={handleChange}
      // The screens validate with the product's own messages; the browser's bubbles would be
      // in the browser's language, not the app's.
      validationBehavior="aria"
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.inputWrap}>
        <Input
          ref={inputRef}
          className={
            endSlot
              ? `${styles.input} ${styles.endSlotRoomOnInput[endSlotSide(dir, direction)]}`
              : styles.input
          }
          placeholder={placeholder}
          dir={dir}
        />
        {endSlot ? <div className={styles.endSlot}>{endSlot}</div> : null}
      </div>
      {localeDigits && name ? <input type="hidden" name={name} value={current} /> : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

/**
 * Which side of the input the end slot covers, in the input's own logical terms. The slot sits at
 * the field's end in the reading direction; an input with its own opposite `dir` has that edge at
 * its inline start.
 */
function endSlotSide(
  inputDir: FieldBaseProps['dir'],
  pageDirection: 'ltr' | 'rtl',
): 'end' | 'start' | 'both' {
  if (inputDir === undefined || inputDir === pageDirection) return 'end';
  return inputDir === 'auto' ? 'both' : 'start';
}
