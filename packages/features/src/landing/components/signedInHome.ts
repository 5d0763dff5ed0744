import type { components } from '../../shared/api/schema.gen';

type Role = components['schemas']['User']['role'];

/** Where a signed-in person's way back into the app leads, and the words of each of its links. */
export interface SignedInHome {
  href: string;
  /** Translation keys (landing namespace) of the header's short link and the hero's call to action. */
  headerKey: string;
  heroKey: string;
}

/** A trader's home is their wallet; an operator's is the back office. */
export function signedInHomeOf(role: Role): SignedInHome {
  return role === 'admin'
    ? { href: '/admin', headerKey: 'signedIn.adminShort', heroKey: 'signedIn.admin' }
    : { href: '/panel', headerKey: 'signedIn.walletShort', heroKey: 'signedIn.wallet' };
}
