import { Banner, Button } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import '../i18n/registerNotificationsI18n';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Your notifications could not be loaded." */
  title: string;
  /** The failure; its text follows the shared error display (spec section 8). */
  error: unknown;
  /** Loads again. */
  onRetry: () => void;
}

/** A load that failed: what, the server's words, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('notifications');
  return (
    <Banner
      tone="critical"
      title={title}
      action={
        <Button variant="secondary" onPress={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {buildErrorText(error, t('common:errors.unexpected'))}
    </Banner>
  );
}
