import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale } from '../../shared/i18n/i18n';
import { DESK_NOTES, ORDER } from '../mocks/ordersFixtures';
import { ordersHandlers } from '../mocks/ordersHandlers';
import { resetOrdersMocks } from '../mocks/ordersMockState';
import { OrderDetailScreen } from './OrderDetailScreen';
import {
  currencyName,
  detail,
  reference,
  expectReference,
  mockRequests,
  mockSays,
  num,
  orderTitle,
  PageStub,
  t,
} from './ordersStoryKit';

function Screen() {
  return (
    <Routes>
      <Route path="/orders/:id/details" element={<OrderDetailScreen />} />
      <Route path="/orders" element={<PageStub name="Orders" />} />
    </Routes>
  );
}

const at = (id: number | string) => ({ router: { initialEntries: [`/orders/${id}/details`] } });

const meta = {
  title: 'Features/Orders/OrderDetailScreen',
  component: OrderDetailScreen,
  render: () => <Screen />,
  beforeEach: () => resetOrdersMocks(),
  parameters: { ...at(ORDER.filledBuy), msw: { handlers: { orders: ordersHandlers.orders } } },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

/** The order's details once they show. */
async function details(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: t('orders:detail.detailsTitle') }));
}

const field = (list: Scope, key: string) => detail(list, t(`orders:fields.${key}`));
/** An order's figure by the name its state gives it (paid, received, held, toReceive, heldReturned). */
const figure = (list: Scope, name: string) => detail(list, t(`orders:figures.${name}`));

/** "1 Tether = 92,150 Toman" as the screen writes a price. */
const priceText = (price: string) =>
  t('orders:price', { base: currencyName('USDT'), price: num(price), quote: currencyName('IRT') });

/** An amount with its currency as AmountText draws it (number, then the name). */
const amount = (value: string, currency: string) => `${num(value)}${currencyName(currency)}`;

const percent = (value: string) =>
  t('orders:feePercent', { percent: `${num(value)}${currentLocale() === 'fa' ? '\u066A' : '%'}` });

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: t('orders:detail.titleWithId', { id: reference(ORDER.filledBuy) }),
    });
    await expect(heading).toBeVisible();
    // "Order 1042": the number people quote to support, Latin digits and isolated in fa too (the digit rule).
    await expectReference(heading, ORDER.filledBuy);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('orders:detail.loading'));
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A filled Buy: the pair with its side, Filled as success, Tether received (six decimals shown as three,
 * cut) and Toman paid, the price as "1 Tether = 92,150 Toman", the fee in Toman with its percent, the date.
 */
export const FilledBuy: Story = {
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: orderTitle('Buy') })).toBeVisible();
    await expect(field(list, 'status').querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(field(list, 'status')).toHaveTextContent(t('orders:status.Filled'));
    await expect(field(list, 'side')).toHaveTextContent(t('orders:side.Buy'));
    await expect(figure(list, 'received')).toHaveTextContent(amount('135.241', 'USDT'));
    await expect(figure(list, 'paid')).toHaveTextContent(amount('12500000', 'IRT'));
    await expect(field(list, 'price')).toHaveTextContent(priceText('92150'));
    await expect(field(list, 'fee')).toHaveTextContent(`${amount('37500', 'IRT')} ${percent('0.3')}`);
    await expect(field(list, 'date').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-10T03:30:00.000Z',
    );
    await expect(list.queryByText(t('orders:fields.finalPrice'))).toBeNull();
    await expect(list.queryByText(t('orders:fields.approval'))).toBeNull();
    await expect(mockRequests()).toEqual([`GET /api/trade/order/${ORDER.filledBuy}`]);
  },
};

/** A filled Sell, reversed: Toman received, Tether paid; the fee is in Toman here too. */
export const FilledSell: Story = {
  parameters: at(ORDER.filledSell),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(field(list, 'side')).toHaveTextContent(t('orders:side.Sell'));
    await expect(figure(list, 'received')).toHaveTextContent(amount('13774453', 'IRT'));
    await expect(figure(list, 'paid')).toHaveTextContent(amount('150.5', 'USDT'));
    await expect(field(list, 'price')).toHaveTextContent(priceText('91800'));
    await expect(field(list, 'fee')).toHaveTextContent(amount('41447', 'IRT'));
  },
};

/**
 * A large Buy filled after both approvals: the final quantity and price, what the final figures paid and
 * received, and the desk's note.
 */
export const FilledAfterApproval: Story = {
  parameters: at(ORDER.filledAfterApproval),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(field(list, 'finalQuantity')).toHaveTextContent(amount('10000', 'USDT'));
    await expect(field(list, 'finalPrice')).toHaveTextContent(priceText('92300'));
    await expect(figure(list, 'received')).toHaveTextContent(amount('10000', 'USDT'));
    await expect(figure(list, 'paid')).toHaveTextContent(amount('925777331', 'IRT'));
    await expect(field(list, 'adminNote')).toHaveTextContent(DESK_NOTES[currentLocale()].finalPrice);
    await expect(field(list, 'approval')).toHaveTextContent(t('orders:approval.approved'));
    await expect(list.queryByText(t('orders:fields.deadline'))).toBeNull();
  },
};

/** An order awaiting the person: Processing shown as pending, where it stands, its deadline, the way to answer. */
export const AwaitingYourApproval: Story = {
  parameters: at(ORDER.awaitingYou),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(field(list, 'status').querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    await expect(field(list, 'approval')).toHaveTextContent(t('orders:approval.waitingForYou'));
    await expect(field(list, 'deadline').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-11T06:30:00.000Z',
    );
    // Nothing is paid yet: the 7,000 Tether are held, the fee is charged only if it fills.
    await expect(figure(list, 'held')).toHaveTextContent(amount('7000', 'USDT'));
    await expect(figure(list, 'toReceive')).toBeVisible();
    await expect(list.getByText(t('orders:figures.feeIfFilled'))).toBeVisible();
    await expect(list.queryByText(t('orders:figures.paid'))).toBeNull();
    await expect(list.queryByText(t('orders:figures.received'))).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('orders:detail.awaitingYou'))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('orders:detail.toDecision') }));
    await expect(await canvas.findByRole('heading', { name: 'Orders (stub)' })).toBeVisible();
  },
};

/**
 * Waiting for the desk: said so, with no way to a decision yet (the desk has not set the final figures), and
 * none of the "awaits your approval" banner.
 */
export const AwaitingTheDesk: Story = {
  parameters: at(ORDER.awaitingDesk),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(field(list, 'approval')).toHaveTextContent(t('orders:approval.waitingForDesk'));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('orders:detail.awaitingDesk'))).toBeVisible();
    await expect(canvas.getByText(t('orders:detail.awaitingDeskHint'))).toBeVisible();
    await expect(canvas.queryByText(t('orders:detail.awaitingYou'))).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('orders:detail.toDecision') })).toBeNull();
  },
};

/** Rejected by the desk: shown as cancelled, with the desk's note; what it held came back, nothing was paid. */
export const RejectedByDesk: Story = {
  parameters: at(ORDER.rejectedByDesk),
  play: async ({ canvasElement }) => {
    const list = await details(canvasElement);
    await expect(field(list, 'status')).toHaveTextContent(t('orders:status.Cancelled'));
    await expect(field(list, 'status').querySelector('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    await expect(field(list, 'adminNote')).toHaveTextContent(DESK_NOTES[currentLocale()].rejected);
    await expect(list.queryByText(t('orders:fields.approval'))).toBeNull();
    // It paid nothing and received nothing: the 950,000,000 Toman it held came back, no fee was charged.
    await expect(figure(list, 'heldReturned')).toHaveTextContent(amount('950000000', 'IRT'));
    await expect(field(list, 'fee')).toHaveTextContent(t('orders:figures.noFee'));
    for (const name of ['paid', 'received', 'held', 'toReceive'])
      await expect(list.queryByText(t(`orders:figures.${name}`))).toBeNull();
  },
};

/** An order that is not the person's (404): "Order not found", and the way back to the orders. */
export const NotFound: Story = {
  parameters: at(999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('orders:detail.notFound') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders:detail.toList') })).toHaveAttribute(
      'href',
      '/orders',
    );
    await expect(canvas.queryByText(t('orders:detail.failed'))).toBeNull();
  },
};

/** An address that cannot name an order: not found at once, nothing asked. */
export const InvalidAddress: Story = {
  parameters: at('latest'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('orders:detail.notFound') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('orders:detail.title') })).toBeVisible();
    await expect(mockRequests()).toEqual([]);
  },
};

/**
 * The load fails (spec section 8): the server's message (or "Failed to load order") with a retry, then the
 * not-found view.
 */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('orders:detail.notFound') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('orders:retry') }));
    await waitFor(() => expect(mockRequests()).toHaveLength(2));
  },
};

/** At 200% text size the details reflow: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: { ...at(ORDER.awaitingYou), ...textZoom200 },
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await expectFitsAtTextZoom(canvasElement);
  },
};
