import type { components } from '../../generated/schema.gen.js';
import type { FileRow } from '../files/index.js';
import type { VerificationRow } from './verificationRepository.js';

type Verification = components['schemas']['Verification'];
type UploadedFile = components['schemas']['UploadedFile'];

export const HOLDER_PREFIX = 'signature_holders[';

export function presentFile(file: FileRow): UploadedFile {
  return {
    id: Number(file.id),
    field: file.field,
    original_name: file.original_name,
    content_type: file.content_type,
    size: Number(file.size),
    url: `/api/files/${file.id}`,
    created_at: file.created_at.toISOString(),
  };
}

interface HolderDetails {
  name: string;
  mobile: string;
  national_id_file: string;
  birth_certificate_file: string;
}

/** A person's current submission as the contract's `Verification` (an empty one before any). */
export function presentVerification(
  row: VerificationRow | undefined,
  files: FileRow[],
  user: { verification_status: Verification['status']; verification_reason: string | null },
): Verification {
  if (!row) {
    return {
      id: null,
      user_type: null,
      status: user.verification_status,
      reason: user.verification_reason,
      legal_step: 0,
      submitted_at: null,
      reviewed_at: null,
      individual: null,
      legal: null,
      files: [],
    };
  }
  const details = row.details as Record<string, unknown>;
  const byId = new Map(files.map((file) => [file.id, file]));
  const status: Verification['status'] =
    row.status === 'verified' ? 'verified' : row.status === 'in_progress' ? 'in_progress' : 'not_verified';
  const holders = ((details.signature_holders ?? []) as HolderDetails[]).flatMap((holder) => {
    const idFile = byId.get(holder.national_id_file);
    const birthFile = byId.get(holder.birth_certificate_file);
    return idFile && birthFile
      ? [
          {
            name: holder.name,
            mobile: holder.mobile,
            national_id_file: presentFile(idFile),
            birth_certificate_file: presentFile(birthFile),
          },
        ]
      : [];
  });
  return {
    id: Number(row.id),
    user_type: row.user_type,
    status,
    // A draft after a rejection still shows why the last submission was refused.
    reason: row.status === 'draft' ? user.verification_reason : row.reason,
    legal_step: row.legal_step,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    individual:
      row.user_type === 'individual'
        ? (details as unknown as components['schemas']['IndividualDetails'])
        : null,
    legal:
      row.user_type === 'legal'
        ? {
            company_name: String(details.company_name ?? ''),
            company_national_id: String(details.company_national_id ?? ''),
            company_registration_number: String(details.company_registration_number ?? ''),
            address: String(details.address ?? ''),
            signature_holders: holders,
          }
        : null,
    files: files.filter((file) => !file.field.startsWith(HOLDER_PREFIX)).map(presentFile),
  };
}
