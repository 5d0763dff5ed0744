import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../../.storybook/textZoom';
import { verificationHandlers } from '../mocks/verificationHandlers';
import { resetKycAdminMocks } from '../mocks/kycAdminMockState';
import {
  currentAddress,
  LocationProbe,
  mockRequests,
  mockSays,
  PageStub,
  press,
  rangeText,
  t,
} from './kycAdminStoryKit';
import { AdminVerificationsScreen } from './AdminVerificationsScreen';

const meta = {
  title: 'Features/Admin/AdminVerificationsScreen',
  component: AdminVerificationsScreen,
  render: () => (
    <Routes>
      <Route
        path="/admin/verifications"
        element={
          <>
            <AdminVerificationsScreen />
            <LocationProbe />
          </>
        }
      />
      <Route path="/admin/verifications/:id" element={<PageStub name="Submission" />} />
    </Routes>
  ),
  beforeEach: () => resetKycAdminMocks(),
  parameters: {
    router: { initialEntries: ['/admin/verifications'] },
    msw: { handlers: { admin: verificationHandlers.reviewDesk } },
  },
} satisfies Meta<typeof AdminVerificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const filter = (canvasElement: HTMLElement, status: string) =>
  within(canvasElement).getByRole('radio', { name: t(`admin:status.${status}`) });

/** The submissions list once it shows. */
async function queue(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: t('admin:verifications.listLabel') }));
}

/** The rows shown now (the list is found again each time: a new filter renders a new one). */
const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: t('admin:verifications.listLabel') })).getAllByRole(
    'listitem',
  );

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.queueLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('admin:verifications.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.queueLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:verifications.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

/** A failed load, tried again once the server answers. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.queueFailsOnce } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(t('admin:verifications.loadFailed'));
    await press(canvasElement, t('admin:retry'));
    const list = await queue(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(canvas.queryByText(t('admin:verifications.loadFailed'))).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.queueEmpty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('admin:verifications.empty.in_progress') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The review queue: in review first, oldest first, one page of 30 of 35. */
export const InReview: Story = {
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(filter(canvasElement, 'in_progress')).toBeChecked();
    const first = list.getAllByRole('listitem')[0]!;
    await expect(within(first).getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/admin/verifications/12',
    );
    await expect(within(first).getByText('sara.ahmadi@example.com')).toBeVisible();
    await expect(within(first).getByText(t('admin:userType.individual'))).toBeVisible();
    await expect(within(first).getByText(t('admin:status.in_progress'))).toBeVisible();
    // A company without an account name is named by its email.
    await expect(list.getByRole('link', { name: 'finance@nemoone.example' })).toBeVisible();
    await expect(within(canvasElement).getByText(rangeText(1, 30, 35))).toBeVisible();
    await expect(mockRequests()).toEqual(['GET /api/admin/verifications?status=in_progress&page=1']);
  },
};

/** Choosing "Verified" asks the server for that status and keeps it in the address. */
export const FilterVerified: Story = {
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await userEvent.click(filter(canvasElement, 'verified'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/admin/verifications?status=verified'));
    await waitFor(() =>
      expect(mockRequests().at(-1)).toBe('GET /api/admin/verifications?status=verified&page=1'),
    );
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(4));
    const list = await queue(canvasElement);
    await expect(list.getAllByText(t('admin:status.verified'))).toHaveLength(4);
    await expect(list.queryByText(t('admin:status.in_progress'))).toBeNull();
    await expect(within(canvasElement).getByText(rangeText(1, 4, 4))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('admin:list.loadMore') })).toBeNull();
  },
};

/** Opened with `?status=not_verified`: the rejected submissions, and that filter chosen. */
export const RejectedFromAddress: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications?status=not_verified'] } },
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await expect(filter(canvasElement, 'not_verified')).toBeChecked();
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getAllByText(t('admin:status.not_verified'))).toHaveLength(2);
    await expect(mockRequests()).toEqual(['GET /api/admin/verifications?status=not_verified&page=1']);
  },
};

/** An unknown status in the address falls back to the review queue. */
export const UnknownStatusInAddress: Story = {
  parameters: { router: { initialEntries: ['/admin/verifications?status=draft'] } },
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await expect(filter(canvasElement, 'in_progress')).toBeChecked();
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(mockRequests()).toEqual(['GET /api/admin/verifications?status=in_progress&page=1']);
  },
};

/** Load more appends page 2 under page 1. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    const firstBefore = list.getAllByRole('listitem')[0]!.textContent;
    await press(canvasElement, t('admin:list.loadMore'));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(35));
    await expect(list.getAllByRole('listitem')[0]!.textContent).toBe(firstBefore);
    await expect(within(canvasElement).getByText(rangeText(1, 35, 35))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('admin:list.loadMore') })).toBeNull();
    await expect(mockRequests().at(-1)).toBe('GET /api/admin/verifications?status=in_progress&page=2');
  },
};

/** Page 2 fails: the 30 loaded stay, the failure is said, Load more is still there to try again. */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { admin: verificationHandlers.queueMoreFails } } },
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await press(canvasElement, t('admin:list.loadMore'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:list.loadMoreFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: t('admin:list.loadMore') })).toBeEnabled();
  },
};

/** A row opens its submission. */
export const OpensSubmission: Story = {
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    await userEvent.click(list.getByRole('link', { name: 'finance@nemoone.example' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Submission (stub) 14' }),
    ).toBeVisible();
  },
};

/** On a desktop the queue is a centred column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    const { width } = list.getAllByRole('listitem')[0]!.getBoundingClientRect();
    await expect(width).toBeLessThan(800);
  },
};

/** At 200% text size the rows reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
