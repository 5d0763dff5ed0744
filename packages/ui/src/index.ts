// Importing the package registers the fonts, global styles and React Aria's Persian texts once, wherever
// it is first used.
import './theme/fonts';
import './theme/global.css';
import { installAriaStrings } from './i18n/ariaStrings';

installAriaStrings();

export { vars } from './theme/contract.css';
export { lightTheme } from './theme/lightTheme.css';
export { visuallyHidden } from './theme/visuallyHidden.css';
export { ThemeRoot, type ThemeRootProps } from './components/ThemeRoot/ThemeRoot';

export { Button, type ButtonProps } from './components/Button/Button';
export { buttonVariants, buttonSizes } from './components/Button/Button.css';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  FormErrorSummary,
  type FormErrorSummaryProps,
  type FormError,
} from './components/FormErrorSummary/FormErrorSummary';
export { ErrorDialog, type ErrorDialogProps } from './components/ErrorDialog/ErrorDialog';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export {
  AppHeader,
  AppHeaderContext,
  type AppHeaderProps,
  type AppHeaderShellProps,
} from './components/AppHeader/AppHeader';
export { BottomNav, type BottomNavProps, type BottomNavItem } from './components/BottomNav/BottomNav';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  toastQueue,
  showToast,
  DEFAULT_TOAST_TIMEOUT,
  type ToastContent,
  type ShowToastOptions,
} from './components/Toast/toastQueue';

export { normalizeDigits } from './utils/normalizeDigits';

// The rest of the library: each part lists its public names in one file.
export * from './exports/inputs';
export * from './exports/format';
export * from './exports/display';
export * from './exports/overlays';
