import { showToast, toastQueue, type ShowToastOptions, type ToastContent } from '@sarraf/ui';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Toasts that belong to the screen showing them ("Step 1 completed", "Failed to resend code"): they close
 * when the screen is left, so a message about a screen never lingers over the next one. A toast that
 * announces where the user is going ("Password has been set successfully!" before moving on) is shown
 * with plain `showToast` instead.
 */
export function useScreenToasts() {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const open = shown.current;
    return () => {
      for (const key of open) toastQueue.close(key);
      open.clear();
    };
  }, []);
  return useCallback((content: ToastContent, options?: ShowToastOptions) => {
    const key = showToast(content, options);
    shown.current.add(key);
    return key;
  }, []);
}
