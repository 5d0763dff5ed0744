import { destroyAnnouncer } from '@react-aria/live-announcer';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Starts every screen with React Aria's live announcer empty. A pending button (log in, send code, log out)
 * announces itself by reference to its own id and the message stays for 7 s; once its screen is gone the
 * reference points nowhere, leaving an unnamed image in the page for assistive technology. Removing the
 * announcer when the screen changes drops those stale messages, and the next announcement builds it anew.
 * Cleanup runs before the new screen's effects, so its own first announcements are kept.
 */
export function useScreenAnnouncements(): void {
  const { pathname } = useLocation();
  useEffect(() => destroyAnnouncer, [pathname]);
}
