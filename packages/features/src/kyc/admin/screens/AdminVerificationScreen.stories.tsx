import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../../.storybook/textZoom';
import { verificationHandlers } from '../mocks/verificationHandlers';
import { resetKycAdminMocks } from '../mocks/kycAdminMockState';
import {
  expectToast,
  imagesLoaded,
  mockRequests,
  mockSays,
  page,
  press,
  rangeText,
  t,
} from './kycAdminStoryKit';
import { AdminVerificationScreen } from './AdminVerificationScreen';
import { AdminVerificationsScreen } from './AdminVerificationsScreen';

const meta = {
  title: 'Features/Admin/AdminVerificationScreen',
  component: AdminVerificationScreen,
  // The queue is the real one: the not-found view and Back lead there, and a decision shows in it.
  render: () => (
    <Routes>
      <Route path="/admin/verifications/:id" element={<AdminVerificationScreen />} />
      <Route path="/admin/verifications" element={<AdminVerificationsScreen />} />
    </Routes>
  ),
  beforeEach: () => resetKycAdminMocks(),
  parameters: {
    router: { initialEntries: ['/admin/verifications/12'] },
    msw: { handlers: { admin: verificationHandlers.reviewDesk } },
  },
} satisfies Meta<typeof AdminVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a DetailList labelled `label`, as "label value" text. */
function detail(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const approveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: t('admin:verification.actions.approve') });

/** The submission's details are on screen (its applicant card). */
async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('region', { name: t('admin:verification.summary.title') });
}

async function openDialog(canvasElement: HTMLElement, action: 'approve' | 'reject') {
  await loaded(canvasElement);
  await press(canvasElement, t(`admin:verification.actions.${action}`));
  return within(await page(canvasElement).findByRole('dialog'));
}

const reasonField = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: t('admin:verification.rejectDialog.reason') });

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.detailLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(approveButton(canvasElement)).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.detailLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:verification.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

/** No such submission: said so, with the way back to the queue. */
export const NotFound: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications/999'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('admin:verification.notFound.title') }),
    ).toBeVisible();
    await expect(approveButton(canvasElement)).toBeNull();
    await expect(mockRequests()).toEqual(['GET /api/admin/verifications/999']);
  },
};

export const BackToQueueWhenNotFound: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications/999'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: t('admin:verification.notFound.backToQueue') }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('admin:verifications.title') }),
    ).toBeVisible();
    // The queue's heading shows before its rows: the story ends (and is photographed) once they are in.
    await canvas.findByRole('list', { name: t('admin:verifications.listLabel') });
    await expect(await canvas.findByText(rangeText(1, 30, 35))).toBeVisible();
  },
};

/** A person in review: details, both files as downloads (the card with a preview), and the two actions. */
export const Individual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(detail(canvasElement, t('admin:verification.summary.email'))).toHaveTextContent(
      'sara.ahmadi@example.com',
    );
    await expect(detail(canvasElement, t('admin:verification.individual.nationalCode'))).toHaveTextContent(
      '0012345679',
    );
    await expect(detail(canvasElement, t('admin:verification.individual.gender'))).toHaveTextContent(
      t('admin:verification.individual.female'),
    );
    await expect(detail(canvasElement, t('admin:verification.individual.mobile'))).toHaveTextContent(
      '+989121234567',
    );
    const card = canvas.getByRole('link', {
      name: t('admin:verification.files.download', { name: 'national-card.png' }),
    });
    await expect(card).toHaveAttribute('href', '/api/files/121');
    await expect(card).toHaveAttribute('download', 'national-card.png');
    await expect(
      canvas.getByRole('link', {
        name: t('admin:verification.files.download', { name: 'selfie-video.webm' }),
      }),
    ).toHaveAttribute('href', '/api/files/122');
    await expect(canvas.getByText('video/webm')).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: t('admin:verification.files.preview', {
          label: t('admin:verification.files.national_card_front'),
        }),
      }),
    ).toHaveAttribute('src', '/api/files/121');
    // Only images get a preview.
    await expect(
      canvas.getAllByRole('img', { name: /./ }).filter((image) => image.tagName === 'IMG'),
    ).toHaveLength(1);
    await expect(approveButton(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:verification.actions.reject') })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A company in review: its details, each signature holder with their two files, and the three documents. */
export const Company: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications/14'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(detail(canvasElement, t('admin:verification.legal.nationalId'))).toHaveTextContent(
      '10101234567',
    );
    await expect(detail(canvasElement, t('admin:verification.legal.registrationNumber'))).toHaveTextContent(
      '123456',
    );
    const holders = within(canvas.getByRole('region', { name: t('admin:verification.holders.title') }));
    await expect(holders.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(holders.getByText('علی رضایی')).toBeVisible();
    await expect(holders.getAllByRole('link')).toHaveLength(4);
    await expect(
      holders.getByRole('link', {
        name: t('admin:verification.files.download', { name: 'ali-birth-cert.pdf' }),
      }),
    ).toHaveAttribute('href', '/api/files/142');
    const documents = within(canvas.getByRole('region', { name: t('admin:verification.documents.title') }));
    await expect(documents.getAllByRole('link')).toHaveLength(3);
    await expect(documents.getByText(t('admin:verification.files.request_letter'))).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Decided earlier: its status and review date, and no actions. */
export const Verified: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications/3'] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.verified'),
    );
    await expect(within(canvasElement).getByText(t('admin:verification.summary.reviewedAt'))).toBeVisible();
    await expect(approveButton(canvasElement)).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Rejected earlier: the reason the user was given, and no actions. */
export const Rejected: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications/7'] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.not_verified'),
    );
    await expect(detail(canvasElement, t('admin:verification.summary.reason'))).toHaveTextContent(
      'تصویر کارت ملی خوانا نیست.',
    );
    await expect(approveButton(canvasElement)).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Approve asks first; nothing is sent until it is confirmed. */
export const ApproveConfirmation: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:verification.approveDialog.title'),
    );
    await expect(
      dialog.getByText(t('admin:verification.approveDialog.body', { who: 'سارا احمدی' })),
    ).toBeVisible();
    await expect(mockRequests().some((line) => line.startsWith('POST'))).toBe(false);
    await imagesLoaded(canvasElement);
  },
};

/** Confirmed: approved on the server, said in a toast, the status is Verified and the actions are gone. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:verification.approveDialog.confirm') }),
    );
    await expectToast(canvasElement, t('admin:verification.approved'));
    await expect(mockRequests()).toContain('POST /api/admin/verifications/12/approve');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.verified'),
    );
    await expect(within(canvasElement).getByText(t('admin:verification.summary.reviewedAt'))).toBeVisible();
    await expect(approveButton(canvasElement)).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Cancel closes the dialog and decides nothing. */
export const ApproveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(dialog.getByRole('button', { name: t('admin:cancel') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(approveButton(canvasElement)).toBeVisible();
    await expect(mockRequests().some((line) => line.startsWith('POST'))).toBe(false);
    await imagesLoaded(canvasElement);
  },
};

/** The reason is checked as the server checks it: required, then at most 500 characters. */
export const RejectReasonChecked: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, 'reject');
    const confirm = dialog.getByRole('button', { name: t('admin:verification.rejectDialog.confirm') });
    await step('empty', async () => {
      await userEvent.click(confirm);
      await expect(reasonField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:verification.validation.reasonRequired')),
      );
    });
    await step('spaces only', async () => {
      await userEvent.type(reasonField(dialog), '   ');
      await userEvent.click(confirm);
      await expect(reasonField(dialog)).toHaveAttribute('aria-invalid', 'true');
    });
    await step('too long', async () => {
      await userEvent.clear(reasonField(dialog));
      await userEvent.click(reasonField(dialog));
      await userEvent.paste('ا'.repeat(501));
      await userEvent.click(confirm);
      await expect(reasonField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:verification.validation.reasonTooLong')),
      );
    });
    await expect(mockRequests().some((line) => line.startsWith('POST'))).toBe(false);
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** A valid reason is sent: rejected, the user's reason shown, the actions gone. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const reason = 'تصویر کارت ملی تار است؛ لطفاً عکس واضح‌تری بفرستید.';
    const dialog = await openDialog(canvasElement, 'reject');
    await userEvent.type(reasonField(dialog), `  ${reason}  `);
    await userEvent.click(dialog.getByRole('button', { name: t('admin:verification.rejectDialog.confirm') }));
    await expectToast(canvasElement, t('admin:verification.rejected'));
    await expect(mockRequests()).toContain('POST /api/admin/verifications/12/reject');
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.not_verified'),
    );
    // The mock server keeps what it was sent: the reason, trimmed, came back from it.
    await expect(detail(canvasElement, t('admin:verification.summary.reason'))).toHaveTextContent(reason);
    await expect(approveButton(canvasElement)).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Enter in the reason field rejects as the button does. */
export const RejectWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'reject');
    await userEvent.type(reasonField(dialog), 'Blurry photo{Enter}');
    await expectToast(canvasElement, t('admin:verification.rejected'));
    await expect(detail(canvasElement, t('admin:verification.summary.reason'))).toHaveTextContent(
      'Blurry photo',
    );
    await imagesLoaded(canvasElement);
  },
};

/** The server refuses the reason: its 422 message is on the field and the dialog stays open. */
export const RejectRefusedByServer: Story = {
  parameters: {
    msw: { handlers: { admin: verificationHandlers.rejectRefused } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'reject');
    await userEvent.type(reasonField(dialog), 'Blurry photo');
    await userEvent.click(dialog.getByRole('button', { name: t('admin:verification.rejectDialog.confirm') }));
    await waitFor(() =>
      expect(reasonField(dialog)).toHaveAccessibleDescription(
        expect.stringContaining(mockSays().reasonTooLong),
      ),
    );
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(approveButton(canvasElement)).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Someone decided first (409): the server's message, then the submission as it now stands. */
export const Conflict: Story = {
  parameters: {
    msw: { handlers: { admin: verificationHandlers.approveConflict } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:verification.approveDialog.confirm') }),
    );
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleName(t('admin:verification.conflictTitle'));
    await expect(within(alert).getByText(mockSays().notInReview)).toBeVisible();
    await waitFor(() => expect(approveButton(canvasElement)).toBeNull());
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.verified'),
    );
    await imagesLoaded(canvasElement);
  },
};

/** The server fails: its message in the dialog, which stays open to try again. */
export const DecisionFailed: Story = {
  parameters: {
    msw: { handlers: { admin: verificationHandlers.decisionFails } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:verification.approveDialog.confirm') }),
    );
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await expect(detail(canvasElement, t('admin:verification.summary.status'))).toHaveTextContent(
      t('admin:status.in_progress'),
    );
    await imagesLoaded(canvasElement);
  },
};

/** While the decision is on its way the dialog cannot be dismissed. */
export const Deciding: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.deciding } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:verification.approveDialog.confirm') }),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: t('admin:cancel') })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** From the queue to a submission, approved, and Back: the queue no longer holds it. */
export const ReviewJourney: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'سارا احمدی' }));
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:verification.approveDialog.confirm') }),
    );
    await expectToast(canvasElement, t('admin:verification.approved'));
    await press(canvasElement, t('admin:back'));
    const list = within(await canvas.findByRole('list', { name: t('admin:verifications.listLabel') }));
    const links = list.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(links).not.toContain('/admin/verifications/12');
    await expect(links[0]).toBe('/admin/verifications/13');
    await expect(within(canvasElement).getByText(rangeText(1, 30, 34))).toBeVisible();
    await expect(
      mockRequests().filter((line) => line.startsWith('GET /api/admin/verifications?')),
    ).toHaveLength(2);
  },
};

/** On a desktop the submission is a centred column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { router: { initialEntries: ['/admin/verifications/14'] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: t('admin:verification.summary.title') });
    await expect(region.getBoundingClientRect().width).toBeLessThan(800);
    await imagesLoaded(canvasElement);
  },
};

/** At 200% text size a company's submission reflows: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: { ...textZoom200, router: { initialEntries: ['/admin/verifications/14'] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await imagesLoaded(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
