import { TextField, type TextFieldProps } from '../TextField/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'dir' | 'autoComplete' | 'inputMode'>;

/**
 * Email input: a TextField that is always `type="email"`, `autocomplete="email"` and left to right,
 * because addresses are Latin text even on a Persian page.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" dir="ltr" autoComplete="email" inputMode="email" />;
}
