import { expect, type Page } from '@playwright/test';
import { test } from './support/cspTest';
import { admin, axeViolations, desk, logInAt } from './support/people';

// The desk's stock moves only by two operators (issue 26): one proposes putting Tether into the stock, the
// same one cannot approve it (no button, and the server refuses: 403), a second operator signs in with their
// own authenticator app and approves, and the board shows the new stock. In English and in Persian.

type Locale = 'en' | 'fa';

/** The board's words in each language (packages/features/src/treasury/admin/i18n). */
const WORDS = {
  en: {
    propose: 'Propose a move',
    tether: 'Tether',
    intoStock: 'Into the stock from the hot wallet',
    amount: 'Amount',
    why: 'Why',
    confirmPropose: 'Propose',
    waitingList: 'Treasury moves waiting for a second operator',
    ownProposal: 'You proposed this move: it waits for another operator.',
    approve: 'Approve',
    stockOfTether: 'Stock of Tether',
    held: 'Held in the stock',
    secondOperator: 'Another operator must approve or refuse a move you proposed.',
  },
  fa: {
    propose: 'پیشنهاد جابه‌جایی',
    tether: 'تتر',
    intoStock: 'از کیف پول گرم به موجودی صرافی',
    amount: 'مبلغ',
    why: 'دلیل',
    confirmPropose: 'پیشنهاد',
    waitingList: 'جابه‌جایی‌های خزانه در انتظار اپراتور دوم',
    ownProposal: 'این جابه‌جایی را شما پیشنهاد داده‌اید؛ منتظر اپراتور دیگری است.',
    approve: 'تأیید',
    stockOfTether: 'موجودی تتر',
    held: 'موجودی انبار',
    secondOperator: 'جابه‌جایی‌ای را که خودتان پیشنهاد داده‌اید، اپراتور دیگری باید تأیید یا رد کند.',
  },
} as const;

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** An amount as the board writes it (formatAmount): grouped in threes, Persian digits and separators in fa. */
function shown(amount: string, locale: Locale): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const kept = fraction.slice(0, 6).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const en = kept ? `${grouped}.${kept}` : grouped;
  if (locale === 'en') return en;
  return en
    .replace(/,/g, '\u066C')
    .replace('.', '\u066B')
    .replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}

/** Adds a whole number of Tether to a decimal string, exactly (no floats). */
function plus(amount: string, whole: bigint): string {
  const [integer = '0', fraction = ''] = amount.split('.');
  return fraction ? `${BigInt(integer) + whole}.${fraction}` : String(BigInt(integer) + whole);
}

async function tetherStock(page: Page): Promise<string> {
  const response = await page.request.get('/api/admin/treasury/stock');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Array<{ currency: string; balance: string }> };
  return data.find((row) => row.currency === 'USDT')!.balance;
}

/** Logs in through the English login screen, then reads the app in `locale`. */
async function logInReading(page: Page, who: { email: string; password: string }, locale: Locale) {
  await page.evaluate(() => window.localStorage.setItem('app_locale', 'en')).catch(() => undefined);
  await logInAt(page, who.email, who.password, /\/admin$/);
  if (locale === 'fa') {
    await page.evaluate(() => window.localStorage.setItem('app_locale', 'fa'));
    await page.reload();
  }
}

for (const locale of ['en', 'fa'] as const) {
  test(`a treasury move needs a second operator: proposed, refused to its proposer, approved by another (${locale})`, async ({
    page,
  }) => {
    const words = WORDS[locale];
    const note = `Bought from the liquidity provider (${locale} journey)`;
    // The login screen's words are English in these journeys; the board is then read in `locale`.
    await page.goto('/login');
    await logInReading(page, admin, locale);
    await expect(page.getByRole('button', { name: words.propose })).toBeVisible();
    const before = await tetherStock(page);

    await page.getByRole('button', { name: words.propose }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: words.tether }).check();
    await dialog.getByRole('radio', { name: words.intoStock }).check();
    await dialog.getByRole('textbox', { name: words.amount }).fill('1000');
    await dialog.getByRole('textbox', { name: words.why }).fill(note);
    await dialog.getByRole('button', { name: words.confirmPropose, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The proposer sees it wait for another operator, with nothing to press.
    const waiting = page.getByRole('list', { name: words.waitingList });
    const move = waiting.getByRole('listitem').filter({ hasText: note });
    await expect(move.getByText(words.ownProposal)).toBeVisible();
    await expect(move.getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // And the server refuses the proposer's approval however it is asked (maker-checker).
    const listed = await page.request.get('/api/admin/treasury/moves?status=pending');
    const pending = ((await listed.json()) as { data: Array<{ id: number; note: string }> }).data;
    const id = pending.find((row) => row.note === note)!.id;
    const own = await page.request.post(`/api/admin/treasury/moves/${id}/approve`, {
      headers: { ...API_HEADERS, 'Idempotency-Key': `e2e-own-approve-${locale}-${id}`, 'X-Locale': locale },
    });
    expect(own.status()).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe(words.secondOperator);
    expect(await tetherStock(page)).toBe(before);

    // The second operator signs in with their own app and approves.
    await page.context().clearCookies();
    await logInReading(page, desk, locale);
    const theirs = page
      .getByRole('list', { name: words.waitingList })
      .getByRole('listitem')
      .filter({ hasText: note });
    await theirs.getByRole('button', { name: words.approve, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.approve, exact: true }).click();
    await expect(theirs).toHaveCount(0);

    // The board shows the new stock: 1,000 Tether more held.
    const after = plus(before, 1000n);
    expect(await tetherStock(page)).toBe(after);
    const tether = page.getByRole('listitem', { name: words.stockOfTether });
    await expect(tether.locator('dt', { hasText: words.held }).locator('+ dd')).toContainText(
      shown(after, locale),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the back office navigation keeps every label whole on a 320 px phone, and nothing ends under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const locale of ['en', 'fa'] as const) {
    await page.context().clearCookies();
    await page.goto('/login');
    await logInReading(page, desk, locale);
    const nav = page.getByRole('navigation', {
      name: locale === 'en' ? 'Admin navigation' : 'ناوبری مدیریت',
    });
    await expect(nav.getByRole('link')).toHaveCount(9);
    const cut = await nav
      .locator('li a span:last-child')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(cut, `${locale}: labels cut at 320 px`).toEqual([]);
    const sizes = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect()).map(({ width, height }) => Math.min(width, height)),
      );
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
    // Scrolled to the end, the board's last section ends above the bar.
    await page.keyboard.press('End');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator('main section').last().boundingBox();
    const bar = await nav.boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
  }
});

test("the board's day figures are the server's: orders filled, fees and the hours' chart (en)", async ({
  page,
}) => {
  await page.goto('/login');
  await logInReading(page, admin, 'en');
  const response = await page.request.get('/api/admin/treasury/day');
  expect(response.status()).toBe(200);
  const day = (await response.json()) as {
    markets: Array<{ pair: string; orders: number; fees: string }>;
    hours: Array<{ volume: string }>;
  };
  const usdt = day.markets.find((market) => market.pair === 'USDT/IRT')!;
  const card = page.getByRole('region', { name: 'Today at the desk' });
  const market = card.getByRole('listitem', { name: 'USDT/IRT' });
  await expect(market.locator('dt', { hasText: 'Orders filled' }).locator('+ dd')).toHaveText(
    shown(String(usdt.orders), 'en'),
  );
  await expect(market.locator('dt', { hasText: 'Fees' }).locator('+ dd')).toHaveText(
    `${shown(usdt.fees, 'en')} Toman`,
  );
  const filled = day.hours.some((hour) => hour.volume !== '0');
  await expect(
    card.getByRole('img', {
      name: filled
        ? /^Toman value filled by hour; the busiest hour from \d\d:00: /
        : /nothing has filled today/,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
