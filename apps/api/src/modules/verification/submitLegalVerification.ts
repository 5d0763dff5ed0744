import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { components } from '../../generated/schema.gen.js';
import { DomainError, invalidFields } from '../../errors/DomainError.js';
import type { UserRow } from '../users/index.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import {
  addFiles,
  discardUploads,
  documentRule,
  filesOf,
  removeFiles,
  withMultipartForm,
  type MultipartForm,
} from '../files/index.js';
import { findUserById, setVerificationState } from '../users/index.js';
import { assertEditable, lockEditableUser } from './editableUser.js';
import { FieldChecker } from './fieldChecks.js';
import { HOLDER_PREFIX, presentVerification } from './presentVerification.js';
import { latestVerificationOf, type VerificationRow } from './verificationRepository.js';
import type { OperationHandler } from '../../http/operation.js';

type Verification = components['schemas']['Verification'];

const STEP1_FIELDS = [
  'user_type',
  'company_name',
  'company_national_id',
  'company_registration_number',
  'address',
];
const STEP3_FILES = ['board_changes_document', 'signature_certificate', 'request_letter'];
const MAX_HOLDERS = 10;
const HOLDER_FIELD = /^signature_holders\[([0-9]{1,2})\]\[(name|mobile)\]$/;
const HOLDER_FILE = /^signature_holders\[([0-9]{1,2})\]\[(national_id_file|birth_certificate_file)\]$/;

/** The open company draft, when it has reached `step` (409 otherwise). */
async function draftAt(db: Transaction<Database>, userId: string, step: number): Promise<VerificationRow> {
  const latest = await latestVerificationOf(db, userId);
  if (latest?.status !== 'draft' || latest.user_type !== 'legal' || latest.legal_step < step)
    throw new DomainError('conflict', 'verification.stepOrder');
  return latest;
}

async function respond(request: FastifyRequest, row: VerificationRow, user: UserRow): Promise<Verification> {
  const { db } = request.server.core;
  const fresh = (await findUserById(db, user.id)) ?? user;
  return presentVerification(row, await filesOf(db, row.id), fresh);
}

/** Runs a step: the user may still edit, the form is read, then `save` runs in a transaction. */
async function step(
  request: FastifyRequest,
  spec: Parameters<typeof withMultipartForm>[2],
  save: (
    trx: Transaction<Database>,
    form: MultipartForm,
    user: UserRow,
    at: Date,
  ) => Promise<{ row: VerificationRow; stale: string[] }>,
): Promise<Verification> {
  const { user } = signedIn(request);
  assertEditable(user);
  const { db, now, config } = request.server.core;
  return withMultipartForm(request, config.uploadDir, spec, async (form) => {
    const at = now();
    const { row, stale } = await withTransaction(db, async (trx) => {
      await lockEditableUser(trx, user.id);
      return save(trx, form, user, at);
    });
    await discardUploads(config.uploadDir, stale);
    return respond(request, row, user);
  });
}

/** POST /api/user/update/legal/step1: company information; starts or corrects the draft. */
export const submitLegalVerificationStep1: OperationHandler<'submitLegalVerificationStep1'> = async (
  request,
) =>
  step(
    request,
    { isField: (name) => STEP1_FIELDS.includes(name), fileRule: () => undefined },
    async (trx, { fields }, user, at) => {
      const check = new FieldChecker(fields);
      check.oneOf('user_type', ['legal'] as const);
      const company = {
        company_name: check.text('company_name', 30),
        company_national_id: check.companyNationalId('company_national_id'),
        company_registration_number: check.digits(
          'company_registration_number',
          6,
          'validation.registrationNumber',
        ),
        address: check.text('address', 500),
      };
      if (Object.keys(check.errors).length > 0) throw invalidFields(check.errors);
      const latest = await latestVerificationOf(trx, user.id);
      if (latest?.status === 'draft' && latest.user_type === 'legal') {
        const row = await trx
          .updateTable('verifications')
          .set({
            details: JSON.stringify({ ...latest.details, ...company }),
            legal_step: Math.max(1, latest.legal_step),
            updated_at: at,
          })
          .where('id', '=', latest.id as never)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row, stale: [] };
      }
      const row = await trx
        .insertInto('verifications')
        .values({
          user_id: user.id,
          user_type: 'legal',
          status: 'draft',
          legal_step: 1,
          details: JSON.stringify(company),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, stale: [] };
    },
  );

/** POST /api/user/update/legal/step2: replaces the signature holders. */
export const submitLegalVerificationStep2: OperationHandler<'submitLegalVerificationStep2'> = async (
  request,
) => {
  const rule = documentRule(request.server.core.config.uploads);
  return step(
    request,
    {
      isField: (name) => Number(HOLDER_FIELD.exec(name)?.[1] ?? MAX_HOLDERS) < MAX_HOLDERS,
      fileRule: (name) =>
        Number(HOLDER_FILE.exec(name)?.[1] ?? MAX_HOLDERS) < MAX_HOLDERS ? rule : undefined,
    },
    async (trx, { fields, files }, user, at) => {
      const draft = await draftAt(trx, user.id, 1);
      const indexes = [...Object.keys(fields), ...Object.keys(files)].map((name) =>
        Number((HOLDER_FIELD.exec(name) ?? HOLDER_FILE.exec(name))?.[1]),
      );
      const count = indexes.length > 0 ? Math.max(...indexes) + 1 : 0;
      const check = new FieldChecker(fields);
      if (count === 0) throw invalidFields({ signature_holders: ['validation.required'] });
      const holders = Array.from({ length: count }, (_, i) => {
        const at = (part: string) => `signature_holders[${i}][${part}]`;
        check.requireFile(at('national_id_file'), files[at('national_id_file')] !== undefined);
        check.requireFile(at('birth_certificate_file'), files[at('birth_certificate_file')] !== undefined);
        return { name: check.text(at('name'), 30), mobile: check.mobile(at('mobile')) };
      });
      if (Object.keys(check.errors).length > 0) throw invalidFields(check.errors);
      const stale = await removeFiles(trx, draft.id, HOLDER_PREFIX);
      const ids = await addFiles(trx, user.id, draft.id, Object.values(files), at);
      const signatureHolders = holders.map((holder, i) => ({
        ...holder,
        national_id_file: ids[`signature_holders[${i}][national_id_file]`],
        birth_certificate_file: ids[`signature_holders[${i}][birth_certificate_file]`],
      }));
      const row = await trx
        .updateTable('verifications')
        .set({
          details: JSON.stringify({ ...draft.details, signature_holders: signatureHolders }),
          legal_step: Math.max(2, draft.legal_step),
          updated_at: at,
        })
        .where('id', '=', draft.id as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, stale };
    },
  );
};

/** POST /api/user/update/legal/step3: company documents; submits the whole for review. */
export const submitLegalVerificationStep3: OperationHandler<'submitLegalVerificationStep3'> = async (
  request,
) => {
  const rule = documentRule(request.server.core.config.uploads);
  return step(
    request,
    { isField: () => false, fileRule: (name) => (STEP3_FILES.includes(name) ? rule : undefined) },
    async (trx, { files }, user, at) => {
      const draft = await draftAt(trx, user.id, 2);
      const check = new FieldChecker({});
      for (const name of STEP3_FILES) check.requireFile(name, files[name] !== undefined);
      if (Object.keys(check.errors).length > 0) throw invalidFields(check.errors);
      await addFiles(trx, user.id, draft.id, Object.values(files), at);
      const row = await trx
        .updateTable('verifications')
        .set({ status: 'in_progress', legal_step: 3, submitted_at: at, updated_at: at })
        .where('id', '=', draft.id as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      await setVerificationState(
        trx,
        user.id,
        {
          verification_status: 'in_progress',
          verification_reason: null,
          user_type: 'legal',
          name: String(draft.details.company_name ?? '') || null,
        },
        at,
      );
      return { row, stale: [] };
    },
  );
};
