import { Banner, Button } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import '../i18n/registerTradeI18n';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "The trade screen could not be loaded." */
  title: string;
  /** The failure, told as spec section 8 says. */
  error: unknown;
  onRetry: () => void;
}

/** A load that failed: what, why (the server's words), and a way to try again. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('trade');
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
