import { Banner, Button } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../errors/buildErrorText';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Your orders could not be loaded." */
  title: string;
  /** The failure; its text follows the shared error display (spec section 8). */
  error: unknown;
  /** Loads again. */
  onRetry: () => void;
  /** The retry button's text, from the caller's translation, e.g. "Try again". */
  retryLabel: string;
}

/** A load that failed: what, the server's words, and a way to try again. */
export function LoadFailed({ title, error, onRetry, retryLabel }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Banner
      tone="critical"
      title={title}
      action={
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {buildErrorText(error, t('common:errors.unexpected'))}
    </Banner>
  );
}
