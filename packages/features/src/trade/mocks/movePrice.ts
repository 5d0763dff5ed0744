// A mock desk that changes its price between two quotes. The quote figures themselves come from the shared
// mock figure rules (shared/mocks/orderFigures.ts), as the orders' do.

const MICRO = 1_000_000n;

/** `price` moved by `delta` whole Toman, as the contract's Amount text ("92151", "91800.5"). */
export function movePrice(price: string, delta: number): string {
  const [whole = '0', fraction = ''] = price.split('.');
  const moved = BigInt(whole + fraction.padEnd(6, '0').slice(0, 6)) + BigInt(delta) * MICRO;
  const digits = moved.toString().padStart(7, '0');
  const decimals = digits.slice(-6).replace(/0+$/, '');
  return decimals ? `${digits.slice(0, -6)}.${decimals}` : digits.slice(0, -6);
}
