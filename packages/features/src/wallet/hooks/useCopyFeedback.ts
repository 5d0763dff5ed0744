import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import '../i18n/registerWalletI18n';

/**
 * What a CopyButton says on this screen: a toast once the text is on the clipboard, and one that says to
 * copy by hand when the browser refused (the details someone types into a banking app must not be lost
 * silently).
 */
export function useCopyFeedback() {
  const { t } = useTranslation('wallet');
  const showToast = useScreenToasts();
  return (copiedText: string) => ({
    onCopied: () => showToast({ title: copiedText, tone: 'positive' }),
    onCopyError: () => showToast({ title: t('copyFailed'), tone: 'critical' }),
  });
}
