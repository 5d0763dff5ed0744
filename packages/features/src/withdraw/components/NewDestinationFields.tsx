import { Checkbox } from '@sarraf/ui';
import type { ReactNode } from 'react';
import * as styles from './withdrawForm.css';

export interface NewDestinationFieldsProps {
  /** The destination's own field (the IBAN, the address). */
  field: ReactNode;
  /** The checkbox that keeps it for next time. */
  saveLabel: string;
  isSaved: boolean;
  onSaveChange: (save: boolean) => void;
  isDisabled: boolean;
  /** What is kept with it (the owner's name, a label): asked only while keeping it is chosen. */
  savedDetail: ReactNode;
}

/** A new destination typed in, with the choice to keep it and what it is kept under. */
export function NewDestinationFields({
  field,
  saveLabel,
  isSaved,
  onSaveChange,
  isDisabled,
  savedDetail,
}: NewDestinationFieldsProps) {
  return (
    <div className={styles.section}>
      {field}
      <Checkbox isSelected={isSaved} onChange={onSaveChange} isDisabled={isDisabled}>
        {saveLabel}
      </Checkbox>
      {isSaved ? savedDetail : null}
    </div>
  );
}
