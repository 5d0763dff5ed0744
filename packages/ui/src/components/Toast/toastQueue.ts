import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  /** @default 'neutral' */
  tone?: 'positive' | 'critical' | 'neutral';
}

export interface ShowToastOptions {
  /** Milliseconds before the toast closes by itself (spec section 9: 3000). @default 3000 */
  timeout?: number;
}

/** Spec section 9: toasts close by themselves after 3000 ms. */
export const DEFAULT_TOAST_TIMEOUT = 3000;

/**
 * The app's single toast queue. A module singleton so any code (API error handlers, atoms) can
 * show a toast without a React context; `<ToastRegion>` renders it.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Shows a toast and returns its key (for `toastQueue.close(key)`). */
export function showToast(
  content: ToastContent,
  { timeout = DEFAULT_TOAST_TIMEOUT }: ShowToastOptions = {},
): string {
  return toastQueue.add(content, { timeout });
}
