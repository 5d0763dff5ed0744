export interface FieldBinderOptions<Values> {
  values: Values;
  onChange: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  /** Messages by problem key. */
  problems: Partial<Record<string, string>>;
  /** The problem key of a field when it is not the field's own name (e.g. `signature_holders[0][mobile]`). */
  problemKey?: (field: string) => string;
  isDisabled?: boolean;
}

/**
 * What every field of a KYC form takes from the form: its value, its change, its message and whether the form
 * is busy. `{...bind('mobile')}` on a TextField, DatePicker or file field.
 */
export function fieldBinder<Values>({
  values,
  onChange,
  problems,
  problemKey = (field) => field,
  isDisabled,
}: FieldBinderOptions<Values>) {
  return <Field extends keyof Values & string>(field: Field) => ({
    value: values[field],
    onChange: (value: Values[Field]) => onChange(field, value),
    errorMessage: problems[problemKey(field)],
    isDisabled,
  });
}
