import { WORKBENCH_REQUEST } from './startMockWorker';

/**
 * Ties every request a story makes to that story. A request still under way when the story ends (a slow
 * mock, a retry) would otherwise answer into the next story, and what it sets off there (a failure toast,
 * a cache write) would show in that story's screenshot: one story's leftovers must never reach another.
 */
let storyRequests = new AbortController();
const underWay = new Set<Promise<unknown>>();

const pageFetch = globalThis.fetch.bind(globalThis);

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = input instanceof Request ? input.url : String(input);
  if (WORKBENCH_REQUEST.test(url)) return pageFetch(input, init);
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  const signal = own ? AbortSignal.any([own, storyRequests.signal]) : storyRequests.signal;
  const response = pageFetch(input, { ...init, signal });
  underWay.add(response);
  void response.finally(() => underWay.delete(response)).catch(() => undefined);
  return response;
};

/** One turn of the event loop: what settled requests set off (React Query's callbacks) has run after it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Aborts the requests the previous story left under way and lets their failures play out, so that the
 * caller can then clear what they left (toasts) before the next story starts.
 */
export async function endPreviousStoryRequests(): Promise<void> {
  const previous = [...underWay];
  storyRequests.abort();
  storyRequests = new AbortController();
  await Promise.allSettled(previous);
  // React Query hands results to its callbacks in later tasks (its notify manager batches on a timeout).
  await nextTask();
  await nextTask();
}
