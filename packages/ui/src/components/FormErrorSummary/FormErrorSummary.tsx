import type { MouseEvent } from 'react';
import * as styles from './FormErrorSummary.css';

export interface FormError {
  /** Id of the input the message is about; the message then links to it. */
  fieldId?: string;
  message: string;
}

export interface FormErrorSummaryProps {
  /** Heading of the box, e.g. "Please fix the following". */
  title: string;
  /** Messages to list; nothing renders when empty. */
  errors: FormError[];
}

/**
 * Announces form errors at once (role=alert) and lets keyboard users jump to each field.
 * Links focus the field in script rather than following `#id`, so a hash router or a
 * `<base href>` cannot turn them into navigations; `href` stays for no-script and copy-link.
 */
export function FormErrorSummary({ title, errors }: FormErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? ''}-${index}`}>
            {error.fieldId ? (
              <a
                className={styles.link}
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId!)}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = event.currentTarget.ownerDocument.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'center' });
}
