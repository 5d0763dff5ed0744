import { defineModule } from '../../http/modules.js';
import { adminApproveVerification } from './admin/adminApproveVerification.js';
import { adminGetVerification } from './admin/adminGetVerification.js';
import { adminListVerifications } from './admin/adminListVerifications.js';
import { adminRejectVerification } from './admin/adminRejectVerification.js';
import { getVerification } from './getVerification.js';
import { submitIndividualVerification } from './submitIndividualVerification.js';
import {
  submitLegalVerificationStep1,
  submitLegalVerificationStep2,
  submitLegalVerificationStep3,
} from './submitLegalVerification.js';

/**
 * verification: identity verification of individuals and companies, and its review by operators. Owns
 * `verifications`; the person's verification state on `users` is set through the users module.
 */
export const verificationModule = defineModule(
  'verification',
  () => ({
    operations: {
      getVerification,
      submitIndividualVerification,
      submitLegalVerificationStep1,
      submitLegalVerificationStep2,
      submitLegalVerificationStep3,
      adminListVerifications,
      adminGetVerification,
      adminApproveVerification,
      adminRejectVerification,
    },
  }),
  ['users', 'files', 'audit', 'notifications'],
);

export { presentFile } from './presentVerification.js';
export { verifiedIdentityOf } from './verifiedIdentity.js';
