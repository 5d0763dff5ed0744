// The kyc feature's public surface: the verification screen and its operations.
export { VerificationScreen, type VerificationScreenProps } from './screens/VerificationScreen';
export {
  getVerification,
  verificationQuery,
  type Verification,
  type VerificationStatus,
} from './api/getVerification';
export {
  submitIndividualVerification,
  type IndividualVerificationRequest,
} from './api/submitIndividualVerification';
export { submitLegalVerificationStep1, type LegalStep1Request } from './api/submitLegalVerificationStep1';
export {
  submitLegalVerificationStep2,
  type LegalStep2Request,
  type SignatureHolderInput,
} from './api/submitLegalVerificationStep2';
export { submitLegalVerificationStep3, type LegalStep3Request } from './api/submitLegalVerificationStep3';
export { validateIndividual, type IndividualValues } from './rules/validateIndividual';
