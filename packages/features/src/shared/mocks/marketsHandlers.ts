import { delay } from 'msw';
import { buildErrorBody } from './errorBody';
import { http } from './http';
import { buildMarketList } from './marketFixtures';
import { mockMessages, sayIn } from './serverMessage';

/** What the mock server answers for the markets, per `X-Locale`, from the server's own catalogue. */
export const marketsMockMessages = mockMessages({ serverError: 'error.internal' });

const localeOf = (request: Request) => (request.headers.get('X-Locale') === 'en' ? 'en' : 'fa');

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: sayIn(marketsMockMessages, request, 'serverError') }), {
    status: 500,
  });

type Market = ReturnType<typeof buildMarketList>[number];

/** Answers the list, named in the request's language unless a fixed list is given. */
const answer = (markets?: Market[]) =>
  http.get('/api/markets', ({ request, response }) =>
    response(200).json({ data: markets ?? buildMarketList(localeOf(request)) }),
  );

/**
 * Named handler groups of GET /api/markets (`parameters.msw.handlers.markets`), reused by every screen
 * that shows markets (landing, wallet, trade, the market picker).
 */
export const marketsHandlers = {
  /** The default list (or the one given). */
  success: (markets?: Market[]) => [answer(markets)],
  /** No market is open. */
  empty: [answer([])],
  /** The default list, every market with this availability (paused, a side off). */
  availability: (availability: Market['availability']) => [
    http.get('/api/markets', ({ request, response }) =>
      response(200).json({
        data: buildMarketList(localeOf(request)).map((market) => ({ ...market, availability })),
      }),
    ),
  ],
  /** The list never arrives. */
  loading: [
    http.get('/api/markets', async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
  /** Every load fails on the server. */
  serverError: [http.get('/api/markets', ({ request, response }) => response.untyped(serverError(request)))],
  /**
   * The first load fails, every later one (a retry) answers the list. A fresh counter per call: give
   * each story its own group.
   */
  failsOnce: () => {
    let failuresLeft = 1;
    return [
      http.get('/api/markets', ({ request, response }) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return response.untyped(serverError(request));
        }
        return response(200).json({ data: buildMarketList(localeOf(request)) });
      }),
    ];
  },
};
