export type { SecondFactors } from './secondFactor';
export { getSecondFactors, secondFactorsQuery } from './getSecondFactors';
export {
  answerWithPasskey,
  confirmWithPasskey,
  isPasskeyPromptClosed,
  passkeysSupported,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from './passkeyPrompt';
