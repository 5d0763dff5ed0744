import { enrolAuthenticator } from './support/security';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseFile, files } from './support/files';
import { mailFromOutbox } from './support/outbox';
import { admin, demo, signUp, useEnglish } from './support/people';
import { keepSession, signInAs } from './support/sessions';
import { fillIndividual, openVerification } from './support/verification';

// Issue 13's journeys against the built product on a fresh embedded database: the demo trader invites a
// friend with their referral link; the friend signs up with it, deposits Toman, hears of the operator's
// credit in the bell and by mail, and trades; the demo trader's summary and list show the share of the fee,
// and the operator's ledger check confirms the books.

const friend = { email: `friend-${Date.now()}@example.com`, password: 'friend-pass-1234' };
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' };

/** Presses a radio's visible label, as a person does (React Aria hides the native input). */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

/** A figure of the invite card or the details summary, as the screen writes it. */
const figure = (page: Page, id: 'totalReferrals' | 'totalEarnings' | 'monthEarnings') =>
  page.locator(`[data-figure="${id}"] dd`).first();

async function summaryOf(page: Page) {
  const response = await page.request.get('/api/referrals/summary', { headers: XHR });
  expect(response.status()).toBe(200);
  return (await response.json()) as { total_referrals: number; total_earnings: string };
}

test('a friend signs up with the referral link, hears of a credited deposit, trades, and the referrer earns', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The referrer copies their link from the profile's invite card.
  await signInAs(page, demo, /\/panel$/);
  const before = await summaryOf(page);
  await page.goto('/profile');
  await expect(page.getByText('Invite friends').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Referral link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/sign-up\?ref=[A-Z0-9]+$/);
  const { pathname, search } = new URL(link);

  // The friend signs up through it.
  await page.context().clearCookies();
  await signUp(page, friend.email, friend.password, `${pathname}${search}`);
  await keepSession(page, friend.email);

  // Depositing by bank transfer needs a verified identity: the friend sends it, the operator approves.
  await openVerification(page, 'Personal');
  await fillIndividual(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Verification in progress')).toBeVisible();
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/verifications');
  await page.getByRole('listitem').filter({ hasText: friend.email }).getByRole('link').click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Submission approved')).toBeVisible();

  // ... and declares a Toman transfer with its receipt, once an authenticator app guards the account: the
  // deposit screen leads to the profile until then.
  await signInAs(page, friend, /\/panel$/);
  await page.goto('/cash-deposit/IRT');
  await expect(page.getByText('Turn on two-step sign-in to deposit')).toBeVisible();
  await page.getByRole('link', { name: 'Set it up in your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await enrolAuthenticator(page, friend.email, friend.password);
  await page.goto('/cash-deposit/IRT');
  await page.getByRole('textbox', { name: 'Amount' }).fill('5000000');
  await choose(page.getByRole('radiogroup', { name: 'Paid to' }).getByRole('radio').first());
  await page.getByRole('textbox', { name: 'Tracking number' }).fill('140399887766');
  await chooseFile(page, 'Receipt', files.card());
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your deposit was registered and is awaiting review.')).toBeVisible();
  // The verification's result and the app's set-up are in the bell already.
  await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();

  // The operator credits it.
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/wallet');
  const deposit = page
    .getByRole('listitem')
    .filter({ hasText: friend.email })
    .filter({ hasText: '140399887766' });
  await deposit.getByRole('button', { name: 'Credit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Credit' }).click();
  await expect(page.getByText('Deposit credited')).toBeVisible();

  // The friend hears of it in the bell and by mail, in their language.
  await signInAs(page, friend, /\/panel$/);
  const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  const mail = await mailFromOutbox(friend.email, /^Subject: Deposit credited/m, 'the deposit mail');
  expect(mail).toContain('Your deposit of 5,000,000 IRT was approved and added to your balance.');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const credited = page.getByRole('listitem').filter({ hasText: 'Deposit credited' });
  await expect(credited).toContainText('Unread');
  // Opening it marks it read and leads to the deposit; "mark all read" clears the rest.
  await credited.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cash-withdraw\/IRT\/\d+$/);
  await expect(page.getByText('140399887766')).toBeVisible();
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // The friend buys Tether for 1,000,000 Toman: a quote, then the order at it.
  const quote = await page.request.post('/api/trade/quote', {
    headers: XHR,
    data: { pair: 'USDT/IRT', side: 'Buy', amount: '1000000' },
  });
  expect(quote.status()).toBe(201);
  const order = await page.request.post('/api/trade/order/buy', {
    headers: { ...XHR, 'idempotency-key': crypto.randomUUID() },
    data: { quote_id: (await quote.json()).id },
  });
  expect(order.status()).toBe(201);
  const { fee_value: fee, status } = (await order.json()) as { fee_value: string; status: string };
  expect(status).toBe('Filled');
  expect(fee).toBe('1000');

  // The referrer earns their share (20 % by the desk's settings) of the 1,000 Toman fee: 200 Toman.
  await signInAs(page, demo, /\/panel$/);
  const after = await summaryOf(page);
  expect(after.total_referrals).toBe(before.total_referrals + 1);
  expect(BigInt(after.total_earnings) - BigInt(before.total_earnings)).toBe(200n);
  await page.goto('/profile');
  await expect(figure(page, 'totalReferrals')).toHaveText(String(after.total_referrals));
  await expect(figure(page, 'totalEarnings')).toContainText(
    BigInt(after.total_earnings).toLocaleString('en-US'),
  );
  await page.getByRole('link', { name: 'Referral details' }).click();
  await expect(page).toHaveURL(/\/referral-details$/);
  const invited = page
    .getByRole('listitem')
    .filter({ hasText: /@example\.com/ })
    .first();
  await expect(invited).toContainText('Active');
  await expect(invited).toContainText(/You earned\s*200/);
  // The friend's address is masked: the referrer sees who joined, not their whole email.
  await expect(invited).not.toContainText(friend.email);

  // The operator's ledger check: every invariant holds after the reward moved.
  await signInAs(page, admin, /\/admin/);
  const check = await page.request.get('/api/admin/ledger/check', { headers: XHR });
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({ consistent: true, findings: [] });
});
