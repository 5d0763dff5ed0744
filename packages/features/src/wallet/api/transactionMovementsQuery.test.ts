import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../shared/mocks/http';
import { buildWalletPage } from '../mocks';
import { walletHandlers } from '../mocks/walletHandlers';
import { resetWalletMocks, walletMockState } from '../mocks/walletMockState';
import type { Transfer } from './listTransfers';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { findTransactionMovements, MOVEMENT_PAGES_LIMIT } = await import('./transactionMovementsQuery');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetWalletMocks();
});
afterAll(() => server.close());

/** A movement of transaction `walletTransactionId` (or of none), `minutesAgo` before 2026-03-10 12:00 Tehran. */
function movement(id: number, walletTransactionId: number | null, minutesAgo: number): Transfer {
  return {
    id,
    currency: 'IRT',
    kind: 'deposit',
    direction: 'in',
    amount: '1000',
    balance_after: '1000',
    order_id: null,
    wallet_transaction_id: walletTransactionId,
    description: null,
    created_at: new Date(Date.parse('2026-03-10T08:30:00Z') - minutesAgo * 60_000).toISOString(),
  };
}

/** Serves `rows` (newest first) 30 a page and counts the pages asked for. */
function serve(rows: Transfer[]) {
  const pages: number[] = [];
  server.use(
    http.get('/api/wallet/transfers', ({ query, response }) => {
      const page = Number(query.get('page'));
      pages.push(page);
      return response(200).json(buildWalletPage(rows, page));
    }),
  );
  return pages;
}

describe("findTransactionMovements (a detail's assigned transfers)", () => {
  it("finds a rejected withdrawal's hold and release in the default history, reading one page", async () => {
    server.use(...walletHandlers.verified);
    const scan = await findTransactionMovements({
      id: 133,
      currency: 'IRT',
      date: '2026-03-08T09:00:00+03:30',
    });
    expect(scan.isDone).toBe(true);
    expect(scan.found.map((found) => found.kind)).toEqual(['withdraw_release', 'withdraw']);
    expect(walletMockState.requests).toEqual(['GET /api/wallet/transfers?page=1&currency=IRT']);
  });

  it('reads on while movements are newer than the transaction, and stops at the first older page', async () => {
    // 70 movements a minute apart; the transaction was 45 minutes ago and its entry is on page 2.
    const rows = Array.from({ length: 70 }, (_, index) =>
      movement(70 - index, index === 40 ? 9 : null, index),
    );
    const pages = serve(rows);
    const date = new Date(Date.parse('2026-03-10T08:30:00Z') - 45 * 60_000).toISOString();
    const scan = await findTransactionMovements({ id: 9, currency: 'IRT', date });
    expect(scan.found.map((found) => found.id)).toEqual([30]);
    expect(scan.isDone).toBe(true);
    expect(pages).toEqual([1, 2]);
  });

  it(`gives up after ${MOVEMENT_PAGES_LIMIT} pages and says the search is incomplete`, async () => {
    const rows = Array.from({ length: 300 }, (_, index) => movement(300 - index, null, 0));
    const pages = serve(rows);
    const scan = await findTransactionMovements({ id: 9, currency: 'IRT', date: '2026-03-01T00:00:00Z' });
    expect(scan).toEqual({ found: [], isDone: false });
    expect(pages).toEqual([1, 2, 3, 4, 5]);
  });
});
