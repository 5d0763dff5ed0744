import { randomBytes } from 'node:crypto';

/** Where the fake TronGrid of this run listens (playwright.config.ts starts it). */
export const chainUrl = () => `http://127.0.0.1:${process.env.E2E_CHAIN_PORT ?? ''}`;

/**
 * Sends Tether to `address` on the fake chain: listed and final at once, as a transfer with its
 * confirmations. Returns the transaction hash.
 */
export async function sendTether(address: string, usdt: number): Promise<string> {
  const txHash = randomBytes(32).toString('hex');
  const response = await fetch(`${chainUrl()}/fake/transfers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: address, units: String(BigInt(usdt) * 1_000_000n), txHash }),
  });
  if (response.status !== 201)
    throw new Error(`the fake chain refused the transfer: ${await response.text()}`);
  return txHash;
}

/** How many listing requests the fake chain has answered: each scan lists every watched address. */
export async function chainListings(): Promise<number> {
  const response = await fetch(`${chainUrl()}/fake/requests`);
  const counts = (await response.json()) as { listing: number };
  return counts.listing;
}
