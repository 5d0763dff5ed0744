import { useEffect, useRef, type MouseEvent } from 'react';
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
  /**
   * Changes with each submit the form refused (useForm's `refusals`): focus then moves to the first field in
   * error, or to this summary when no message names a field, scrolled into view. On a phone the errors sit
   * above the fold, and a press that changes nothing in sight looks like a press that did nothing.
   */
  focusKey?: number;
}

/**
 * Announces form errors at once (role=alert) and lets keyboard users jump to each field.
 * Links focus the field in script rather than following `#id`, so a hash router or a
 * `<base href>` cannot turn them into navigations; `href` stays for no-script and copy-link.
 */
export function FormErrorSummary({ title, errors, focusKey }: FormErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const latestErrors = useRef(errors);
  latestErrors.current = errors;
  // Each refusal moves focus once; a summary drawn again after a dialog the server's refusal closed moves it too.
  const handledKey = useRef(0);
  useEffect(() => {
    if (!focusKey || focusKey === handledKey.current) return;
    handledKey.current = focusKey;
    const fieldId = latestErrors.current.find((error) => error.fieldId)?.fieldId;
    const target = (fieldId && box.current?.ownerDocument.getElementById(fieldId)) || box.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [focusKey]);
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={styles.box} ref={box} tabIndex={-1}>
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
