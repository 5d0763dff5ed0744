import { nextCode } from './support/authenticator';
import { typeAppCode } from './support/security';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { balancesOf, groupedToman } from './support/balances';
import { chainListings, sendTether } from './support/chain';
import { chooseFile, files } from './support/files';
import { admin, demo, useEnglish } from './support/people';
import { signInAs } from './support/sessions';

// Issue 11's journey against the built product on a fresh embedded database: the demo trader (verified,
// funded through the ledger) deposits Toman with a receipt, the operator credits it, the trader withdraws to
// a saved IBAN, the operator pays it out, the trader sees the tracking id; the Tether address has its QR code
// and a transfer to it on the fake chain (support/fakeChainServer.ts) is credited once.

const IBAN = 'IR36 0120 0000 0000 0987 6543 21';

/** Presses a radio's visible label, as a person does (React Aria hides the native input). */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

async function logOut(page: Page) {
  await page.context().clearCookies();
}

/** The wallet home shows this available Toman balance (grouped as the screen writes it). */
async function expectAvailableToman(page: Page, amount: string) {
  await page.goto('/panel');
  await expect(page.getByText('Your balances')).toBeVisible();
  await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
}

test('a Toman deposit credited by the operator, then a withdrawal to a saved IBAN paid out', async ({
  page,
}) => {
  await useEnglish(page);

  // The trader declares a transfer with its receipt. The trading journey shares the demo trader: figures
  // are checked against what the trader holds when this journey starts.
  await signInAs(page, demo, /\/panel$/);
  const startToman = BigInt((await balancesOf(page)).IRT.available);
  await page.goto('/cash-deposit/IRT');
  await expect(page.getByText('Bank accounts of the desk')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500000');
  await choose(page.getByRole('radiogroup', { name: 'Paid to' }).getByRole('radio').first());
  await page.getByRole('textbox', { name: 'Tracking number' }).fill('140311223344');
  await chooseFile(page, 'Receipt', files.card());
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your deposit was registered and is awaiting review.')).toBeVisible();

  // The operator credits it from the queue.
  await logOut(page);
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/wallet');
  const deposit = page
    .getByRole('listitem')
    .filter({ hasText: demo.email })
    .filter({ hasText: '140311223344' });
  await deposit.getByRole('button', { name: 'Credit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Credit' }).click();
  await expect(page.getByText('Deposit credited')).toBeVisible();

  // The trader's balance shows it: what they had plus 2,500,000.
  await logOut(page);
  await signInAs(page, demo, /\/panel$/);
  await expectAvailableToman(page, groupedToman(startToman + 2_500_000n));

  // A saved IBAN, then a withdrawal to it.
  await page.goto('/cash-withdraw/IRT/ibans');
  await page.getByRole('button', { name: 'Add an IBAN' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByRole('textbox', { name: 'IBAN (Sheba)' }).fill(IBAN);
  await addDialog.getByRole('textbox', { name: "Account owner's name" }).fill('Demo Trader');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The IBAN was saved.')).toBeVisible();

  await page.goto('/cash-withdraw/IRT');
  await choose(page.getByRole('radio', { name: /Mellat/ }));
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The whole IBAN to check before confirming, unmasked; copied, one string without the reading gaps.
  await expect(page.getByRole('dialog')).toContainText(IBAN.replaceAll(' ', ''));
  // Only the owner moves money: the confirmation takes the authenticator app's current code.
  await typeAppCode(page, await nextCode(demo.email), page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/[0-9]+$/);
  const detailUrl = page.url();
  await expectAvailableToman(page, groupedToman(startToman + 1_500_000n));

  // The operator pays it out with the bank's tracking id.
  await logOut(page);
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/wallet');
  const withdrawal = page
    .getByRole('listitem')
    .filter({ hasText: demo.email })
    .filter({ hasText: /withdrawal/i });
  await withdrawal.getByRole('button', { name: 'Mark paid' }).click();
  const payDialog = page.getByRole('dialog');
  await payDialog.getByRole('textbox', { name: 'Bank tracking ID of the payout' }).fill('PAYOUT-778899');
  await payDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Withdrawal marked paid')).toBeVisible();

  // The trader's detail shows it paid, with the tracking id.
  await logOut(page);
  await signInAs(page, demo, /\/panel$/);
  await page.goto(detailUrl);
  await expect(page.getByText('PAYOUT-778899')).toBeVisible();
  await expect(page.getByText('Paid out')).toBeVisible();
});

test('the Tether deposit address is shown with its QR code; a deposit the chain confirms is credited once', async ({
  page,
}) => {
  await useEnglish(page);
  await signInAs(page, demo, /\/panel$/);
  const startTether = (await balancesOf(page)).USDT.available;
  await page.goto('/cash-deposit/USDT');
  await expect(page.getByText('Your deposit address')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your deposit address' })).toBeVisible();
  await expect(page.getByText('Send only USDT on TRC-20')).toBeVisible();
  const address = await page.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/).textContent();
  expect(address).toBeTruthy();

  // 25 Tether arrive at that address on the (fake) chain; the server's watcher finds and credits them.
  const txHash = await sendTether(address!, 25);
  const expected = tetherUnits(startTether) + 25_000_000n;
  const tether = async () => tetherUnits((await balancesOf(page)).USDT.available);
  await expect.poll(tether, { timeout: 30_000 }).toBe(expected);

  // Later scans see the same transfer again (the listing overlaps) and credit nothing more.
  const listingsAfterCredit = await chainListings();
  await expect.poll(chainListings, { timeout: 30_000 }).toBeGreaterThanOrEqual(listingsAfterCredit + 2);
  expect(await tether()).toBe(expected);
  const deposits = await depositsWithHash(page, txHash);
  expect(deposits).toHaveLength(1);

  // The person sees it: in the history, and its detail with the transaction hash.
  await page.goto('/transactions');
  await page
    .getByRole('link', { name: /^Deposit of 25 USDT$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/cash-withdraw/IRT/${deposits[0]!.id}$`));
  await expect(page.getByText(txHash)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
});

/** The signed-in person's Tether deposits carrying this chain transaction hash (the first page is enough). */
async function depositsWithHash(page: Page, txHash: string): Promise<{ id: number }[]> {
  const response = await page.request.get('/api/wallet/deposit-withdraw/trx?currency=USDT', {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { id: number; type: string; trx_hash: string | null }[];
  };
  return data.filter((row) => row.type === 'Deposit' && row.trx_hash === txHash);
}

/** A Tether amount as the API writes it ('1025.5') in base units (1025500000n): exact, unlike a float. */
function tetherUnits(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole! + fraction.padEnd(6, '0'));
}
