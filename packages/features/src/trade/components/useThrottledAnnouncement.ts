import { useEffect, useRef, useState } from 'react';
import { announcementDelay, ANNOUNCEMENT_GAP_MS } from '../rules/announcementDelay';

/**
 * The text of a polite live region that says `message` when it changes, at most once per gap: a message
 * that arrives sooner waits, and a newer one replaces it while it waits. What was said last is not said
 * again (switching sides back and forth brings back the same message). Returns what the region holds.
 */
export function useThrottledAnnouncement(message: string | null, gapMs = ANNOUNCEMENT_GAP_MS): string {
  const [said, setSaid] = useState('');
  const last = useRef<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!message || message === last.current?.text) return;
    const timer = setTimeout(
      () => {
        last.current = { text: message, at: Date.now() };
        setSaid(message);
      },
      announcementDelay(last.current?.at ?? null, Date.now(), gapMs),
    );
    return () => clearTimeout(timer);
  }, [message, gapMs]);
  return said;
}
