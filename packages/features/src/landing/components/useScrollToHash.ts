import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the URL's hash names (`/landing#faq`): a client-side navigation does not do it,
 * unlike a page load. `settledKey` changes when content above the target finishes loading (the markets),
 * which moves the target, so the scroll is done again.
 */
export function useScrollToHash(settledKey: unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, settledKey]);
}
