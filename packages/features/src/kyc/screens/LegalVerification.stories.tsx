import { toLocaleDigits } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { kycHandlers } from '../mocks/kycHandlers';
import { chooseFile, errorSummary, expectToast, files, mockSays, PageStub, press, t } from './kycStoryKit';
import { VerificationScreen } from './VerificationScreen';

/** The legal-entity flow of the verification screen: three steps with back navigation. */
const meta = {
  title: 'Features/Kyc/LegalVerification',
  component: VerificationScreen,
  render: () => (
    <Routes>
      <Route path="/profile/verification" element={<VerificationScreen />} />
      <Route path="/profile" element={<PageStub name="Profile" />} />
    </Routes>
  ),
  parameters: {
    router: { initialEntries: ['/profile/verification'] },
    msw: { handlers: { kyc: kycHandlers.notSubmitted } },
  },
} satisfies Meta<typeof VerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, key: string, nth = 0) =>
  within(canvasElement).getAllByRole('textbox', { name: t(key) })[nth]!;

/** The Stepper's "Step n of 3: name" line. */
const stepLine = (canvasElement: HTMLElement, step: number, nameKey: string) =>
  within(canvasElement).findByText(
    `${t('kyc:legal.stepText', { step: digits(step), total: digits(3) })}: ${t(nameKey)}`,
  );

/** A number as the story's locale writes it in sentences (Persian digits in fa). */
const digits = (n: number) => toLocaleDigits(String(n), currentLocale());

async function chooseCompany(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('radio', { name: t('kyc:accountType.legal') }),
  );
}

async function fillCompany(canvasElement: HTMLElement) {
  await userEvent.type(field(canvasElement, 'kyc:legal.companyName'), 'صرافی نمونه');
  await userEvent.type(field(canvasElement, 'kyc:legal.companyNationalId'), '10101234567');
  await userEvent.type(field(canvasElement, 'kyc:legal.registrationNumber'), '123456');
  await userEvent.type(field(canvasElement, 'kyc:legal.address'), 'تهران، خیابان آزادی');
}

async function fillHolder(canvasElement: HTMLElement, nth = 0) {
  await userEvent.type(field(canvasElement, 'kyc:legal.holderName', nth), 'علی رضایی');
  await userEvent.type(field(canvasElement, 'kyc:legal.holderMobile', nth), '+989121234567');
  await chooseFile(canvasElement, t('kyc:legal.nationalIdFile'), files.pdf(`id-${nth}.pdf`), nth);
  await chooseFile(canvasElement, t('kyc:legal.birthCertificateFile'), files.pdf(`birth-${nth}.pdf`), nth);
}

export const CompanyEmpty: Story = {
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement);
    await expect(await stepLine(canvasElement, 1, 'kyc:legal.steps.company')).toBeVisible();
    await press(canvasElement, t('kyc:legal.next'));
    const summary = await errorSummary(canvasElement);
    for (const key of [
      'companyNameRequired',
      'companyIdRequired',
      'registrationRequired',
      'addressRequired',
    ]) {
      await expect(summary.getByText(t(`kyc:validation.${key}`))).toBeVisible();
    }
    await expect(
      within(canvasElement).queryByRole('button', { name: t('kyc:legal.previousStep') }),
    ).toBeNull();
  },
};

export const CompanyInvalid: Story = {
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement);
    await userEvent.type(field(canvasElement, 'kyc:legal.companyName'), 'ش'.repeat(31));
    await userEvent.type(field(canvasElement, 'kyc:legal.companyNationalId'), '1010123456');
    await userEvent.type(field(canvasElement, 'kyc:legal.registrationNumber'), '۱۲۳۴۵');
    await userEvent.type(field(canvasElement, 'kyc:legal.address'), 'تهران');
    await press(canvasElement, t('kyc:legal.next'));
    await errorSummary(canvasElement);
    await expect(field(canvasElement, 'kyc:legal.companyName')).toHaveAccessibleDescription(
      t('kyc:validation.companyNameTooLong'),
    );
    await expect(field(canvasElement, 'kyc:legal.companyNationalId')).toHaveAccessibleDescription(
      t('kyc:validation.companyIdFormat'),
    );
    await expect(field(canvasElement, 'kyc:legal.registrationNumber')).toHaveAccessibleDescription(
      t('kyc:validation.registrationFormat'),
    );
  },
};

export const Step1ServerError: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement);
    await fillCompany(canvasElement);
    await press(canvasElement, t('kyc:legal.next'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:legal.stepFailed', { step: digits(1) }))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const Step1Submitting: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.submitting } } },
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement);
    await fillCompany(canvasElement);
    await press(canvasElement, t('kyc:legal.next'));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: t('kyc:legal.submitting') })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

/** Step 1, step 2 with a holder added and removed, back to step 2 and on, step 3: in review. */
export const ThreeSteps: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('company information', async () => {
      await chooseCompany(canvasElement);
      await fillCompany(canvasElement);
      await press(canvasElement, t('kyc:legal.next'));
      await expectToast(canvasElement, t('kyc:legal.step1Done'));
      await expect(await stepLine(canvasElement, 2, 'kyc:legal.steps.holders')).toBeVisible();
    });
    await step('signature holders: add and remove', async () => {
      await fillHolder(canvasElement);
      await press(canvasElement, t('kyc:legal.addHolder'));
      await expect(canvas.getByText(t('kyc:legal.holderTitle', { number: digits(2) }))).toBeVisible();
      await press(canvasElement, t('kyc:legal.removeHolder', { number: digits(2) }));
      await expect(canvas.queryByText(t('kyc:legal.holderTitle', { number: digits(2) }))).toBeNull();
      await press(canvasElement, t('kyc:legal.next'));
      await expectToast(canvasElement, t('kyc:legal.step2Done'));
      await expect(await stepLine(canvasElement, 3, 'kyc:legal.steps.documents')).toBeVisible();
    });
    await step('back to step 2 keeps what was typed', async () => {
      await press(canvasElement, t('kyc:legal.previousStep'));
      await expect(await stepLine(canvasElement, 2, 'kyc:legal.steps.holders')).toBeVisible();
      await expect(field(canvasElement, 'kyc:legal.holderName')).toHaveValue('علی رضایی');
      await press(canvasElement, t('kyc:legal.next'));
      await expectToast(canvasElement, t('kyc:legal.step2Done'));
    });
    await step('documents', async () => {
      await chooseFile(canvasElement, t('kyc:legal.boardChanges'), files.pdf('board.pdf'));
      await chooseFile(canvasElement, t('kyc:legal.signatureCertificate'), files.pdf('signatures.pdf'));
      await chooseFile(canvasElement, t('kyc:legal.requestLetter'), files.pdf('letter.pdf'));
      await press(canvasElement, t('kyc:legal.submit'));
      await expectToast(canvasElement, t('kyc:legal.allDone'));
      await expect(await canvas.findByText(t('kyc:status.inProgressTitle'))).toBeVisible();
    });
  },
};

/** A company that sent step 1 earlier continues at step 2, and can go back to correct step 1. */
export const ResumeAtStep2: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.legalAfterStep1 } } },
  play: async ({ canvasElement }) => {
    await expect(await stepLine(canvasElement, 2, 'kyc:legal.steps.holders')).toBeVisible();
    await press(canvasElement, t('kyc:legal.previousStep'));
    await expect(await stepLine(canvasElement, 1, 'kyc:legal.steps.company')).toBeVisible();
    await expect(field(canvasElement, 'kyc:legal.companyName')).toHaveValue('صرافی نمونه');
  },
};

/** A rejected company sees why and starts again at step 1 with what it sent. */
export const Rejected: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.legalRejected } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('kyc:status.rejectedReason', { reason: mockSays().rejectionReason })),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('kyc:accountType.legal') })).toBeChecked();
    await expect(await stepLine(canvasElement, 1, 'kyc:legal.steps.company')).toBeVisible();
    await expect(field(canvasElement, 'kyc:legal.companyNationalId')).toHaveValue(
      toLocaleDigits('10101234567', currentLocale()),
    );
  },
};

export const HoldersEmpty: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.legalAfterStep1 } } },
  play: async ({ canvasElement }) => {
    await stepLine(canvasElement, 2, 'kyc:legal.steps.holders');
    await press(canvasElement, t('kyc:legal.next'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:validation.holderNameRequired'))).toBeVisible();
    await expect(summary.getByText(t('kyc:validation.mobileRequired'))).toBeVisible();
    await expect(summary.getByText(t('kyc:validation.fileRequired'))).toBeVisible();
  },
};

/** The server refuses holder 1's mobile: its message sits on that field, keyed as sent. */
export const HolderServerValidation: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.validation } } },
  play: async ({ canvasElement }) => {
    await chooseCompany(canvasElement);
    await fillCompany(canvasElement);
    await press(canvasElement, t('kyc:legal.next'));
    await expectToast(canvasElement, t('kyc:legal.step1Done'));
    await fillHolder(canvasElement);
    await press(canvasElement, t('kyc:legal.next'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:legal.stepFailed', { step: digits(2) }))).toBeVisible();
    await waitFor(() =>
      expect(field(canvasElement, 'kyc:legal.holderMobile')).toHaveAccessibleDescription(
        `${t('kyc:fields.mobileHint')} ${mockSays().mobile}`,
      ),
    );
  },
};

export const DocumentsMissing: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.legalAfterStep2 } } },
  play: async ({ canvasElement }) => {
    await stepLine(canvasElement, 3, 'kyc:legal.steps.documents');
    await press(canvasElement, t('kyc:legal.submit'));
    await errorSummary(canvasElement);
    await expect(within(canvasElement).getAllByText(t('kyc:validation.fileRequired')).length).toBeGreaterThan(
      2,
    );
  },
};
