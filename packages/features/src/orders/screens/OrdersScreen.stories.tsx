import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale } from '../../shared/i18n/i18n';
import { buildNotableOrders, DESK_NOTES, ORDER } from '../mocks/ordersFixtures';
import { ordersHandlers } from '../mocks/ordersHandlers';
import { ordersMockState, resetOrdersMocks } from '../mocks/ordersMockState';
import {
  answersSent,
  currencyName,
  currentAddress,
  detail,
  reference,
  expectReference,
  expectToast,
  isIdempotencyKey,
  LocationProbe,
  mockRequests,
  mockSays,
  num,
  orderTitle,
  page,
  PageStub,
  press,
  rangeText,
  t,
} from './ordersStoryKit';
import { OrdersScreen } from './OrdersScreen';

function Screen() {
  return (
    <Routes>
      <Route
        path="/orders"
        element={
          <>
            <OrdersScreen />
            <LocationProbe />
          </>
        }
      />
      <Route path="/orders/:id/details" element={<PageStub name="Order" />} />
      <Route path="/trade" element={<PageStub name="Trade" />} />
    </Routes>
  );
}

const meta = {
  title: 'Features/Orders/OrdersScreen',
  component: OrdersScreen,
  render: () => <Screen />,
  beforeEach: () => resetOrdersMocks(),
  parameters: {
    router: { initialEntries: ['/orders'] },
    msw: { handlers: { orders: ordersHandlers.orders } },
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const ORDERS = () => t('orders:list.label');
const PENDING = () => t('orders:pending.label');

/** The request lines of the two lists the screen opens with. */
const ALL_ORDERS_PAGE_1 = 'GET /api/trade/order?page=1';
const APPROVALS_PAGE_1 = 'GET /api/trade/order?status=Processing&approval_required=1&user_approved=0&page=1';

async function listNamed(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('list', { name }));
}

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: ORDERS() })).getAllByRole('listitem');

/** An order of the approval list, by its number: "Buy Tether No. 1042". */
async function pendingItem(canvasElement: HTMLElement, id: number, side: 'Buy' | 'Sell') {
  const list = await listNamed(canvasElement, PENDING());
  return within(
    list.getByRole('listitem', {
      name: `${orderTitle(side)} ${t('orders:number', { id: reference(id) })}`,
    }),
  );
}

/** Opens the decision on an order of the approval list; answers the dialog. */
async function review(canvasElement: HTMLElement, id: number, side: 'Buy' | 'Sell') {
  const item = await pendingItem(canvasElement, id, side);
  await userEvent.click(
    item.getByRole('button', {
      name: `${t('orders:pending.review')} ${t('orders:pending.reviewWhich', { id: reference(id) })}`,
    }),
  );
  return within(
    await page(canvasElement).findByRole('dialog', {
      name: t('orders:decision.title', { id: reference(id) }),
    }),
  );
}

const button = (scope: Scope, key: string) => scope.getByRole('button', { name: t(key) });

const statusFilter = (canvasElement: HTMLElement, id: 'all' | 'Processing' | 'Filled' | 'Cancelled') =>
  within(canvasElement).getByRole('tab', {
    name: id === 'all' ? t('orders:filter.all') : t(`orders:status.${id}`),
  });

/** The link of an order in the main list. */
const orderLink = (scope: Scope, id: number, side: 'Buy' | 'Sell') =>
  scope.getByRole('link', {
    name: t('orders:list.openOrder', {
      side: t(`orders:side.${side}`),
      currency: currencyName('USDT'),
      id: reference(id),
    }),
  });

/** A figure by the name the order's state gives it ("Paid", "Held", ...) and its amount, as a row shows them. */
function detailFigure(scope: Scope, name: 'paid' | 'received' | 'held' | 'toReceive' | 'heldReturned') {
  return scope.getByText(t(`orders:figures.${name}`)).parentElement as HTMLElement;
}

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('orders:title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    // The approval section waits out of sight: most people never have an order awaiting them.
    await expect(canvas.queryByRole('heading', { name: t('orders:pending.title') })).toBeNull();
  },
};

/** No orders: no approval section, and the way to the trade screen. */
export const Empty: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('orders:list.empty.all') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders:list.startTrading') })).toHaveAttribute(
      'href',
      '/trade',
    );
    await waitFor(() => expect(mockRequests()).toHaveLength(2));
    await expect(canvas.queryByRole('heading', { name: t('orders:pending.title') })).toBeNull();
  },
};

/** Both lists fail: each says so with the server's words and a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders:list.failed'))).toBeVisible();
    await expect(await canvas.findByText(t('orders:pending.failed'))).toBeVisible();
    await expect(canvas.getAllByText(mockSays().serverError)).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: t('orders:retry') })).toHaveLength(2);
  },
};

/**
 * The orders awaiting approval come first, as their own section: one waiting for the desk, one the desk
 * approved. Then every order, newest first, 30 of 36: pair, side, status, its figures as its state names them
 * (paid and received once filled, held while waiting, held and returned once cancelled), date.
 */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const pending = await listNamed(canvasElement, PENDING());
    const waiting = pending.getAllByRole('listitem');
    await expect(waiting).toHaveLength(2);
    const desk = await pendingItem(canvasElement, ORDER.awaitingDesk, 'Buy');
    await expect(desk.getByText(t('orders:pending.waitingForDesk'))).toBeVisible();
    // Waiting, nothing is paid yet: the amount is held, the Tether are still to receive.
    await expect(detailFigure(desk, 'held')).toHaveTextContent(`${num('800000000')}${currencyName('IRT')}`);
    await expect(detailFigure(desk, 'toReceive')).toHaveTextContent(
      `${num('8655.453')}${currencyName('USDT')}`,
    );
    const yours = await pendingItem(canvasElement, ORDER.awaitingYou, 'Sell');
    await expect(yours.getByText(t('orders:pending.readyForYou'))).toBeVisible();
    await expect(yours.getByText(t('orders:pending.answerBy'))).toBeVisible();

    const list = await listNamed(canvasElement, ORDERS());
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(30);
    await expect(orderLink(within(items[0]!), ORDER.awaitingDesk, 'Buy')).toHaveAttribute(
      'href',
      `/orders/${ORDER.awaitingDesk}/details`,
    );
    await expect(within(items[0]!).getByText(t('orders:status.Processing'))).toBeVisible();
    // The order's number is a reference people quote to support: Latin digits, isolated, in fa too, in the
    // row ("No. 1042") and the approval section's heading, as the desk and the audit log write it.
    await expectReference(
      within(items[0]!).getByText(t('orders:number', { id: reference(ORDER.awaitingDesk) })),
      ORDER.awaitingDesk,
    );
    await expectReference(yours.getByRole('heading', { level: 3 }), ORDER.awaitingYou);
    const filledBuy = within(items[2]!);
    await expect(filledBuy.getByText(t('orders:status.Filled'))).toBeVisible();
    // Tether with six decimals shows three, cut not rounded (135.241454).
    await expect(filledBuy.getByText(num('135.241'))).toBeVisible();
    await expect(detailFigure(filledBuy, 'paid')).toHaveTextContent(
      `${num('12500000')}${currencyName('IRT')}`,
    );
    const rejected = within(items[5]!);
    await expect(rejected.getByText(t('orders:status.Cancelled'))).toBeVisible();
    // A cancelled order paid and received nothing: what it held came back.
    await expect(detailFigure(rejected, 'heldReturned')).toHaveTextContent(
      `${num('950000000')}${currencyName('IRT')}`,
    );
    await expect(rejected.queryByText(t('orders:figures.paid'))).toBeNull();
    await expect(rejected.queryByText(t('orders:figures.received'))).toBeNull();
    await expect(within(canvasElement).getByText(rangeText(1, 30, 36))).toBeVisible();
    await expect(statusFilter(canvasElement, 'all')).toHaveAttribute('aria-selected', 'true');
    await expect([...mockRequests()].sort()).toEqual([ALL_ORDERS_PAGE_1, APPROVALS_PAGE_1].sort());
  },
};

/** Filled only: asked of the server, kept in the address. */
export const FilterFilled: Story = {
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, ORDERS());
    await userEvent.click(statusFilter(canvasElement, 'Filled'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/orders?status=Filled'));
    await waitFor(() => expect(within(canvasElement).getByText(rangeText(1, 27, 27))).toBeVisible());
    await expect(mockRequests().at(-1)).toBe('GET /api/trade/order?status=Filled&page=1');
    await expect(
      rows(canvasElement).every((row) => within(row).queryByText(t('orders:status.Filled')) !== null),
    ).toBe(true);
    await expect(within(canvasElement).queryByRole('button', { name: t('orders:list.loadMore') })).toBeNull();
  },
};

/** Opened with `?status=Cancelled`: the cancelled orders only, that filter chosen. */
export const FilterFromAddress: Story = {
  parameters: { router: { initialEntries: ['/orders?status=Cancelled'] } },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, ORDERS());
    await expect(statusFilter(canvasElement, 'Cancelled')).toHaveAttribute('aria-selected', 'true');
    await expect(list.getAllByRole('listitem')).toHaveLength(7);
    await expect(mockRequests()).toContain('GET /api/trade/order?status=Cancelled&page=1');
  },
};

/** Load more appends page 2: 36 orders, each once. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, ORDERS());
    await press(canvasElement, t('orders:list.loadMore'));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(36));
    await expect(within(canvasElement).getByText(rangeText(1, 36, 36))).toBeVisible();
    await expect(mockRequests().at(-1)).toBe('GET /api/trade/order?page=2');
  },
};

/** Page 2 fails: the 30 loaded stay, the failure is said, Load more stays to try again. */
export const LoadMoreFailed: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.moreFails } } },
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, ORDERS());
    await press(canvasElement, t('orders:list.loadMore'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders:list.loadMoreFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(30);
  },
};

/** The approval list fails while the orders load: said in its own section, the orders still shown. */
export const ApprovalsFailed: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.approvalsFail } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders:pending.failed'))).toBeVisible();
    await expect((await listNamed(canvasElement, ORDERS())).getAllByRole('listitem')).toHaveLength(30);
  },
};

/**
 * Before the desk decided, the order stays in the approval list, labelled as waiting for the desk, its held
 * amount and deadline shown, and no decision offered: no Review, no Approve, no Reject, and a line says the
 * answer comes once the desk has set the final figures.
 */
export const WaitingForTheDesk: Story = {
  play: async ({ canvasElement }) => {
    const desk = await pendingItem(canvasElement, ORDER.awaitingDesk, 'Buy');
    await expect(desk.getByText(t('orders:pending.waitingForDesk'))).toBeVisible();
    await expect(desk.getByText(t('orders:pending.waitingForDeskHint'))).toBeVisible();
    await expect(detailFigure(desk, 'held')).toHaveTextContent(`${num('800000000')}${currencyName('IRT')}`);
    await expect(desk.getByText(t('orders:pending.answerBy'))).toBeVisible();
    await expect(desk.queryAllByRole('button')).toEqual([]);
    // The order the desk approved beside it is the one with a decision.
    const yours = await pendingItem(canvasElement, ORDER.awaitingYou, 'Sell');
    await expect(yours.getAllByRole('button')).toHaveLength(1);
    await expect(yours.queryByText(t('orders:pending.waitingForDeskHint'))).toBeNull();
  },
};

/**
 * Once the desk approved: the final price and quantity, what will be paid and received at them, the desk's
 * note and the deadline; Approve is offered.
 */
export const DeskApproved: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await expect(dialog.getByText(t('orders:decision.deskApprovedTitle'))).toBeVisible();
    await expect(detail(dialog, t('orders:fields.finalPrice'))).toHaveTextContent(
      t('orders:price', { base: currencyName('USDT'), price: num('91700'), quote: currencyName('IRT') }),
    );
    await expect(detail(dialog, t('orders:fields.finalQuantity'))).toHaveTextContent(
      `${num('7000')}${currencyName('USDT')}`,
    );
    await expect(detail(dialog, t('orders:decision.willPay'))).toHaveTextContent(
      `${num('7000')}${currencyName('USDT')}`,
    );
    await expect(detail(dialog, t('orders:decision.willReceive'))).toHaveTextContent(
      `${num('639974300')}${currencyName('IRT')}`,
    );
    await expect(detail(dialog, t('orders:fields.fee'))).toHaveTextContent(num('1925700'));
    await expect(detail(dialog, t('orders:fields.adminNote'))).toHaveTextContent(
      DESK_NOTES[currentLocale()].finalPrice,
    );
    await expect(detail(dialog, t('orders:fields.deadline')).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-11T06:30:00.000Z',
    );
    await expect(button(dialog, 'orders:decision.approve')).toBeEnabled();
  },
};

/** A 360x800 phone (a common Android size), as Storybook's viewport. */
const phone360x800 = {
  viewport: {
    options: {
      phone360x800: { name: 'Phone 360x800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
    },
  },
} as const;
const onPhone360x800 = { viewport: { value: 'phone360x800', isRotated: false } } as const;

/** Asserts an element is wholly on screen, without scrolling: inside the window's width and height. */
async function expectInViewport(element: Element) {
  const view = element.ownerDocument.defaultView!;
  const box = element.getBoundingClientRect();
  await expect(box.top, `top of ${element.textContent}`).toBeGreaterThanOrEqual(0);
  await expect(box.bottom, `bottom of ${element.textContent}`).toBeLessThanOrEqual(view.innerHeight);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
}

/**
 * On a 360x800 phone the decision is in sight as the dialog opens: every final figure and both answers,
 * Approve and Reject, without scrolling; the explanation comes after them. Cancel approval keeps the
 * spec's name, with the line right under it saying what it does: the order keeps waiting until its deadline.
 */
export const DecisionInSightOnPhone: Story = {
  parameters: { ...phone360x800, visual: { target: 'body' } },
  globals: onPhone360x800,
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await expect([view.innerWidth, view.innerHeight]).toEqual([360, 800]);
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    // Measured once the bundled font has drawn the text (wider and taller than the fallback).
    await canvasElement.ownerDocument.fonts.ready;
    const figures = dialog.getAllByRole('term').map((term) => term.parentElement!);
    await expect(figures.map((row) => row.querySelector('dt')!.textContent)).toEqual([
      t('orders:fields.finalPrice'),
      t('orders:fields.finalQuantity'),
      t('orders:decision.willPay'),
      t('orders:decision.willReceive'),
      t('orders:fields.fee'),
      t('orders:fields.adminNote'),
      t('orders:fields.deadline'),
    ]);
    for (const row of figures) await expectInViewport(row);
    await expectInViewport(button(dialog, 'orders:decision.approve'));
    await expectInViewport(button(dialog, 'orders:decision.reject'));
    // The dialog opened at its top: nothing had to scroll to show them.
    await expect(dialog.getByRole('heading', { level: 2 }).getBoundingClientRect().top).toBeGreaterThan(0);

    const cancel = button(dialog, 'orders:decision.cancelApproval');
    const hint = dialog.getByText(t('orders:decision.cancelApprovalHint'));
    await expect(hint).toBeVisible();
    // Right under the button, and read with it.
    await expect(hint.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      cancel.getBoundingClientRect().bottom,
    );
    await expect(hint.getBoundingClientRect().top - cancel.getBoundingClientRect().bottom).toBeLessThan(12);
    await expect(
      dialog.getByRole('group', { name: t('orders:decision.cancelApproval') }),
    ).toHaveAccessibleDescription(t('orders:decision.cancelApprovalHint'));
    // The longer explanation comes after the answers.
    const after = dialog.getByText(t('orders:decision.afterDeadline'));
    await expect(after.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
  },
};

/** Cancel approval closes without answering: nothing is sent, the order still awaits. */
export const CancelApproval: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.cancelApproval'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(answersSent()).toEqual([]);
    await expect((await listNamed(canvasElement, PENDING())).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Approve: sent once with the order and a key, said in a toast; the order leaves the approval list and
 * shows filled in the list.
 */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.approve'));
    await expectToast(canvasElement, t('orders:decision.approved'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(answersSent().map((call) => [call.line, call.body])).toEqual([
      ['POST /api/trade/order/approve', { order_id: ORDER.awaitingYou }],
    ]);
    isIdempotencyKey(answersSent()[0]!.idempotencyKey);
    await waitFor(async () =>
      expect((await listNamed(canvasElement, PENDING())).getAllByRole('listitem')).toHaveLength(1),
    );
    const list = await listNamed(canvasElement, ORDERS());
    await waitFor(() =>
      expect(
        within(orderLink(list, ORDER.awaitingYou, 'Sell').closest('li')!).getByText(
          t('orders:status.Filled'),
        ),
      ).toBeVisible(),
    );
  },
};

/** While the approval is on its way the dialog cannot be dismissed nor answered again. */
export const Approving: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.answering } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.approve'));
    await waitFor(() => expect(button(dialog, 'orders:decision.cancelApproval')).toBeDisabled());
    await expect(button(dialog, 'orders:decision.reject')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** The server fails: its words in the dialog; approved again, the same action goes with the same key. */
export const ApproveRetriedWithTheSameKey: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.approveFailsOnce } } },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.approve'));
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(button(dialog, 'orders:decision.approve'));
    await expectToast(canvasElement, t('orders:decision.approved'));
    const [first, second] = answersSent();
    await expect(answersSent()).toHaveLength(2);
    isIdempotencyKey(first!.idempotencyKey);
    await expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  },
};

/** Reject asks once more, as an alert: cancelling an order cannot be undone. Nothing is sent yet. */
export const RejectConfirmation: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.reject'));
    const alert = await page(canvasElement).findByRole('alertdialog', {
      name: t('orders:decision.rejectConfirm.title', { id: reference(ORDER.awaitingYou) }),
    });
    await expect(within(alert).getByText(t('orders:decision.rejectConfirm.body'))).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: t('orders:decision.rejectConfirm.confirm') }),
    ).toBeEnabled();
    await expect(answersSent()).toEqual([]);
  },
};

/**
 * Go back returns to the decision; rejecting then sends the order with a key: a toast says the hold was
 * returned, and the order leaves the approval list.
 */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.reject'));
    let alert = within(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.click(button(alert, 'orders:decision.rejectConfirm.back'));
    dialog = within(
      await page(canvasElement).findByRole('dialog', {
        name: t('orders:decision.title', { id: reference(ORDER.awaitingYou) }),
      }),
    );
    await userEvent.click(button(dialog, 'orders:decision.reject'));
    alert = within(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.click(button(alert, 'orders:decision.rejectConfirm.confirm'));
    await expectToast(canvasElement, t('orders:decision.rejected'));
    await expect(answersSent().map((call) => [call.line, call.body])).toEqual([
      ['POST /api/trade/order/reject', { order_id: ORDER.awaitingYou }],
    ]);
    isIdempotencyKey(answersSent()[0]!.idempotencyKey);
    await waitFor(async () =>
      expect((await listNamed(canvasElement, PENDING())).getAllByRole('listitem')).toHaveLength(1),
    );
  },
};

/**
 * The deadline passed while the dialog was open (409): an alert says the order no longer awaits an answer
 * and that the lists were refreshed; the approval list, loaded again, no longer has it.
 */
export const ExpiredMeanwhile: Story = {
  parameters: {
    msw: { handlers: { orders: ordersHandlers.expiredMeanwhile } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await review(canvasElement, ORDER.awaitingYou, 'Sell');
    await userEvent.click(button(dialog, 'orders:decision.approve'));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleName(t('orders:decision.conflict.title'));
    await expect(alert).toHaveTextContent(
      `${mockSays().approvalExpired} ${t('orders:decision.conflict.body')}`,
    );
    await waitFor(async () =>
      expect((await listNamed(canvasElement, PENDING())).getAllByRole('listitem')).toHaveLength(1),
    );
  },
};

/**
 * The screen on a 360x800 phone with a few orders, none awaiting approval (so no approval section): the
 * status tabs and five orders, filled and cancelled. Nothing scrolls sideways, every row keeps the phone's
 * width, and the tabs and the first rows are on the first screen.
 */
export const Phone360: Story = {
  parameters: phone360x800,
  globals: onPhone360x800,
  beforeEach: () => {
    const awaiting: number[] = [ORDER.awaitingDesk, ORDER.awaitingYou];
    for (const locale of ['fa', 'en'] as const) {
      const few = buildNotableOrders(locale).filter((order) => !awaiting.includes(order.id));
      ordersMockState.orders[locale] = new Map(few.map((order) => [order.id, order]));
    }
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(360);
    const list = await listNamed(canvasElement, ORDERS());
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(canvasElement).getByText(rangeText(1, 5, 5))).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('heading', { name: t('orders:pending.title') }),
    ).toBeNull();
    await expect(statusFilter(canvasElement, 'all')).toHaveAttribute('aria-selected', 'true');
    await canvasElement.ownerDocument.fonts.ready;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const row of items) {
      await expect(row.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(statusFilter(canvasElement, 'all').getBoundingClientRect().bottom).toBeLessThan(
      view.innerHeight,
    );
    await expect(items[1]!.getBoundingClientRect().bottom).toBeLessThan(view.innerHeight);
  },
};

/** A row opens its order's detail. */
export const OpensOrder: Story = {
  play: async ({ canvasElement }) => {
    const list = await listNamed(canvasElement, ORDERS());
    await userEvent.click(orderLink(list, ORDER.filledBuy, 'Buy'));
    await expect(
      await within(canvasElement).findByRole('heading', { name: `Order (stub) ${ORDER.filledBuy}` }),
    ).toBeVisible();
  },
};

/** At 200% text size the rows and the approval section reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await listNamed(canvasElement, PENDING());
    await listNamed(canvasElement, ORDERS());
    await expectFitsAtTextZoom(canvasElement);
  },
};
