import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';
import { createQueryClient } from '../../shared/query/createQueryClient';
import { buildIndividualVerification, buildLegalVerification } from '../mocks/kycFixtures';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { verificationSubmitted } = await import('./verificationSubmitted');
const { currentUserKey } = await import('../../shared/session/currentUser');
const { verificationQuery } = await import('../api/getVerification');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a verification the server took', () => {
  it('refreshes the signed-in user at once when it went to review', async () => {
    const requests: string[] = [];
    server.use(
      http.get('/api/user', ({ request, response }) => {
        requests.push(request.url);
        return response(200).json(buildUser({ verification_status: 'in_progress' }));
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, buildUser());
    const submitted = buildIndividualVerification();

    await verificationSubmitted(queryClient, submitted);

    expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ verification_status: 'in_progress' });
    expect(queryClient.getQueryData(verificationQuery.queryKey)).toBe(submitted);
    expect(requests).toHaveLength(1);
  });

  it('keeps the user as it is for a legal draft (a step before the last)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, buildUser());
    const draft = buildLegalVerification(1);
    // No handler for GET /api/user: asking it would fail the test (onUnhandledRequest: 'error').
    await verificationSubmitted(queryClient, draft);
    expect(queryClient.getQueryData(verificationQuery.queryKey)).toBe(draft);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(buildUser());
  });
});
