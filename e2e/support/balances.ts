import { expect, type Page } from '@playwright/test';

export interface Balance {
  currency: 'IRT' | 'USDT';
  available: string;
  locked: string;
}

/**
 * The signed-in person's balances from the server, read with the page's own session: journeys that share
 * the demo trader compare against what it holds now instead of a figure another journey may have moved.
 */
export async function balancesOf(page: Page): Promise<Record<'IRT' | 'USDT', Balance>> {
  const response = await page.request.get('/api/wallet/balances', {
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Balance[] };
  return Object.fromEntries(data.map((balance) => [balance.currency, balance])) as Record<
    'IRT' | 'USDT',
    Balance
  >;
}

/** Whole Toman as the English screens group it: 52500000 -> '52,500,000'. */
export const groupedToman = (amount: bigint) => amount.toLocaleString('en-US');
