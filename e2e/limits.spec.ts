import { expect, test, type Page } from '@playwright/test';
import { admin, demo, useEnglish } from './support/people';
import { signInAs } from './support/sessions';

// Limits per person (issue 26) against the built product: an operator gives the demo trader a trading
// limit of their own from the settings screen, the trade screen refuses a price over it naming the limit,
// what is left and when it starts again, and the profile shows what is left. The demo trader's own limit is
// taken back at the end, whatever happened, so the journeys after this one trade as before.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The operator's card on /admin/settings: looks the person up and sets (or takes back) one kind. */
async function setOwnTradingLimit(page: Page, daily: string | null) {
  await signInAs(page, admin, /\/admin/);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: "One person's limits" });
  await card.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await card.getByRole('button', { name: 'Look up' }).click();
  const change = card.getByRole('form', { name: "Change one of this person's limits" });
  // A person presses the visible label; the native radio under it is visually hidden by React Aria.
  await change.getByText('Trading (Toman value)', { exact: true }).click();
  await expect(change.getByRole('radio', { name: 'Trading (Toman value)' })).toBeChecked();
  if (daily === null) {
    await change.getByText("Back to the account type's", { exact: true }).click();
  } else {
    await change.getByRole('textbox', { name: 'A day' }).fill(daily);
    await change.getByRole('textbox', { name: 'A month' }).fill(daily);
  }
  await change.getByRole('textbox', { name: 'Why' }).fill('Journey: a limit shown and enforced');
  await change
    .getByRole('button', {
      name: daily === null ? "Take them back to the account type's" : 'Set their own limit',
    })
    .click();
  await expect(card.getByText('Saved', { exact: true })).toBeVisible();
}

test.afterEach(async ({ page }) => {
  // Whatever happened above, the demo trader trades with an individual's limits again.
  await signInAs(page, admin, /\/admin/);
  const response = await page.request.put('/api/admin/limits', {
    headers: XHR,
    data: { email: demo.email, kind: 'trade_value', override: null, note: 'Journey cleanup' },
  });
  expect(response.status()).toBe(200);
});

test('an operator sets a trader a limit of their own; a price over it is refused, naming the limit', async ({
  page,
}) => {
  await useEnglish(page);
  await setOwnTradingLimit(page, '1000000');
  const shown = page.getByRole('region', { name: "One person's limits" }).locator('dd').first();
  await expect(shown).toBeVisible();

  await signInAs(page, demo, /\/panel$/);
  await page.goto('/trade/USDT-IRT');
  await page.getByRole('radio', { name: 'Buy', exact: true }).click();
  await page.getByRole('textbox', { name: 'You pay' }).fill('2000000');
  await page.getByRole('button', { name: 'Get price' }).click();
  await expect(
    page
      .getByText(
        /This order is over your daily trading limit of 1,000,000 Toman: you can trade 1,000,000 Toman more today\. The limit starts again on .+, Tehran time\./,
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm order' })).toHaveCount(0);

  // The profile says what is left, and that the desk set this limit for the person.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your limits' });
  const trading = card.getByRole('listitem', { name: 'Trading (Toman value)' });
  await expect(trading).toContainText('Left today: 1,000,000 of 1,000,000 Toman');
  await expect(trading).toContainText('Set for you by the desk');

  // What the server says is left is what the person reads.
  const limits = await page.request.get('/api/limits', { headers: XHR });
  const fromServer = (
    (await limits.json()) as { data: Array<{ kind: string; remaining_today: string; own: boolean }> }
  ).data.find((limit) => limit.kind === 'trade_value');
  expect(fromServer).toMatchObject({ remaining_today: '1000000', own: true });
});
