/** Login throttling; tests shrink these. */
export interface RateLimits {
  loginPerIp: { max: number; windowMs: number };
  loginPerEmail: { max: number; windowMs: number };
  captchaPerIp: { max: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: { max: 20, windowMs: 60_000 },
  // Guessing one account's password is what the captcha alone does not stop.
  loginPerEmail: { max: 5, windowMs: 15 * 60_000 },
  captchaPerIp: { max: 30, windowMs: 60_000 },
};
