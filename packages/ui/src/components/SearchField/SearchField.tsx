import { Button as AriaButton, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import * as styles from './SearchField.css';
import { FieldHelp } from '../internal/FieldLabel';

export interface SearchFieldProps {
  /** Label; the accessible name even when hidden. */
  label: string;
  /** Hides the label on screen (the search icon and placeholder say what it is). @default false */
  isLabelHidden?: boolean;
  /** Accessible name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  /** Controlled text. @default undefined (uncontrolled) */
  value?: string;
  /** Initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called on every change of the text. @default undefined */
  onChange?: (value: string) => void;
  /** Called when Enter is pressed. @default undefined */
  onSubmit?: (value: string) => void;
  /** Called when the text is cleared by the button or Escape. @default undefined */
  onClear?: () => void;
  /** @default undefined */
  placeholder?: string;
  /** Help text under the input. @default undefined */
  description?: string;
  /** Error text under the input; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
  /** Focuses the input on mount, e.g. when the market picker opens. @default false */
  autoFocus?: boolean;
}

/** Search input with a search icon and a clear button; Escape clears (React Aria's SearchField). */
export function SearchField({
  label,
  isLabelHidden = false,
  clearLabel,
  value,
  defaultValue,
  onChange,
  onSubmit,
  onClear,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  autoFocus = false,
}: SearchFieldProps) {
  return (
    <AriaSearchField
      className={styles.field}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onSubmit={onSubmit}
      onClear={onClear}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
    >
      <Label className={isLabelHidden ? styles.hiddenLabel : styles.label}>{label}</Label>
      <div className={styles.box}>
        <svg className={styles.searchIcon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton className={styles.clear} aria-label={clearLabel}>
          <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={styles.clearIcon}>
            <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </AriaButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
