/** The addresses the referral screens live at and link to (spec section 2). */
export const referralPaths = {
  details: '/referral-details',
  profile: '/profile',
} as const;
