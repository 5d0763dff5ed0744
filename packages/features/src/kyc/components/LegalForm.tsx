import { Button, FormErrorSummary, showToast as showLastingToast, Stepper, toLocaleDigits } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
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
import { verificationSubmitted } from '../state/verificationSubmitted';
import { CompanyStep } from './CompanyStep';
import { DocumentsStep } from './DocumentsStep';
import { emptyHolder, HoldersStep, type HoldersChange } from './HoldersStep';
import * as styles from './KycForm.css';

const STEP_KEYS = ['legal.steps.company', 'legal.steps.holders', 'legal.steps.documents'] as const;
const LAST_STEP = STEP_KEYS.length - 1;
const COMPANY_FIELDS = [
  'company_name',
  'company_national_id',
  'company_registration_number',
  'address',
] as const;
const DOCUMENT_FIELDS = ['board_changes_document', 'signature_certificate', 'request_letter'] as const;
/** A holder's refused field, keyed as sent: `signature_holders[0][mobile]`. */
const holderField = (name: string) => (name.startsWith('signature_holders[') ? name : undefined);

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
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  // A draft resumes after its last saved step; a rejected submission (all 3 steps taken) starts over at
  // step 1, which opens a new draft on the server.
  const [step, setStep] = useState(verification.legal_step > LAST_STEP ? 0 : verification.legal_step);

  /** The server took the step: the submission as it now stands, then the next step, or review. */
  async function stepTaken(answer: Verification, taken: number) {
    await verificationSubmitted(queryClient, answer);
    if (taken === LAST_STEP) {
      // Outlives this form, which gives way to the in-review banner of the same screen.
      showLastingToast({ title: t('legal.allDone'), tone: 'positive' });
      onSubmitted(answer);
      return;
    }
    showToast({ title: t(taken === 0 ? 'legal.step1Done' : 'legal.step2Done'), tone: 'positive' });
    goTo(taken + 1);
  }

  const company = useForm({
    namespace: 'kyc',
    initialValues: (): CompanyValues => ({
      company_name: saved?.company_name ?? '',
      company_national_id: saved?.company_national_id ?? '',
      company_registration_number: saved?.company_registration_number ?? '',
      address: saved?.address ?? '',
    }),
    validate: validateCompany,
    submit: (values) =>
      submitLegalVerificationStep1({
        user_type: 'legal',
        company_name: values.company_name.trim(),
        company_national_id: cleanNumber(values.company_national_id),
        company_registration_number: cleanNumber(values.company_registration_number),
        address: values.address.trim(),
      }),
    onSuccess: (answer) => stepTaken(answer, 0),
  });
  const holders = useForm<{ holders: HolderValues[] }, Verification, string>({
    namespace: 'kyc',
    // Saved holders come back without their files: the files must be chosen again when step 2 is resent.
    initialValues: () => ({
      holders: saved?.signature_holders.length
        ? saved.signature_holders.map(({ name, mobile }) => ({ ...emptyHolder(), name, mobile }))
        : [emptyHolder()],
    }),
    validate: (values) => validateHolders(values.holders),
    submit: (values) =>
      submitLegalVerificationStep2({
        signature_holders: values.holders.map((holder) => ({
          name: holder.name.trim(),
          mobile: cleanNumber(holder.mobile),
          national_id_file: holder.national_id_file!,
          birth_certificate_file: holder.birth_certificate_file!,
        })),
      }),
    onSuccess: (answer) => stepTaken(answer, 1),
    serverFields: holderField,
  });
  const documents = useForm({
    namespace: 'kyc',
    initialValues: (): DocumentValues => ({
      board_changes_document: null,
      signature_certificate: null,
      request_letter: null,
    }),
    validate: validateDocuments,
    submit: (values) =>
      submitLegalVerificationStep3({
        board_changes_document: values.board_changes_document!,
        signature_certificate: values.signature_certificate!,
        request_letter: values.request_letter!,
      }),
    onSuccess: (answer) => stepTaken(answer, 2),
    serverFields: DOCUMENT_FIELDS,
  });
  const current = [company, holders, documents][step]!;

  function goTo(next: number) {
    // What the last attempt at that step said is about an attempt the person has moved on from.
    [company, holders, documents][next]?.clearErrors();
    setStep(next);
  }

  function changeHolders(next: HolderValues[], changed: HoldersChange) {
    holders.setValue('holders', next, { keepError: true });
    // A removed holder moves the ones after it: their messages no longer sit where they belong.
    holders.clearErrors(changed === 'moved' ? undefined : changed);
  }

  const failureTitle = t('legal.stepFailed', { step: digits(step + 1) });
  const isSubmitting = current.isPending;

  // HoldersStep gives each text input the id `${id}-${wire name}`; file inputs carry their own message.
  const summary =
    step === 0
      ? company.summary(companyIds)
      : step === 1
        ? holders.summary(textFieldIds(Object.keys(holders.fieldErrors), id))
        : documents.summary();

  return (
    <form className={styles.form} noValidate onSubmit={current.handleSubmit}>
      <Stepper
        steps={STEP_KEYS.map((key) => t(key))}
        currentStep={step}
        label={t('legal.stepsLabel')}
        stepText={(current, total) => t('legal.stepText', { step: digits(current), total: digits(total) })}
        onBack={step > 0 && !isSubmitting ? () => goTo(step - 1) : undefined}
        backLabel={t('legal.previousStep')}
      />
      <FormErrorSummary
        title={current.failure ? failureTitle : t('fields.errorSummaryTitle')}
        errors={summary}
        focusKey={current.refusals}
      />
      {step === 0 ? (
        <CompanyStep bind={company.bind} fieldIds={companyIds} />
      ) : step === 1 ? (
        <HoldersStep
          holders={holders.values.holders}
          onChange={changeHolders}
          problems={holders.fieldErrors}
          idPrefix={id}
          isDisabled={isSubmitting}
        />
      ) : (
        <DocumentsStep bind={documents.bind} />
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
