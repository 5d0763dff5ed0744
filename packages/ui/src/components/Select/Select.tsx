import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import * as styles from './Select.css';
import { FieldHelp, FieldLabel } from '../internal/FieldLabel';

/** One choice of a Select. */
export interface SelectOption {
  /** Value reported on selection and submitted with the form. */
  id: string;
  /** Visible text of the option. */
  label: string;
}

export interface SelectProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Controlled selected id; null for none. @default undefined (uncontrolled) */
  value?: string | null;
  /** Initial selected id when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the chosen id. @default undefined */
  onChange?: (value: string | null) => void;
  /** Text shown while nothing is chosen; React Aria has no Persian default, so pass one. */
  placeholder: string;
  /** Form field name. @default undefined */
  name?: string;
  /** Help text under the trigger. @default undefined */
  description?: string;
  /** Error text under the trigger; giving one marks the field invalid. @default undefined */
  errorMessage?: string;
  /** Marks the field invalid without changing the message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Shows a required marker and sets aria-required. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Ids of options that cannot be chosen. @default [] */
  disabledOptions?: readonly string[];
}

/** A picker: a button that opens a list box in a popover (React Aria's Select). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  name,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  disabledOptions = [],
}: SelectProps) {
  return (
    <AriaSelect
      className={styles.field}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      name={name}
      validationBehavior="aria"
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      disabledKeys={disabledOptions}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M6 9l6 6 6-6"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem className={styles.option} id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
