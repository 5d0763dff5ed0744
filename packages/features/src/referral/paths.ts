import { appPaths } from '@sarraf/routes';

/** The addresses the referral screens live at and link to (spec section 2). */
export const referralPaths = {
  details: appPaths.referralDetails,
  profile: appPaths.profile,
} as const;
