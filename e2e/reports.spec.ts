import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { demo, useEnglish } from './support/people';
import type enWords from '../packages/features/src/reports/i18n/en.json';
import { signInAs } from './support/sessions';

type ReportWords = typeof enWords;

// Issue 13's report journey against the built product on a fresh embedded database: the demo trader trades,
// asks for a report of the screen's period, waits for it in the list and downloads it; the workbook, read back
// with exceljs, holds exactly the trader's transactions and orders of that period (both Tehran days
// included), with headers in the reader's language, right to left in Persian. Once in each language.

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' };
const TEHRAN_MS = 3.5 * 3600 * 1000;
/** The screen's own words in each language (its i18n files), so the journey reads what a person reads. */
const wordsOf = (locale: 'en' | 'fa') =>
  JSON.parse(
    readFileSync(new URL(`../packages/features/src/reports/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as ReportWords;

/** The Tehran calendar day of an instant, as YYYY-MM-DD. */
const tehranDay = (iso: string) => new Date(Date.parse(iso) + TEHRAN_MS).toISOString().slice(0, 10);

/** Every page of a paged list of the signed-in person, as the API answers it. */
async function everything(page: Page, path: string): Promise<{ id: number; date: string }[]> {
  const all: { id: number; date: string }[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`${path}?page=${number}`, { headers: XHR });
    expect(response.status()).toBe(200);
    const { data, meta } = (await response.json()) as {
      data: { id: number; date: string }[];
      meta: { last_page: number };
    };
    all.push(...data);
    if (number >= meta.last_page) return all;
  }
}

async function buyTether(page: Page, amount: string) {
  const quote = await page.request.post('/api/trade/quote', {
    headers: XHR,
    data: { pair: 'USDT/IRT', side: 'Buy', amount },
  });
  expect(quote.status()).toBe(201);
  const order = await page.request.post('/api/trade/order/buy', {
    headers: { ...XHR, 'idempotency-key': crypto.randomUUID() },
    data: { quote_id: (await quote.json()).id },
  });
  expect(order.status()).toBe(201);
}

for (const locale of ['en', 'fa'] as const) {
  test(`a report of the trader's period holds exactly their rows (${locale})`, async ({ page, context }) => {
    const words = wordsOf(locale);
    // Signed in through an English page (the login helpers speak English); the journey's page then reads the
    // app in its own language.
    const signIn = await context.newPage();
    await useEnglish(signIn);
    await signInAs(signIn, demo, /\/panel$/);
    await buyTether(signIn, '1000000');
    await signIn.close();
    // The sign-in page's language is stored for the whole site: this page says which one it reads.
    await page.addInitScript((chosen) => window.localStorage.setItem('app_locale', chosen), locale);

    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: words.generate.title })).toBeVisible();
    // The screen's own period (this month so far, in the reader's calendar); the request says which days.
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/reports'),
      page.getByRole('button', { name: words.generate.submit }).click(),
    ]);
    const { from, to } = request.postDataJSON() as { from: string; to: string };
    await expect(page.getByText(words.generate.success)).toBeVisible();

    // The list shows it being prepared, then ready; the download is a real file.
    const row = page.getByRole('listitem').first();
    await expect(row.getByText(words.status.ready, { exact: true })).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: words.download.which.split('{{')[0]!.trim() }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sarraf-report-${from}-${to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);

    // What the API says the trader has in the period: the workbook must hold exactly these.
    const inPeriod = (rows: { id: number; date: string }[]) =>
      rows
        .filter((item) => tehranDay(item.date) >= from && tehranDay(item.date) <= to)
        .map((item) => item.id)
        .sort((a, b) => a - b);
    const transactions = inPeriod(await everything(page, '/api/wallet/deposit-withdraw/trx'));
    const orders = inPeriod(await everything(page, '/api/trade/order'));
    expect(orders.length).toBeGreaterThan(0);

    // The two currencies' statements first (the API's tests check their balances), then the detail sheets.
    const [toman, tether, ...sheets] = workbook.worksheets;
    expect([toman!.name, tether!.name]).toEqual(
      locale === 'fa' ? ['صورت‌حساب تومان', 'صورت‌حساب تتر'] : ['Toman statement', 'Tether statement'],
    );
    expect(String(toman!.getRow(toman!.rowCount).getCell(3).value)).toBe(
      locale === 'fa' ? 'موجودی پایان دوره' : 'Closing balance',
    );
    expect(sheets).toHaveLength(2);
    const idsOf = (sheet: ExcelJS.Worksheet) => {
      const ids: number[] = [];
      sheet.eachRow((line, number) => {
        if (number > 1) ids.push(Number(line.getCell(1).value));
      });
      return ids.sort((a, b) => a - b);
    };
    expect(idsOf(sheets[0]!)).toEqual(transactions);
    expect(idsOf(sheets[1]!)).toEqual(orders);

    for (const sheet of sheets) {
      const view = sheet.views[0] as { rightToLeft?: boolean; state?: string; ySplit?: number };
      expect(view.rightToLeft === true).toBe(locale === 'fa');
      expect([view.state, view.ySplit]).toEqual(['frozen', 1]);
      // A date cell beside its Jalali text, the amount a number.
      if (sheet.rowCount > 1) {
        const line = sheet.getRow(2);
        expect(line.getCell(2).value).toBeInstanceOf(Date);
        expect(String(line.getCell(3).value)).toMatch(locale === 'fa' ? /^۱۴[۰-۹]{2}\// : /^14\d{2}\//);
      }
    }
    const header = (sheet: ExcelJS.Worksheet) => String(sheet.getRow(1).getCell(2).value);
    expect(header(sheets[1]!)).toBe(locale === 'fa' ? 'تاریخ' : 'Date');
    expect(sheets[1]!.name).toBe(locale === 'fa' ? 'سفارش‌ها' : 'Orders');
  });
}
