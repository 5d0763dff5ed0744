import { invalidFields } from '../../errors/DomainError.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import {
  addFiles,
  discardUploads,
  filesOf,
  imageRule,
  removeFiles,
  videoRule,
  withMultipartForm,
} from '../files/index.js';
import { setVerificationState } from '../users/index.js';
import { assertEditable, lockEditableUser } from './editableUser.js';
import { FieldChecker, tehranToday } from './fieldChecks.js';
import { presentVerification } from './presentVerification.js';
import { deleteVerification, latestVerificationOf } from './verificationRepository.js';
import type { OperationHandler } from '../../http/operation.js';

const FIELDS = ['first_name', 'national_code', 'birth_date', 'gender', 'mobile'];
export const MIN_AGE = 18;

/** POST /api/user/update: an individual's identity verification, straight to review. */
export const submitIndividualVerification: OperationHandler<'submitIndividualVerification'> = async (
  request,
) => {
  const { user } = signedIn(request);
  assertEditable(user);
  const { db, now, config } = request.server.core;
  const { uploadDir, uploads: uploadLimits } = config;
  return withMultipartForm(
    request,
    uploadDir,
    {
      isField: (name) => FIELDS.includes(name),
      fileRule: (name) =>
        name === 'national_card_front'
          ? imageRule(uploadLimits)
          : name === 'live_video'
            ? videoRule(uploadLimits)
            : undefined,
    },
    async ({ fields, files }) => {
      const check = new FieldChecker(fields);
      const details = {
        first_name: check.text('first_name', 30),
        national_code: check.nationalCode('national_code'),
        birth_date: check.birthDate('birth_date', tehranToday(now()), MIN_AGE),
        gender: check.oneOf('gender', ['male', 'female'] as const),
        mobile: check.mobile('mobile'),
      };
      check.requireFile('national_card_front', files.national_card_front !== undefined);
      check.requireFile('live_video', files.live_video !== undefined);
      if (Object.keys(check.errors).length > 0) throw invalidFields(check.errors);

      const at = now();
      const { row, stale } = await withTransaction(db, async (trx) => {
        await lockEditableUser(trx, user.id);
        // Switching from an unfinished company draft: the draft and its files go.
        const latest = await latestVerificationOf(trx, user.id);
        let stale: string[] = [];
        if (latest?.status === 'draft') {
          stale = await removeFiles(trx, latest.id);
          await deleteVerification(trx, latest.id);
        }
        const row = await trx
          .insertInto('verifications')
          .values({
            user_id: user.id,
            user_type: 'individual',
            status: 'in_progress',
            details: JSON.stringify(details),
            submitted_at: at,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await addFiles(trx, user.id, row.id, Object.values(files), at);
        await setVerificationState(
          trx,
          user.id,
          {
            verification_status: 'in_progress',
            verification_reason: null,
            user_type: 'individual',
            name: details.first_name ?? null,
          },
          at,
        );
        return { row, stale };
      });
      await discardUploads(uploadDir, stale);
      return presentVerification(row, await filesOf(db, row.id), {
        verification_status: 'in_progress',
        verification_reason: null,
      });
    },
  );
};
