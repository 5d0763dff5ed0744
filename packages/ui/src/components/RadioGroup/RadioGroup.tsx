import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import * as styles from './RadioGroup.css';
import { FieldHelp, FieldLabel } from '../internal/FieldLabel';

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Value reported on selection and submitted with the form. */
  value: string;
  /** Visible text of the choice. */
  label: string;
}

export interface RadioGroupProps {
  /** Visible label of the group; also its accessible name. */
  label: string;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** Controlled chosen value; null for none. @default undefined (uncontrolled) */
  value?: string | null;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the chosen value. @default undefined */
  onChange?: (value: string) => void;
  /** Choices side by side ('horizontal', wrapping) or stacked. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
  /** Form field name. @default undefined */
  name?: string;
  /** Help text under the choices. @default undefined */
  description?: string;
  /** Error text under the choices; giving one marks the group invalid. @default undefined */
  errorMessage?: string;
  /** Marks the group invalid without changing the message. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Shows a required marker and sets aria-required. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

/** A labelled group of radio buttons (React Aria's RadioGroup): arrow keys move and choose. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  name,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      orientation={orientation}
      name={name}
      validationBehavior="aria"
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.radio}>
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
