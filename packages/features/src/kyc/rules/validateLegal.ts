import { checkDigits, checkMobile, checkName, MAX_ADDRESS_LENGTH, onlyProblems } from './fieldRules';

/** Legal step 1, company information; field names are the contract's. */
export interface CompanyValues {
  company_name: string;
  company_national_id: string;
  company_registration_number: string;
  address: string;
}

/** One signature holder of legal step 2. */
export interface HolderValues {
  name: string;
  mobile: string;
  national_id_file: File | null;
  birth_certificate_file: File | null;
}

/** Legal step 3, the company documents. */
export interface DocumentValues {
  board_changes_document: File | null;
  signature_certificate: File | null;
  request_letter: File | null;
}

/** Spec section 5, company: kyc translation keys by field. */
export function validateCompany(values: CompanyValues): Partial<Record<keyof CompanyValues, string>> {
  const address = values.address.trim();
  return onlyProblems<keyof CompanyValues>({
    company_name: checkName(
      values.company_name,
      'validation.companyNameRequired',
      'validation.companyNameTooLong',
    ),
    company_national_id: checkDigits(
      values.company_national_id,
      11,
      'validation.companyIdRequired',
      'validation.companyIdFormat',
    ),
    company_registration_number: checkDigits(
      values.company_registration_number,
      6,
      'validation.registrationRequired',
      'validation.registrationFormat',
    ),
    address: !address
      ? 'validation.addressRequired'
      : address.length > MAX_ADDRESS_LENGTH
        ? 'validation.addressTooLong'
        : undefined,
  });
}

/** Spec section 5, signature holder: keys by the wire name, e.g. `signature_holders[0][mobile]`. */
export function validateHolders(holders: readonly HolderValues[]): Record<string, string> {
  const problems: Record<string, string> = {};
  holders.forEach((holder, index) => {
    const found = onlyProblems<keyof HolderValues>({
      name: checkName(holder.name, 'validation.holderNameRequired', 'validation.holderNameTooLong'),
      mobile: checkMobile(holder.mobile),
      national_id_file: holder.national_id_file ? undefined : 'validation.fileRequired',
      birth_certificate_file: holder.birth_certificate_file ? undefined : 'validation.fileRequired',
    });
    for (const [field, key] of Object.entries(found)) problems[holderFieldName(index, field)] = key;
  });
  return problems;
}

/** The wire name of a holder's field, as sent and as 422 errors name it. */
export function holderFieldName(index: number, field: string): string {
  return `signature_holders[${index}][${field}]`;
}

/** Every document is required. */
export function validateDocuments(values: DocumentValues): Partial<Record<keyof DocumentValues, string>> {
  return onlyProblems<keyof DocumentValues>({
    board_changes_document: values.board_changes_document ? undefined : 'validation.fileRequired',
    signature_certificate: values.signature_certificate ? undefined : 'validation.fileRequired',
    request_letter: values.request_letter ? undefined : 'validation.fileRequired',
  });
}
