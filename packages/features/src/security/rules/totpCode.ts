/** The authenticator app's codes: six digits (RFC 6238 as the server checks them). */
export const TOTP_CODE_LENGTH = 6;

const TOTP_CODE = new RegExp(`^[0-9]{${TOTP_CODE_LENGTH}}$`);

/**
 * All six digits are typed (the code cells already turn Persian and Arabic digits into Latin ones). Whether
 * the code is right, and not used before, only the server can say.
 */
export function isTotpCode(code: string): boolean {
  return TOTP_CODE.test(code);
}
