import type { components } from '../../shared/api/schema.gen';

/** Whether the person's authenticator app is on and how many recovery codes are left (`SecondFactors`). */
export type SecondFactors = components['schemas']['SecondFactors'];
