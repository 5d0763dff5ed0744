/**
 * What an email step hands to its code step (sign-up -> /sign-up/otp, forgotten password ->
 * /user/forget-password). It travels as react-router navigation state: it survives a reload of the tab but
 * never lands in the URL, so the email stays out of history entries and server logs.
 */
export interface CodeStepState {
  email: string;
  /** Seconds before another code may be requested, as the server answered (`resend_in`). */
  resendIn: number;
  /** The `ref` of the sign-up link, sent as `ref_code` when the code is verified. */
  refCode?: string | null;
}

/** Narrows `location.state` to a CodeStepState, or null when the page was opened without one. */
export function readCodeStepState(value: unknown): CodeStepState | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== 'string' || record.email === '') return null;
  const resendIn = typeof record.resendIn === 'number' && record.resendIn > 0 ? record.resendIn : 0;
  const refCode = typeof record.refCode === 'string' && record.refCode !== '' ? record.refCode : null;
  return { email: record.email, resendIn, refCode };
}
