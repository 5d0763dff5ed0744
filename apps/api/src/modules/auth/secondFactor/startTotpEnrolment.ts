import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { verifyPassword } from '../../users/index.js';
import { seal } from './secretBox.js';
import { startTotp } from './secondFactorRepository.js';
import { newTotpSecret, secretText, totpUri } from './totp.js';

/** POST /api/user/second-factor/totp: a new secret to add to an authenticator app, after the password. */
export const startTotpEnrolment: OperationHandler<'startTotpEnrolment'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now, config } = request.server.core;
  if (!(await verifyPassword(user.password_hash, request.body.password))) {
    throw invalidField('password', 'password.wrong');
  }
  const secret = newTotpSecret();
  if (!(await startTotp(db, user.id, seal(config.secondFactorKey, secret), now()))) {
    throw new DomainError('conflict', 'secondFactor.alreadyOn');
  }
  return { secret: secretText(secret), otpauth_uri: totpUri(config.secondFactor.issuer, user.email, secret) };
};
