import type { HouseBalance, LedgerFinding } from '../modules/ledger/index.js';

/** What `ledger:check` prints, and its exit code: 1 when anything is wrong, so a cron or CI job notices. */
export function ledgerCheckReport(
  findings: readonly LedgerFinding[],
  houses: readonly HouseBalance[],
): { text: string; exitCode: 0 | 1 } {
  const lines = findings.length
    ? [
        `The ledger breaks ${findings.length} rule(s):`,
        ...findings.map((f) => `  ${f.invariant}: ${f.detail}`),
      ]
    : ['The ledger is consistent: every invariant holds.'];
  lines.push('', 'House balances (the sum of their entries; negative mirrors money outside the books):');
  for (const { house, currency, balance } of houses)
    lines.push(`  ${house.padEnd(12)} ${currency.padEnd(5)} ${balance}`);
  return { text: lines.join('\n'), exitCode: findings.length ? 1 : 0 };
}
