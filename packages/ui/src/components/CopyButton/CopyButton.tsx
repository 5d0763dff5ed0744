import { useEffect, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './CopyButton.css';

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  value: string;
  /** Accessible name, e.g. "Copy transaction hash"; required because the button may show only an icon. */
  label: string;
  /** Visible text next to the icon. @default undefined (icon only) */
  children?: ReactNode;
  /** Called after the text is on the clipboard; show the success toast here. @default undefined */
  onCopied?: () => void;
  /**
   * Called when the clipboard refused (no permission, insecure page, no clipboard API); show or log
   * the failure here. @default undefined
   */
  onCopyError?: (error: unknown) => void;
  /** @default false */
  isDisabled?: boolean;
  /** Milliseconds the check mark replaces the copy icon after a successful copy. @default 2000 */
  copiedDuration?: number;
}

function CopyIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Copies `value` to the clipboard and reports the outcome through callbacks, so the app decides
 * what to say (a toast) in its own words.
 */
export function CopyButton({
  value,
  label,
  children,
  onCopied,
  onCopyError,
  isDisabled = false,
  copiedDuration = 2000,
}: CopyButtonProps) {
  const [isPending, setPending] = useState(false);
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const id = setTimeout(() => setCopiedAt(null), copiedDuration);
    return () => clearTimeout(id);
  }, [copiedAt, copiedDuration]);

  async function copy() {
    setPending(true);
    try {
      // Missing on insecure (http) pages and in some webviews: treat it as a refusal, not a crash.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      setCopiedAt(Date.now());
      onCopied?.();
    } catch (error) {
      setCopiedAt(null);
      onCopyError?.(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <AriaButton
      className={styles.button}
      aria-label={label}
      isDisabled={isDisabled}
      isPending={isPending}
      onPress={() => void copy()}
      data-copied={copiedAt !== null || undefined}
    >
      {copiedAt !== null ? <CheckIcon /> : <CopyIcon />}
      {children}
    </AriaButton>
  );
}
