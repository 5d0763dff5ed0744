import { expect, test, type Page, type Response } from '@playwright/test';
import { balancesOf, groupedToman } from './support/balances';
import { admin, demo, useEnglish } from './support/people';
import { signInAs } from './support/sessions';

// Issue 12's journeys against the built product on a fresh embedded database. The demo trader (funded
// through the ledger) buys and sells Tether; figures are compared exactly between the quote the dialog
// showed, the order the server made, the ledger's balances and the screens. The operator lowers the
// approval limit and the quote validity from the settings screen, as a desk would, to show approvals and
// expiry without moving billions or waiting half a minute.

interface Quote {
  id: string;
  amount: string;
  total: string;
  fee_value: string;
  price: string;
  approval_required: boolean;
}
interface Order {
  id: number;
  status: string;
  paid: string;
  received: string;
  fee_value: string;
  amount: string;
  total: string;
}

const isCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === path;

/** Exact sum of two decimal strings of at most 6 decimals, as text without trailing zeros. */
function plus(a: string, b: string, sign: 1n | -1n = 1n): string {
  const micros = (value: string) => {
    const [whole, fraction = ''] = value.split('.');
    return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  };
  const sum = micros(a) + sign * micros(b);
  const whole = sum / 1_000_000n;
  const fraction = (sum % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** As the screens write an amount in English: truncated to 3 decimals, grouped (spec section 5). */
function shown(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  const kept = fraction.slice(0, 3).replace(/0+$/, '');
  return `${groupedToman(BigInt(whole!))}${kept ? `.${kept}` : ''}`;
}

/** An amount as shown beside its unit, whether or not they sit in separate elements. */
const withUnit = (amount: string, unit: 'IRT' | 'USDT') =>
  new RegExp(`${shown(amount).replace(/[.,]/g, (c) => `\\${c}`)}\\s*${unit}`);

/** The trade screen: side, amount, "Get price"; resolves with the quote the dialog shows. */
async function getPrice(page: Page, side: 'Buy' | 'Sell', amount: string): Promise<Quote> {
  await page.goto(`/trade/USDT-IRT${side === 'Sell' ? '?side=sell' : ''}`);
  await page.getByRole('radio', { name: side, exact: true }).click();
  await page.getByRole('textbox', { name: 'You pay' }).fill(amount);
  const quoted = page.waitForResponse(isCall('POST', '/api/trade/quote'));
  await page.getByRole('button', { name: 'Get price' }).click();
  const quote = (await (await quoted).json()) as Quote;
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toBeVisible();
  return quote;
}

/** Confirms the open dialog's quote; resolves with the order the server made. */
async function confirm(page: Page, side: 'Buy' | 'Sell'): Promise<Order> {
  const placed = page.waitForResponse(isCall('POST', `/api/trade/order/${side.toLowerCase()}`));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm order' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** The operator sets the desk's order settings from the settings screen. */
async function setDeskSettings(page: Page, values: { approvalLimit?: string; quoteSeconds?: string }) {
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/settings');
  if (values.approvalLimit)
    await page.getByRole('textbox', { name: 'Approval limit' }).fill(values.approvalLimit);
  if (values.quoteSeconds)
    await page.getByRole('textbox', { name: 'Quote validity' }).fill(values.quoteSeconds);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.context().clearCookies();
}

test('a funded person buys Tether and sells some back; dialog, order, balances and detail agree', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, demo, /\/panel$/);
  const start = await balancesOf(page);

  // Buy with 2,000,000 Toman.
  const buyQuote = await getPrice(page, 'Buy', '2000000');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(withUnit(buyQuote.amount, 'IRT'));
  await expect(dialog).toContainText(withUnit(buyQuote.total, 'USDT'));
  await expect(dialog).toContainText(`1 USDT = ${shown(buyQuote.price)} IRT`);
  await expect(dialog).toContainText(withUnit(buyQuote.fee_value, 'IRT'));
  const bought = await confirm(page, 'Buy');
  expect(bought).toMatchObject({
    status: 'Filled',
    paid: buyQuote.amount,
    received: buyQuote.total,
    fee_value: buyQuote.fee_value,
  });
  await expect(page.getByText('Your order was filled').first()).toBeVisible();
  const afterBuy = await balancesOf(page);
  expect(afterBuy.IRT.available).toBe(plus(start.IRT.available, bought.paid, -1n));
  expect(afterBuy.USDT.available).toBe(plus(start.USDT.available, bought.received));

  // The order detail shows the same figures.
  await page.goto(`/orders/${bought.id}/details`);
  await expect(page.getByText('Filled').first()).toBeVisible();
  await expect(page.getByText(withUnit(bought.paid, 'IRT')).first()).toBeVisible();
  await expect(page.getByText(withUnit(bought.received, 'USDT')).first()).toBeVisible();

  // Sell 5 Tether back.
  const sellQuote = await getPrice(page, 'Sell', '5');
  await expect(page.getByRole('dialog')).toContainText(withUnit(sellQuote.total, 'IRT'));
  const sold = await confirm(page, 'Sell');
  expect(sold).toMatchObject({ status: 'Filled', paid: '5', received: sellQuote.total });
  const afterSell = await balancesOf(page);
  expect(afterSell.USDT.available).toBe(plus(afterBuy.USDT.available, '5', -1n));
  expect(afterSell.IRT.available).toBe(plus(afterBuy.IRT.available, sold.received));

  // Both are in the orders list, newest first.
  await page.goto('/orders');
  const list = page.getByRole('list', { name: 'Your orders' });
  await expect(list.getByRole('listitem').first()).toContainText('Sell');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Buy');
});

test('a price left to expire cannot be confirmed, and a new price in one tap can', async ({ page }) => {
  await useEnglish(page);
  await setDeskSettings(page, { quoteSeconds: '5' });
  await signInAs(page, demo, /\/panel$/);
  const before = await balancesOf(page);

  await getPrice(page, 'Buy', '1000000');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This price has expired', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Confirm order' })).toBeDisabled();
  expect((await balancesOf(page)).IRT.available).toBe(before.IRT.available);

  const requoted = page.waitForResponse(isCall('POST', '/api/trade/quote'));
  await dialog.getByRole('button', { name: 'Get a new price' }).click();
  const fresh = (await (await requoted).json()) as Quote;
  await expect(dialog.getByText(/The price (is unchanged|went (up|down))/)).toBeVisible();
  const order = await confirm(page, 'Buy');
  expect(order).toMatchObject({ status: 'Filled', paid: fresh.amount, received: fresh.total });
  await setDeskSettings(page, { quoteSeconds: '30' });
});

test('large orders wait for the desk and the person: one fills at the final figures, one is rejected', async ({
  page,
}) => {
  await useEnglish(page);
  await setDeskSettings(page, { approvalLimit: '5000000' });

  // A Buy of 8,000,000 Toman is above the limit: its amount is held, nothing is bought yet.
  await signInAs(page, demo, /\/panel$/);
  const start = await balancesOf(page);
  const quote = await getPrice(page, 'Buy', '8000000');
  expect(quote.approval_required).toBe(true);
  await expect(page.getByRole('dialog').getByText('This order needs approval')).toBeVisible();
  const waiting = await confirm(page, 'Buy');
  expect(waiting.status).toBe('Processing');
  await expect(page.getByText('Your order is waiting for approval').first()).toBeVisible();
  const held = await balancesOf(page);
  expect(held.IRT.available).toBe(plus(start.IRT.available, '8000000', -1n));
  expect(held.IRT.locked).toBe(plus(start.IRT.locked, '8000000'));

  // Before the desk decides, the order is listed as waiting for the desk, with no decision offered.
  await page.goto('/orders');
  const pending = page.getByRole('list', { name: 'Orders awaiting your approval' });
  const waitingItem = pending.getByRole('listitem').first();
  await expect(waitingItem.getByText('Waiting for the desk', { exact: true })).toBeVisible();
  await expect(waitingItem.getByRole('button')).toHaveCount(0);

  // The operator approves it for a smaller quantity with a note.
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/orders');
  const row = page.getByRole('listitem').filter({ hasText: demo.email }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog');
  await approveDialog.getByRole('textbox', { name: 'Final quantity (optional)' }).fill('50');
  await approveDialog.getByRole('textbox', { name: 'Note to the person (optional)' }).fill('Filled in part.');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText("Order approved; it now awaits the person's answer")).toBeVisible();

  // The person sees the final figures and approves: it fills, the rest of the hold is released.
  await signInAs(page, demo, /\/panel$/);
  await page.goto('/orders');
  await page
    .getByRole('list', { name: 'Orders awaiting your approval' })
    .getByRole('button', { name: /Review/ })
    .first()
    .click();
  const decision = page.getByRole('dialog');
  await expect(decision.getByText('The desk approved these final figures')).toBeVisible();
  await expect(decision.getByText('Filled in part.')).toBeVisible();
  const approved = page.waitForResponse(isCall('POST', '/api/trade/order/approve'));
  await decision.getByRole('button', { name: 'Approve' }).click();
  const filled = (await (await approved).json()) as Order;
  expect(filled).toMatchObject({ status: 'Filled', received: '50' });
  expect(BigInt(filled.paid)).toBeLessThanOrEqual(8_000_000n);
  const afterFill = await balancesOf(page);
  expect(afterFill.IRT.locked).toBe(start.IRT.locked);
  expect(afterFill.IRT.available).toBe(plus(start.IRT.available, filled.paid, -1n));
  expect(afterFill.USDT.available).toBe(plus(start.USDT.available, '50'));

  // A second large order is rejected by the desk: its hold returns whole.
  await getPrice(page, 'Buy', '6000000');
  const second = await confirm(page, 'Buy');
  expect(second.status).toBe('Processing');
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/orders');
  await page
    .getByRole('listitem')
    .filter({ hasText: demo.email })
    .first()
    .getByRole('button', { name: 'Reject' })
    .click();
  const rejectDialog = page.getByRole('dialog');
  await rejectDialog.getByRole('textbox', { name: 'Note to the person' }).fill('Outside desk hours.');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Order rejected; the held amount was returned')).toBeVisible();

  await signInAs(page, demo, /\/panel$/);
  const afterReject = await balancesOf(page);
  expect(afterReject.IRT).toEqual(afterFill.IRT);
  await page.goto(`/orders/${second.id}/details`);
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByText('Outside desk hours.')).toBeVisible();
  // It paid nothing: what it held came back, no fee was charged, nothing says "Paid" or "Received".
  const details = page.getByRole('main');
  await expect(details.getByText('Held, then returned')).toBeVisible();
  await expect(details.getByText('6,000,000')).toBeVisible();
  await expect(details.getByText('None charged')).toBeVisible();
  await expect(details.getByText(/^(Paid|Received)$/)).toHaveCount(0);
  await setDeskSettings(page, { approvalLimit: '1000000000' });
});

test('the market picker opens from the bottom navigation and goes to the chosen market', async ({ page }) => {
  await useEnglish(page);
  await signInAs(page, demo, /\/panel$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Trade' })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Choose a market' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('searchbox', { name: 'Search by name or pair' }).fill('zzz');
  await expect(sheet.getByText('No market matches your search.')).toBeVisible();
  await sheet.getByRole('searchbox', { name: 'Search by name or pair' }).fill('tether');
  await sheet.getByText('USDT/IRT').first().click();
  await expect(page).toHaveURL(/\/trade\/USDT-IRT$/);
  await expect(page.getByRole('button', { name: 'Get price' })).toBeVisible();
});
