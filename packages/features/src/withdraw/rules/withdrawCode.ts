import type { PasskeyAssertion } from '../../entities/secondFactor';

/**
 * The second factor a withdrawal carries, as the confirm dialog has it: the authenticator app's code
 * (openapi.yaml `totp_code`), or a passkey's answer in its place (`passkey`).
 */
export interface WithdrawCode {
  /** The code the app shows now, Latin digits as the code cells report them ("" while empty). */
  totp_code: string;
  /** The answer of one of the person's passkeys, when they confirmed with it instead of the code. */
  passkey?: PasskeyAssertion;
}

/** The app shows 6 digits (RFC 6238 as the server checks it). */
export const CODE_LENGTH = 6;

const WHOLE_CODE = new RegExp(`^[0-9]{${CODE_LENGTH}}$`);

/**
 * The client rule of the code: a message key (namespace `withdraw`) until all 6 digits are typed. Whether
 * it is right, and not used before, only the server can say.
 */
export function codeProblem(code: string): string | undefined {
  return WHOLE_CODE.test(code) ? undefined : 'validation.codeRequired';
}
