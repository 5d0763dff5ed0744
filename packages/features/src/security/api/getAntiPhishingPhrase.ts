import { queryOptions } from '@tanstack/react-query';
import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import { queryKey } from '../../shared/query/queryKeys';

/** Whether the person's mails open with their anti-phishing phrase, and since when (never the phrase). */
export type AntiPhishingPhrase = components['schemas']['AntiPhishingPhrase'];

/** GET /api/user/anti-phishing-phrase: `is_set` and `set_at`; the phrase itself is only ever in the mails. */
export async function getAntiPhishingPhrase(client: ApiClient = apiClient): Promise<AntiPhishingPhrase> {
  return unwrap(await client.GET('/api/user/anti-phishing-phrase'));
}

/** The phrase's state, read afresh whenever the card opens (another tab may have changed it). */
export const antiPhishingPhraseQuery = queryOptions({
  queryKey: queryKey('getAntiPhishingPhrase'),
  queryFn: () => getAntiPhishingPhrase(),
  staleTime: 0,
});
