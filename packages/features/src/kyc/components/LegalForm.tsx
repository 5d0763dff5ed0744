import { Button, FormErrorSummary, showToast, Stepper, toLocaleDigits } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { currentLocale } from '../../shared/i18n/i18n';
import type { Verification } from '../api/getVerification';
import { submitLegalVerificationStep1 } from '../api/submitLegalVerificationStep1';
import { submitLegalVerificationStep2 } from '../api/submitLegalVerificationStep2';
import { submitLegalVerificationStep3 } from '../api/submitLegalVerificationStep3';
import '../i18n/registerKycI18n';
import { cleanNumber } from '../rules/fieldRules';
import {
  validateCompany,
  validateDocuments,
  validateHolders,
  type CompanyValues,
  type DocumentValues,
  type HolderValues,
} from '../rules/validateLegal';
import { CompanyStep } from './CompanyStep';
import { DocumentsStep } from './DocumentsStep';
import { serverProblems, summaryItems, translateProblems } from './formErrors';
import { emptyHolder, HoldersStep } from './HoldersStep';
import * as styles from './KycForm.css';

const STEP_KEYS = ['legal.steps.company', 'legal.steps.holders', 'legal.steps.documents'] as const;
const LAST_STEP = STEP_KEYS.length - 1;
const COMPANY_FIELDS = [
  'company_name',
  'company_national_id',
  'company_registration_number',
  'address',
] as const;
const DOCUMENT_FIELDS = new Set(['board_changes_document', 'signature_certificate', 'request_letter']);

export interface LegalFormProps {
  /** The submission so far: the form resumes after its `legal_step` and starts from its company details. */
  verification: Verification;
  /** Called once step 3 was taken: the submission is then in review. */
  onSubmitted: (verification: Verification) => void;
}

/** The legal-entity verification in three steps (company, signature holders, documents) with back navigation. */
export function LegalForm({ verification, onSubmitted }: LegalFormProps) {
  const { t } = useTranslation('kyc');
  // Step numbers inside sentences are written in the page's digits (Persian digits in fa).
  const digits = (n: number) => toLocaleDigits(String(n), currentLocale());
  const id = useId();
  const companyIds = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, `${id}-${field}`])) as Record<
    keyof CompanyValues,
    string
  >;
  const saved = verification.legal;
  // A draft resumes after its last saved step; a rejected submission (all 3 steps taken) starts over at
  // step 1, which opens a new draft on the server.
  const [step, setStep] = useState(verification.legal_step > LAST_STEP ? 0 : verification.legal_step);
  const [company, setCompany] = useState<CompanyValues>({
    company_name: saved?.company_name ?? '',
    company_national_id: saved?.company_national_id ?? '',
    company_registration_number: saved?.company_registration_number ?? '',
    address: saved?.address ?? '',
  });
  // Saved holders come back without their files: the files must be chosen again when step 2 is resent.
  const [holders, setHolders] = useState<HolderValues[]>(
    saved?.signature_holders.length
      ? saved.signature_holders.map(({ name, mobile }) => ({ ...emptyHolder(), name, mobile }))
      : [emptyHolder()],
  );
  const [documents, setDocuments] = useState<DocumentValues>({
    board_changes_document: null,
    signature_certificate: null,
    request_letter: null,
  });
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  function goTo(next: number) {
    setProblems({});
    setFailure(null);
    setStep(next);
  }

  /** Checks the current step; returns the call that sends it, or null when something is wrong. */
  function prepare(): (() => Promise<Verification>) | null {
    const found: Record<string, string | undefined> =
      step === 0
        ? validateCompany(company)
        : step === 1
          ? validateHolders(holders)
          : validateDocuments(documents);
    setProblems(translateProblems(found, t));
    if (Object.keys(found).length > 0) return null;
    if (step === 0) {
      return () =>
        submitLegalVerificationStep1({
          user_type: 'legal',
          company_name: company.company_name.trim(),
          company_national_id: cleanNumber(company.company_national_id),
          company_registration_number: cleanNumber(company.company_registration_number),
          address: company.address.trim(),
        });
    }
    if (step === 1) {
      return () =>
        submitLegalVerificationStep2({
          signature_holders: holders.map((holder) => ({
            name: holder.name.trim(),
            mobile: cleanNumber(holder.mobile),
            national_id_file: holder.national_id_file!,
            birth_certificate_file: holder.birth_certificate_file!,
          })),
        });
    }
    return () =>
      submitLegalVerificationStep3({
        board_changes_document: documents.board_changes_document!,
        signature_certificate: documents.signature_certificate!,
        request_letter: documents.request_letter!,
      });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const send = prepare();
    if (!send) return;
    setSubmitting(true);
    try {
      const answer = await send();
      setSubmitting(false);
      if (step === LAST_STEP) {
        showToast({ title: t('legal.allDone'), tone: 'positive' });
        onSubmitted(answer);
        return;
      }
      showToast({ title: t(step === 0 ? 'legal.step1Done' : 'legal.step2Done'), tone: 'positive' });
      goTo(step + 1);
    } catch (error) {
      setFailure({
        title: t('legal.stepFailed', { step: digits(step + 1) }),
        text: buildErrorText(error, t('common:errors.unexpected')),
      });
      setProblems(
        serverProblems(error, (field) =>
          step === 0
            ? (COMPANY_FIELDS as readonly string[]).includes(field)
            : step === 1
              ? field.startsWith('signature_holders')
              : DOCUMENT_FIELDS.has(field),
        ),
      );
      setSubmitting(false);
    }
  }

  // HoldersStep gives each text input the id `${id}-${wire name}`; file inputs carry their own message.
  const summaryIds: Record<string, string> =
    step === 0 ? companyIds : step === 1 ? textFieldIds(Object.keys(problems), id) : {};

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <Stepper
        steps={STEP_KEYS.map((key) => t(key))}
        currentStep={step}
        label={t('legal.stepsLabel')}
        stepText={(current, total) => t('legal.stepText', { step: digits(current), total: digits(total) })}
        onBack={step > 0 && !isSubmitting ? () => goTo(step - 1) : undefined}
        backLabel={t('legal.previousStep')}
      />
      <FormErrorSummary
        title={failure ? failure.title : t('fields.errorSummaryTitle')}
        errors={summaryItems(failure?.text ?? null, problems, summaryIds)}
      />
      {step === 0 ? (
        <CompanyStep
          values={company}
          onChange={(field, value) => setCompany((current) => ({ ...current, [field]: value }))}
          problems={problems}
          fieldIds={companyIds}
          isDisabled={isSubmitting}
        />
      ) : step === 1 ? (
        <HoldersStep
          holders={holders}
          onChange={setHolders}
          problems={problems}
          idPrefix={id}
          isDisabled={isSubmitting}
        />
      ) : (
        <DocumentsStep
          values={documents}
          onChange={(field, file) => setDocuments((current) => ({ ...current, [field]: file }))}
          problems={problems}
          isDisabled={isSubmitting}
        />
      )}
      <Button type="submit" size="lg" fullWidth isPending={isSubmitting} pendingLabel={t('legal.submitting')}>
        {step === LAST_STEP ? t('legal.submit') : t('legal.next')}
      </Button>
    </form>
  );
}

/** The summary links of the holders' text inputs (name and mobile). */
function textFieldIds(fields: string[], idPrefix: string): Record<string, string> {
  return Object.fromEntries(
    fields
      .filter((field) => /\[(name|mobile)\]$/.test(field))
      .map((field) => [field, `${idPrefix}-${field}`]),
  );
}
