/** Throttling of the auth calls; tests shrink these. */
export interface RateLimits {
  loginPerIp: { max: number; windowMs: number };
  loginPerEmail: { max: number; windowMs: number };
  captchaPerIp: { max: number; windowMs: number };
  /** Sending codes (sign-up, register, password recovery): each one is an email someone receives. */
  codeSendPerIp: { max: number; windowMs: number };
  codeSendPerEmail: { max: number; windowMs: number };
  /** Checking codes: with 5 tries per code this bounds guessing across resends. */
  codeVerifyPerIp: { max: number; windowMs: number };
  codeVerifyPerEmail: { max: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 20, windowMs: 60_000 },
  // Guessing one account's password is what the captcha alone does not stop.
  loginPerEmail: { max: 5, windowMs: 15 * 60_000 },
  captchaPerIp: { max: 30, windowMs: 60_000 },
  codeSendPerIp: { max: 10, windowMs: 10 * 60_000 },
  codeSendPerEmail: { max: 5, windowMs: 60 * 60_000 },
  codeVerifyPerIp: { max: 30, windowMs: 10 * 60_000 },
  codeVerifyPerEmail: { max: 10, windowMs: 10 * 60_000 },
};
