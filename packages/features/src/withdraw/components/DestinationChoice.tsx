import { RadioGroup, type RadioOption } from '@sarraf/ui';
import { Link } from 'react-router';
import * as styles from './withdrawForm.css';

export interface DestinationChoiceProps {
  /** The group's label, e.g. "Pay out to". */
  label: string;
  /** The saved destinations, then the "another one" choice. */
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** The screen that lists, adds and deletes saved destinations. */
  manageHref: string;
  manageLabel: string;
}

/** Where the money goes: one of the saved IBANs or addresses, or a new one, with a way to manage the list. */
export function DestinationChoice({ manageHref, manageLabel, ...group }: DestinationChoiceProps) {
  return (
    <div className={styles.section}>
      <RadioGroup {...group} isRequired />
      <Link className={styles.manageLink} to={manageHref}>
        {manageLabel}
      </Link>
    </div>
  );
}
