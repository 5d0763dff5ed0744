import { FieldBase } from '../internal/FieldBase';

export interface TextFieldProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** Id of the input element, so a FormErrorSummary link can focus it. @default generated */
  id?: string;
  /** Form field name submitted with the form. @default undefined */
  name?: string;
  /** Controlled value. @default undefined (uncontrolled) */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text (already normalised when `normalizeDigits` is on). @default undefined */
  onChange?: (value: string) => void;
  /** Help text under the input, linked by aria-describedby. @default undefined */
  description?: string;
  /** Error text shown under the input; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
  /** Marks the field invalid without changing the message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Shows a required marker and sets aria-required (no browser validation). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Input type. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Browser autofill hint, e.g. 'email', 'one-time-code'. @default undefined */
  autoComplete?: string;
  /** Virtual keyboard hint, e.g. 'numeric' for codes. @default undefined */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** @default undefined */
  placeholder?: string;
  /** Persian and Arabic digits typed or pasted become Latin digits. @default false */
  normalizeDigits?: boolean;
  /**
   * For numbers a person reads back (national code, mobile): the box shows the digits in the page
   * language's script (Persian in fa) while `value`, `onChange` and the submitted form value stay in
   * Latin digits; digits of any script are accepted. Implies `normalizeDigits`. @default false
   */
  localeDigits?: boolean;
  /** Text direction of the input; emails, IBANs and codes are always 'ltr'. @default inherited */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** Single-line text input with label, description and error message. */
export function TextField(props: TextFieldProps) {
  return <FieldBase {...props} />;
}
