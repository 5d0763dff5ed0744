/** Spec section 9: the code length. */
export const OTP_LENGTH = 6;

const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** Spec section 5: exactly 6 Latin digits (the code field already turns Persian digits into Latin ones). */
export function isValidOtp(code: string): boolean {
  return OTP_PATTERN.test(code);
}
