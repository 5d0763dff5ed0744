import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditHandlers, resetAuditMocks } from '../mocks/auditHandlers';
import { mockRequests, mockSays, num, PageStub, press, rangeText, t } from './auditStoryKit';
import { AdminAuditLogScreen } from './AdminAuditLogScreen';

const meta = {
  title: 'Features/Admin/AdminAuditLogScreen',
  component: AdminAuditLogScreen,
  render: () => (
    <Routes>
      <Route path="/admin/audit-log" element={<AdminAuditLogScreen />} />
      <Route path="/admin/verifications/:id" element={<PageStub name="Submission" />} />
    </Routes>
  ),
  beforeEach: () => resetAuditMocks(),
  parameters: {
    router: { initialEntries: ['/admin/audit-log'] },
    msw: { handlers: { admin: auditHandlers.auditLog } },
  },
} satisfies Meta<typeof AdminAuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries shown now. */
async function entries(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: t('admin:audit.listLabel') });
  return within(list).getAllByRole('listitem');
}

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: auditHandlers.auditLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:audit.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: auditHandlers.auditLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:audit.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: auditHandlers.auditEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('admin:audit.empty') }),
    ).toBeVisible();
  },
};

/**
 * Newest first: a price change with its old and new prices, a rejection with its reason, an action this
 * client has no words for (shown as written), and an entry made by the system.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = await entries(canvasElement);
    await expect(items).toHaveLength(30);
    const [priceSet, rejection, unknown, bySystem] = items.map((item) => within(item));
    await expect(priceSet!.getByText(t('admin:audit.actions.marketPriceSet'))).toBeVisible();
    await expect(priceSet!.getByText(t('admin:audit.subjects.market', { id: 'USDT/IRT' }))).toBeVisible();
    await expect(items[0]).toHaveTextContent(
      `${t('admin:audit.detailKeys.buy_price')}${num(91800)} ${t('admin:audit.changedTo')} ${num(92000)}`,
    );
    await expect(priceSet!.getByText('desk@sarraf.example')).toBeVisible();
    await expect(rejection!.getByText(t('admin:audit.actions.verificationReject'))).toBeVisible();
    await expect(rejection!.getByText('تصویر کارت ملی خوانا نیست.')).toBeVisible();
    await expect(rejection!.getByText(t('admin:userType.individual'))).toBeVisible();
    await expect(
      rejection!.getByRole('link', { name: t('admin:audit.subjects.verification', { id: num(8) }) }),
    ).toHaveAttribute('href', '/admin/verifications/8');
    await expect(unknown!.getByText('desk.limits_update')).toBeVisible();
    await expect(unknown!.getByText('approval_limit')).toBeVisible();
    await expect(bySystem!.getByText(t('admin:system'))).toBeVisible();
    await expect(within(items[4]!).getByText(t('admin:audit.actions.verificationApprove'))).toBeVisible();
    await expect(within(canvasElement).getByText(rangeText(1, 30, 35))).toBeVisible();
  },
};

/** Load more appends the older entries. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    await entries(canvasElement);
    await press(canvasElement, t('admin:list.loadMore'));
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(35));
    await expect(within(canvasElement).getByText(rangeText(1, 35, 35))).toBeVisible();
    await expect(mockRequests()).toEqual([
      'GET /api/admin/audit-log?page=1',
      'GET /api/admin/audit-log?page=2',
    ]);
  },
};

/** A decision's subject opens that submission. */
export const OpensSubject: Story = {
  play: async ({ canvasElement }) => {
    await entries(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('link', {
        name: t('admin:audit.subjects.verification', { id: num(8) }),
      }),
    );
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Submission (stub) 8' }),
    ).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = await entries(canvasElement);
    await expect(items[0]!.getBoundingClientRect().width).toBeLessThan(800);
  },
};
