import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import '../i18n/registerReferralI18n';

/** Whether this browser has the system share sheet (most phones; few desktop browsers). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Shares the referral link through the system share sheet, or null where the browser has none (the Share
 * button is then not shown at all, rather than shown and failing). Closing the sheet without choosing is
 * the person's choice, not a failure; any other refusal says to copy the link instead.
 */
export function useShareLink(link: string): (() => Promise<void>) | null {
  const { t } = useTranslation('referral');
  const showToast = useScreenToasts();
  // Read once: a browser does not gain or lose the share sheet while the page is open.
  const [isAvailable] = useState(canShare);
  if (!isAvailable) return null;
  return async () => {
    const data: ShareData = { title: t('link.shareTitle'), text: t('link.shareText'), url: link };
    try {
      if (navigator.canShare && !navigator.canShare(data)) throw new Error('Share data refused');
      await navigator.share(data);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      showToast({ title: t('link.shareFailed'), tone: 'critical' });
    }
  };
}
