import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@sarraf/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../../.storybook/textZoom';
import { expectReference, reference } from '../../../shared/components/referenceStoryKit';
import { currentLocale } from '../../../shared/i18n/i18n';
import { DESK_ORDER } from '../mocks/orderAdminFixtures';
import {
  orderAdminHandlers,
  orderAdminMockMessages,
  orderAdminMockState,
  resetOrderAdminMocks,
} from '../mocks/orderAdminHandlers';
import { expectToast, mockRequests, page, rangeText, t } from './ordersAdminStoryKit';
import { AdminOrdersScreen } from './AdminOrdersScreen';
import { scaleOf } from '../../../entities/currency';

const meta = {
  title: 'Features/Admin/AdminOrdersScreen',
  component: AdminOrdersScreen,
  beforeEach: () => resetOrderAdminMocks(),
  parameters: {
    router: { initialEntries: ['/admin/orders'] },
    msw: { handlers: { admin: orderAdminHandlers.orderDesk } },
  },
} satisfies Meta<typeof AdminOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const says = () => orderAdminMockMessages[currentLocale()];

const currency = (code: string) => t(`admin:wallet.currencies.${code}`);

/** An amount as the desk writes it: the operator's precision, the reader's digits. */
const amount = (value: string, code: string) =>
  formatAmount(value, { locale: currentLocale(), maxDecimals: scaleOf(code) });

/** The queue's orders by number: 1044 a company's Tether sell, 1042 Sara's buy, 1045 Reza's buy. */
const ORDERS = {
  companySell: ['Sell', DESK_ORDER.companySell],
  saraBuy: ['Buy', DESK_ORDER.saraBuy],
  rezaBuy: ['Buy', DESK_ORDER.rezaBuy],
} as const;

/** An order's name: "Tether buy No. 1042". */
const orderName = (which: keyof typeof ORDERS) => {
  const [side, id] = ORDERS[which];
  return `${t(`admin:orders.kinds.${side}`, { currency: currency('USDT') })} ${t('admin:wallet.number', {
    id: reference(id),
  })}`;
};

async function queue(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: t('admin:orders.listLabel') }));
}

async function item(canvasElement: HTMLElement, which: keyof typeof ORDERS) {
  return within((await queue(canvasElement)).getByRole('listitem', { name: orderName(which) }));
}

/** The value a row's detail labelled `label` shows. */
const detail = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Opens an order's approval or rejection; answers the dialog. */
async function openDialog(
  canvasElement: HTMLElement,
  which: keyof typeof ORDERS,
  action: 'approve' | 'reject',
) {
  const row = await item(canvasElement, which);
  await userEvent.click(row.getByRole('button', { name: t(`admin:orders.actions.${action}`) }));
  return within(await page(canvasElement).findByRole('dialog'));
}

const field = (dialog: Scope, key: string) => dialog.getByRole('textbox', { name: t(`admin:orders.${key}`) });

const confirm = (dialog: Scope, key: string) => userEvent.click(dialog.getByRole('button', { name: t(key) }));

const decisions = () => orderAdminMockState.sent;

const expectMessage = (input: HTMLElement, message: string) =>
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: orderAdminHandlers.orderDeskLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:orders.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: orderAdminHandlers.orderDeskLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:orders.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(says().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: orderAdminHandlers.orderDeskEmpty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('admin:orders.empty') })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * The server's default queue, oldest first: each order with who placed it, what they pay (large), what they
 * receive, the quoted price, the fee, when it was placed and until when it may wait; each with its two
 * decisions.
 */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const list = await queue(canvasElement);
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveAccessibleName(orderName('companySell'));
    await expect(mockRequests()).toEqual(['GET /api/admin/orders?page=1']);
    await expect(within(canvasElement).getByText(rangeText(1, 3, 3))).toBeVisible();

    const sell = await item(canvasElement, 'companySell');
    // The order's number as the audit log and the person's screens write it: Latin digits, isolated.
    await expectReference(sell.getByRole('heading'), DESK_ORDER.companySell);
    await expect(sell.getByText('finance@nemoone.example')).toBeVisible();
    await expect(sell.getByText(t('admin:orders.statuses.Processing'))).toBeVisible();
    await expect(detail(sell, t('admin:orders.fields.side'))).toHaveTextContent(t('admin:orders.side.Sell'));
    await expect(detail(sell, t('admin:orders.fields.receives'))).toHaveTextContent(
      `${amount('686434500', 'IRT')}${currency('IRT')}`,
    );
    await expect(detail(sell, t('admin:orders.fields.price'))).toHaveTextContent(
      t('admin:orders.price', {
        base: currency('USDT'),
        price: amount('91800', 'IRT'),
        quote: currency('IRT'),
      }),
    );

    const buy = await item(canvasElement, 'saraBuy');
    await expect(buy.getByText('سارا احمدی', { selector: 'span' })).toBeVisible();
    // The operator sees Tether to its six decimals, not the three a person's screens show.
    await expect(detail(buy, t('admin:orders.fields.receives'))).toHaveTextContent(
      `${amount('8655.453065', 'USDT')}${currency('USDT')}`,
    );
    await expect(detail(buy, t('admin:orders.fields.fee'))).toHaveTextContent(
      `${amount('2400000', 'IRT')}${currency('IRT')}`,
    );
    await expect(detail(buy, t('admin:orders.fields.deadline')).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-11T07:40:00.000Z',
    );
    await expect(buy.getByRole('button', { name: t('admin:orders.actions.approve') })).toBeVisible();
  },
};

/** Approving shows what was quoted and who answers next; both figures and the note may stay empty. */
export const ApproveDialog: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'saraBuy', 'approve');
    await expect(page(canvasElement).getByRole('dialog')).toHaveAccessibleName(
      t('admin:orders.approveDialog.title', {
        kind: t('admin:orders.kinds.Buy', { currency: currency('USDT') }),
        number: t('admin:wallet.number', { id: reference(DESK_ORDER.saraBuy) }),
      }),
    );
    await expect(field(dialog, 'approveDialog.finalPrice')).toHaveAccessibleDescription(
      t('admin:orders.approveDialog.finalPriceHint', {
        price: amount('92150', 'IRT'),
        currency: currency('IRT'),
      }),
    );
    await expect(field(dialog, 'approveDialog.finalQuantity')).toHaveAccessibleDescription(
      t('admin:orders.approveDialog.finalQuantityHintBuy', {
        held: amount('800000000', 'IRT'),
        currency: currency('IRT'),
      }),
    );
    await expect(decisions()).toEqual([]);
  },
};

/**
 * Approved at final figures with a note: sent once with its key and exactly what was typed, said in a toast;
 * the order leaves the queue.
 */
export const ApproveWithFinalFigures: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'saraBuy', 'approve');
    await userEvent.type(field(dialog, 'approveDialog.finalPrice'), '92300');
    await userEvent.type(field(dialog, 'approveDialog.finalQuantity'), '8600');
    await userEvent.type(field(dialog, 'approveDialog.note'), '  Desk rate at approval  ');
    await confirm(dialog, 'admin:orders.approveDialog.confirm');
    await expectToast(canvasElement, t('admin:orders.approved'));
    await expect(decisions().map((call) => [call.line, call.body])).toEqual([
      [
        `POST /api/admin/orders/${DESK_ORDER.saraBuy}/approve`,
        { final_price: '92300', final_quantity: '8600', note: 'Desk rate at approval' },
      ],
    ]);
    await expect(decisions()[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 2, 2))).toBeVisible());
    await expect(
      (await queue(canvasElement)).queryByRole('listitem', { name: orderName('saraBuy') }),
    ).toBeNull();
  },
};

/** Approved as quoted: nothing typed, nothing but the key sent; the server keeps the quote's figures. */
export const ApproveAsQuoted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'companySell', 'approve');
    await confirm(dialog, 'admin:orders.approveDialog.confirm');
    await expectToast(canvasElement, t('admin:orders.approved'));
    await expect(decisions().map((call) => call.body)).toEqual([{}]);
    const decided = orderAdminMockState.orders.get(DESK_ORDER.companySell)!;
    await expect([decided.final_price, decided.final_quantity]).toEqual(['91800', '7500']);
  },
};

/** The form's own rules before anything is sent: figures above zero, a note of 500 characters at most. */
export const ApproveValidationErrors: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'saraBuy', 'approve');
    await userEvent.type(field(dialog, 'approveDialog.finalPrice'), '0');
    await userEvent.type(field(dialog, 'approveDialog.finalQuantity'), '0');
    await userEvent.click(field(dialog, 'approveDialog.note'));
    await userEvent.paste('x'.repeat(501));
    await confirm(dialog, 'admin:orders.approveDialog.confirm');
    await expectMessage(
      field(dialog, 'approveDialog.finalPrice'),
      t('admin:orders.validation.pricePositive'),
    );
    await expectMessage(
      field(dialog, 'approveDialog.finalQuantity'),
      t('admin:orders.validation.quantityPositive'),
    );
    await expectMessage(field(dialog, 'approveDialog.note'), t('admin:orders.validation.noteTooLong'));
    await expect(decisions()).toEqual([]);
  },
};

/**
 * A quantity the held Toman cannot pay for: the server's refusal sits on the quantity (422); correcting it
 * takes the message away.
 */
export const ApproveRefusedByServer: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'saraBuy', 'approve');
    const quantity = field(dialog, 'approveDialog.finalQuantity');
    await userEvent.type(quantity, '9000');
    await confirm(dialog, 'admin:orders.approveDialog.confirm');
    await waitFor(() => expectMessage(quantity, says().finalAboveHeld));
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
    await userEvent.type(quantity, '{Backspace}');
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Another operator decided first (409): said in an alert, and the queue, loaded again, no longer has it. */
export const AlreadyDecided: Story = {
  parameters: {
    msw: { handlers: { admin: orderAdminHandlers.orderDeskConflict } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'saraBuy', 'approve');
    await confirm(dialog, 'admin:orders.approveDialog.confirm');
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleName(t('admin:orders.conflictTitle'));
    await expect(within(alert).getByText(says().notAwaitingDesk)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 2, 2))).toBeVisible());
  },
};

/**
 * Rejecting says the hold returns to the person and needs the note they will read: asked for first, then
 * sent trimmed; the order leaves the queue.
 */
export const Reject: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, 'rezaBuy', 'reject');
    const note = field(dialog, 'rejectDialog.note');
    await step('the note is required', async () => {
      await confirm(dialog, 'admin:orders.rejectDialog.confirm');
      await expectMessage(note, t('admin:orders.validation.noteRequired'));
      await expect(decisions()).toEqual([]);
    });
    await step('sent with it', async () => {
      await userEvent.type(note, '  این حجم امروز بیش از ظرفیت میز است.  {Enter}');
      await expectToast(canvasElement, t('admin:orders.rejected'));
      await expect(decisions().map((call) => [call.line, call.body])).toEqual([
        [
          `POST /api/admin/orders/${DESK_ORDER.rezaBuy}/reject`,
          { note: 'این حجم امروز بیش از ظرفیت میز است.' },
        ],
      ]);
      await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 2, 2))).toBeVisible());
    });
  },
};

/** At 200% text size the orders reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await queue(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
