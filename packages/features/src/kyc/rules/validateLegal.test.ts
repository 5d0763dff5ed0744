import { describe, expect, it } from 'vitest';
import { validateCompany, validateDocuments, validateHolders } from './validateLegal';

const pdf = () => new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });

describe('validateCompany', () => {
  const company = {
    company_name: 'صرافی نمونه',
    company_national_id: '10101234567',
    company_registration_number: '123456',
    address: 'تهران، خیابان آزادی',
  };

  it('accepts valid company information', () => {
    expect(validateCompany(company)).toEqual({});
  });

  it('applies the lengths of spec section 5', () => {
    expect(
      validateCompany({
        company_name: 'x'.repeat(31),
        company_national_id: '1010123456',
        company_registration_number: '۱۲۳۴۵',
        address: 'x'.repeat(501),
      }),
    ).toEqual({
      company_name: 'validation.companyNameTooLong',
      company_national_id: 'validation.companyIdFormat',
      company_registration_number: 'validation.registrationFormat',
      address: 'validation.addressTooLong',
    });
    expect(validateCompany({ ...company, address: 'x'.repeat(500) })).toEqual({});
  });

  it('names empty fields as required', () => {
    expect(
      validateCompany({
        company_name: '',
        company_national_id: '',
        company_registration_number: '',
        address: ' ',
      }),
    ).toEqual({
      company_name: 'validation.companyNameRequired',
      company_national_id: 'validation.companyIdRequired',
      company_registration_number: 'validation.registrationRequired',
      address: 'validation.addressRequired',
    });
  });
});

describe('validateHolders', () => {
  it('keys problems by the wire name of each holder', () => {
    const holders = [
      { name: 'علی', mobile: '+989121234567', national_id_file: pdf(), birth_certificate_file: pdf() },
      { name: '', mobile: '0912', national_id_file: null, birth_certificate_file: pdf() },
    ];
    expect(validateHolders(holders)).toEqual({
      'signature_holders[1][name]': 'validation.holderNameRequired',
      'signature_holders[1][mobile]': 'validation.mobileCountryCode',
      'signature_holders[1][national_id_file]': 'validation.fileRequired',
    });
  });
});

describe('validateDocuments', () => {
  it('requires all three documents', () => {
    expect(
      validateDocuments({ board_changes_document: pdf(), signature_certificate: null, request_letter: null }),
    ).toEqual({
      signature_certificate: 'validation.fileRequired',
      request_letter: 'validation.fileRequired',
    });
  });
});
