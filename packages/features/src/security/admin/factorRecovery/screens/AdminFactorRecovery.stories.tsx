import { toastQueue } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../../shared/i18n/i18n';
import {
  factorRecoveryAdminHandlers,
  factorRecoveryAdminMockMessages,
  resetFactorRecoveryMocks,
} from '../mocks/factorRecoveryAdminHandlers';
import { AdminFactorRecoveriesScreen } from './AdminFactorRecoveriesScreen';
import { AdminFactorRecoveryScreen } from './AdminFactorRecoveryScreen';

// The operator's desk for a lost second factor: the waiting requests, and one request with the new live
// video beside the verified identity, both played in the page; approve with a note or reject with a reason.
const meta = {
  title: 'Features/Admin/FactorRecovery',
  component: AdminFactorRecoveriesScreen,
  render: () => (
    <Routes>
      <Route path="/admin/factor-recoveries" element={<AdminFactorRecoveriesScreen />} />
      <Route path="/admin/factor-recoveries/:id" element={<AdminFactorRecoveryScreen />} />
    </Routes>
  ),
  beforeEach: () => resetFactorRecoveryMocks(),
  parameters: {
    router: { initialEntries: ['/admin/factor-recoveries'] },
    msw: { handlers: { admin: factorRecoveryAdminHandlers.desk } },
  },
} satisfies Meta<typeof AdminFactorRecoveriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const mock = () => factorRecoveryAdminMockMessages[currentLocale()];
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const detailOf = (id: number) => ({ router: { initialEntries: [`/admin/factor-recoveries/${id}`] } });

/** The request's comparison card once it shows. */
async function comparison(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('region', { name: t('admin:factorRecovery.compare.title') }),
  );
}

async function imagesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
}

async function openDialog(canvasElement: HTMLElement, action: 'approve' | 'reject') {
  await comparison(canvasElement);
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t(`admin:factorRecovery.actions.${action}`) }),
  );
  return within(await page(canvasElement).findByRole('dialog'));
}

async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

export const ListLoading: Story = {
  parameters: { msw: { handlers: { admin: factorRecoveryAdminHandlers.listLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('admin:factorRecovery.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: { admin: factorRecoveryAdminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:factorRecovery.empty'))).toBeVisible();
    await expect(canvas.getByText(t('admin:factorRecovery.emptyHint'))).toBeVisible();
  },
};

export const ListLoadFailed: Story = {
  parameters: { msw: { handlers: { admin: factorRecoveryAdminHandlers.listLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:factorRecovery.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mock().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

/** Three waiting requests, oldest first; a row opens its request. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: t('admin:factorRecovery.listLabel') }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('sara.ahmadi@example.com');
    await expect(rows[2]).toHaveTextContent('new.trader@example.com');
    await expect(list.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute(
      'href',
      '/admin/factor-recoveries/7',
    );
  },
};

/** The new video beside the verified card photo and verification video, each played or drawn in the page. */
export const Detail: Story = {
  parameters: detailOf(7),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const compare = await comparison(canvasElement);
    await expect(canvas.getByText('گوشی‌ام دزدیده شد و کدهای بازیابی هم در آن بود.')).toBeVisible();
    const videos = [...canvasElement.querySelectorAll('video')];
    await expect(videos.map((video) => video.getAttribute('aria-label'))).toEqual([
      t('admin:factorRecovery.compare.newVideo'),
      t('admin:factorRecovery.compare.files.live_video'),
    ]);
    await expect(videos.map((video) => video.querySelector('source')?.getAttribute('src'))).toEqual([
      '/api/files/701',
      '/api/files/122',
    ]);
    await expect(videos.every((video) => video.controls)).toBe(true);
    await expect(
      compare.getByRole('img', {
        name: t('common:media.imageAlt', {
          label: t('admin:factorRecovery.compare.files.national_card_front'),
        }),
      }),
    ).toHaveAttribute('src', '/api/files/121');
    await expect(
      canvas.getByRole('button', { name: t('admin:factorRecovery.actions.approve') }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** On a wide screen the two sides stand next to each other. */
export const DetailDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: detailOf(7),
  play: async ({ canvasElement }) => {
    const compare = await comparison(canvasElement);
    const [fresh, verified] = compare.getAllByRole('region');
    await expect(fresh!.getBoundingClientRect().top).toBe(verified!.getBoundingClientRect().top);
    await imagesLoaded(canvasElement);
  },
};

/** A person never verified: nothing to compare with, and the screen says so. */
export const NeverVerified: Story = {
  parameters: detailOf(9),
  play: async ({ canvasElement }) => {
    const compare = await comparison(canvasElement);
    await expect(compare.getByText(t('admin:factorRecovery.compare.notVerified'))).toBeVisible();
    await expect(canvasElement.querySelectorAll('video')).toHaveLength(1);
  },
};

/** Approving asks what was compared (required), then says what it did; the request shows as decided. */
export const Approve: Story = {
  parameters: detailOf(7),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await expect(dialog.getByText(t('admin:factorRecovery.approveDialog.body'))).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:factorRecovery.approveDialog.confirm') }),
    );
    await expect(
      await dialog.findAllByText(t('admin:factorRecovery.validation.noteRequired')),
    ).not.toHaveLength(0);
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:factorRecovery.approveDialog.note') }),
      'Same face and voice as the verification video.',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:factorRecovery.approveDialog.confirm') }),
    );
    await expectToast(canvasElement, t('admin:factorRecovery.approved'));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: t('admin:factorRecovery.decision.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(/Same face and voice as the verification video\./)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('admin:factorRecovery.actions.approve') }),
    ).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Rejecting asks for the reason the person is mailed; the request shows as rejected. */
export const Reject: Story = {
  parameters: detailOf(8),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'reject');
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:factorRecovery.rejectDialog.reason') }),
      'The face in the new video is not the verified person.',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:factorRecovery.rejectDialog.confirm') }),
    );
    await expectToast(canvasElement, t('admin:factorRecovery.rejected'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:factorRecovery.status.rejected'))).toBeVisible();
    await expect(canvas.getByText(/The face in the new video is not the verified person\./)).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** The operator's own request: the server refuses (403) and the dialog says so in its words. */
export const OwnRequestRefused: Story = {
  parameters: { ...detailOf(7), msw: { handlers: { admin: factorRecoveryAdminHandlers.ownRequest } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'approve');
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:factorRecovery.approveDialog.note') }),
      'Checked.',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:factorRecovery.approveDialog.confirm') }),
    );
    await expect(await dialog.findByText(mock().ownRequest)).toBeVisible();
  },
};

/** Decided elsewhere first (409): said in a dialog, and the request is shown as it now stands. */
export const AlreadyDecided: Story = {
  parameters: { ...detailOf(7), msw: { handlers: { admin: factorRecoveryAdminHandlers.alreadyDecided } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'reject');
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:factorRecovery.rejectDialog.reason') }),
      'Not the same person.',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('admin:factorRecovery.rejectDialog.confirm') }),
    );
    const alert = within(await page(canvasElement).findByRole('alertdialog'));
    // The alert opens as the reject dialog closes: on a busy machine it was found a frame before it showed.
    await waitFor(() => expect(alert.getByText(mock().notPending)).toBeVisible());
    await expect(
      await within(canvasElement).findByText(t('admin:factorRecovery.status.approved')),
    ).toBeVisible();
  },
};

export const DetailLoadFailed: Story = {
  parameters: { ...detailOf(7), msw: { handlers: { admin: factorRecoveryAdminHandlers.detailLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:factorRecovery.detail.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mock().serverError)).toBeVisible();
  },
};
