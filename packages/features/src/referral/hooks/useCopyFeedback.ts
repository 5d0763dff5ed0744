import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import '../i18n/registerReferralI18n';

/**
 * What copying the referral link says (spec section 8): "Referral link copied to clipboard!" once it is on
 * the clipboard, "Failed to copy link" when the browser refused (the link stays on screen, selectable, to
 * copy by hand). The toasts belong to the screen and close when it is left.
 */
export function useCopyFeedback() {
  const { t } = useTranslation('referral');
  const showToast = useScreenToasts();
  return {
    onCopied: () => showToast({ title: t('link.copied'), tone: 'positive' }),
    onCopyError: () => showToast({ title: t('link.copyFailed'), tone: 'critical' }),
  };
}
