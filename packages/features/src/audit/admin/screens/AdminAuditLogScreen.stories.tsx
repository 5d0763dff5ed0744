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

/** The entries shown now (not the sentences listed inside each). */
async function entries(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: t('admin:audit.listLabel') });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
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
 * Newest first: a price change said as sentences of what changed, a rejection with its reason, an action
 * this client has no words for (shown by name, its changed values as "name: value"), and an entry made by
 * the system.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = await entries(canvasElement);
    await expect(items).toHaveLength(30);
    const [priceSet, rejection, unknown, bySystem] = items.map((item) => within(item));
    const toman = t('admin:wallet.currencies.IRT');
    await expect(items[0]).toHaveTextContent(t('admin:audit.sentences.pricesSet', { pair: 'USDT/IRT' }));
    await expect(items[0]).toHaveTextContent(
      t('admin:audit.sentences.amountChanged', {
        field: t('admin:audit.fields.buyPrice'),
        from: num(91800),
        to: num(92000),
        currency: toman,
      }),
    );
    await expect(items[0]).toHaveTextContent(
      t('admin:audit.sentences.amountChanged', {
        field: t('admin:audit.fields.sellPrice'),
        from: num(91400),
        to: num(91600),
        currency: toman,
      }),
    );
    await expect(items[0]).not.toHaveTextContent('.000000');
    await expect(items[0]).toHaveTextContent(
      `${t('admin:audit.subject')}${t('admin:audit.subjects.market', { pair: 'USDT/IRT' })}`,
    );
    await expect(priceSet!.getByText('desk@sarraf.example')).toBeVisible();
    await expect(items[1]).toHaveTextContent(
      t('admin:audit.sentences.verificationRejected', { user: '308' }),
    );
    await expect(rejection!.getByText('تصویر کارت ملی خوانا نیست.')).toBeVisible();
    await expect(items[1]).toHaveTextContent(
      t('admin:audit.sentences.accountType', { type: t('admin:userType.individual') }),
    );
    await expect(
      rejection!.getByRole('link', { name: t('admin:audit.subjects.verification', { id: '8' }) }),
    ).toHaveAttribute('href', '/admin/verifications/8');
    await expect(unknown!.getByText('desk.limits_update')).toBeVisible();
    await expect(unknown!.getByText('approval_limit')).toBeVisible();
    await expect(items[3]).toHaveTextContent(
      t('admin:audit.sentences.firstPrices', { buy: num(91800), sell: num(91400), currency: toman }),
    );
    await expect(bySystem!.getByText(t('admin:system'))).toBeVisible();
    await expect(items[4]).toHaveTextContent(
      t('admin:audit.sentences.verificationApproved', { user: '144' }),
    );
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
        name: t('admin:audit.subjects.verification', { id: '8' }),
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
