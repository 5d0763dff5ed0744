import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/**
 * A field's visible label with the required marker. The marker is hidden from assistive technology:
 * the field itself is announced as required.
 */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text and the error under a field, wired to it by React Aria's slots. */
export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
