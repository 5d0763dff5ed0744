import { describe, expect, it } from 'vitest';
import { appPaths, routePatterns, type RouteName } from './index.js';

/** How the web router reads a pattern: `:name` is one whole non-empty segment, the rest is literal. */
function patternRegex(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return new RegExp(`^${segments.join('/')}$`);
}

const dynamicSegments = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;

/** The route the router picks for a path: of the patterns that match, the one with the fewest parameters. */
function routeOf(path: string): RouteName | undefined {
  return (Object.entries(routePatterns) as [RouteName, string][])
    .filter(([, pattern]) => patternRegex(pattern).test(path))
    .sort(([, a], [, b]) => dynamicSegments(a) - dynamicSegments(b))[0]?.[0];
}

const examples = {
  tradePair: [appPaths.tradePair('USDT/IRT'), '/trade/USDT-IRT'],
  orderDetails: [appPaths.orderDetails(12), '/orders/12/details'],
  cashDeposit: [appPaths.cashDeposit('IRT'), '/cash-deposit/IRT'],
  cashWithdraw: [appPaths.cashWithdraw('USDT'), '/cash-withdraw/USDT'],
  transaction: [appPaths.transaction('31'), '/cash-withdraw/IRT/31'],
  adminVerification: [appPaths.adminVerification(7), '/admin/verifications/7'],
  adminFactorRecovery: [appPaths.adminFactorRecovery(7), '/admin/factor-recoveries/7'],
} satisfies Partial<Record<RouteName, [string, string]>>;

describe('appPaths', () => {
  it.each(Object.entries(examples))('%s builds its address', (_name, [built, expected]) => {
    expect(built).toBe(expected);
  });

  it.each(Object.entries(examples))('%s builds an address its own route matches', (name, [built]) => {
    expect(routeOf(built)).toBe(name);
  });

  it('has a builder for every pattern with parameters and the pattern itself for every other', () => {
    for (const [name, pattern] of Object.entries(routePatterns) as [RouteName, string][]) {
      const path = appPaths[name];
      if (pattern.includes(':')) expect(Object.keys(examples), name).toContain(name);
      else expect(path, name).toBe(pattern);
    }
  });

  it('routes every fixed address to its own route', () => {
    for (const [name, pattern] of Object.entries(routePatterns) as [RouteName, string][]) {
      if (!pattern.includes(':')) expect(routeOf(pattern), name).toBe(name);
    }
  });
});
