import { buildErrorText } from '../errors/buildErrorText';
import {
  isValidationError,
  serverFieldErrors,
  unplacedErrors,
  type ServerFieldMap,
} from './serverFieldErrors';

/** What a form says is wrong: per field, and about the whole submission. */
export interface FormErrors<Field extends string> {
  fieldErrors: Partial<Record<Field, string>>;
  /** The submission's failure, for the top of the summary; null when the fields say it all. */
  failure: string | null;
  /**
   * The fields a 422 placed its messages on. The failure that came with them is about them: once none of
   * them shows its error any more, the failure goes too. Empty: the failure stays until the next submit.
   */
  failureFields: readonly Field[];
}

export function noErrors<Field extends string>(): FormErrors<Field> {
  return { fieldErrors: {}, failure: null, failureFields: [] };
}

/** The client rules refused the values: messages on the fields, nothing sent. */
export function invalidValues<Field extends string>(
  fieldErrors: Partial<Record<Field, string>>,
): FormErrors<Field> {
  return { fieldErrors, failure: null, failureFields: [] };
}

/**
 * The causes of these fields' errors are gone (the field changed, the captcha was solved, a new code was
 * sent): their messages go, and a 422's failure goes with the last of its fields.
 */
export function withoutFieldErrors<Field extends string>(
  errors: FormErrors<Field>,
  fields: readonly Field[],
): FormErrors<Field> {
  if (!fields.some((field) => errors.fieldErrors[field] !== undefined)) return errors;
  const fieldErrors = { ...errors.fieldErrors };
  for (const field of fields) delete fieldErrors[field];
  const failureOutlived =
    errors.failureFields.length > 0 && errors.failureFields.every((field) => !fieldErrors[field]);
  return failureOutlived ? { fieldErrors, failure: null, failureFields: [] } : { ...errors, fieldErrors };
}

/** What a form's own failure wording may look at. */
export interface FailureContext<Field extends string> {
  /** The 422's messages placed on the form's fields (after `fieldText`). */
  fieldErrors: Partial<Record<Field, string>>;
  /** A 422 whose every message landed on a field of the form. */
  allPlaced: boolean;
  /** The general wording below (the failure text when the form gives none). */
  defaultText: string | null;
}

export interface SubmitFailureOptions<Field extends string> {
  /** Where the 422's field messages go. */
  fields: ServerFieldMap<Field>;
  /** Fixed words for a refused field instead of the server's (spec section 8: "Invalid verification code"). */
  fieldText?: Partial<Record<Field, string>>;
  /** The form's own wording of a failure (spec section 8 words login and registration failures its way). */
  failureText?: (error: unknown, context: FailureContext<Field>) => string | null;
  /** Spec section 8's "An unexpected error occured!", translated. */
  unexpectedText: string;
}

/**
 * A failed submission as the form shows it. A 422 puts its messages on their fields and says in the
 * summary only what no field says (the server's message, and messages for fields the form lacks); any
 * other failure is spec section 8's text (message | errors, or the unexpected-error text).
 */
export function submitFailure<Field extends string>(
  error: unknown,
  { fields, fieldText = {}, failureText, unexpectedText }: SubmitFailureOptions<Field>,
): FormErrors<Field> {
  const fieldErrors = serverFieldErrors(error, fields);
  for (const field of Object.keys(fieldErrors) as Field[]) {
    const fixed = fieldText[field];
    if (fixed) fieldErrors[field] = fixed;
  }
  const placed = Object.keys(fieldErrors) as Field[];
  const unplaced = unplacedErrors(error, fields);
  const validation = isValidationError(error) && placed.length > 0;
  const defaultText = validation
    ? buildErrorText({ message: error.body.message, errors: unplaced }, '') || null
    : buildErrorText(error, unexpectedText);
  const allPlaced = validation && Object.keys(unplaced).length === 0;
  const failure = failureText ? failureText(error, { fieldErrors, allPlaced, defaultText }) : defaultText;
  return { fieldErrors, failure, failureFields: validation ? placed : [] };
}
