import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// TanStack Query polls and listens for focus only in a browser (it checks for `window` when it loads): give
// Node a window without events before it does, so the timing rules under test run as in the app.
vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
const { focusManager, QueryObserver } = await import('@tanstack/react-query');
const { createQueryClient } = await import('../../shared/query/createQueryClient');
const { UNREAD_COUNT_REFETCH_MS, UNREAD_COUNT_STALE_MS, unreadCountQuery } =
  await import('./getUnreadNotificationCount');

/** The bell's query as the app runs it, answered by a counter instead of the server. */
function setup() {
  const fetchCount = vi.fn(async () => ({ count: fetchCount.mock.calls.length }));
  const queryClient = createQueryClient({ retry: false });
  // What QueryClientProvider does in the app: the client starts following focus and connectivity.
  queryClient.mount();
  const observer = new QueryObserver(queryClient, { ...unreadCountQuery(), queryFn: fetchCount });
  const stop = observer.subscribe(() => undefined);
  const unsubscribe = () => {
    stop();
    queryClient.unmount();
  };
  return { fetchCount, observer, unsubscribe };
}

describe('the unread count', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('is asked again every 30 s while the app is in front', async () => {
    const { fetchCount, observer, unsubscribe } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFETCH_MS);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_REFETCH_MS);
    expect(fetchCount).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data).toEqual({ count: 3 });
    unsubscribe();
  });

  it('is not asked while the tab is in the background', async () => {
    const { fetchCount, unsubscribe } = setup();
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(3 * UNREAD_COUNT_REFETCH_MS);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('is asked again when the window regains focus, unless it was asked a moment ago', async () => {
    const { fetchCount, unsubscribe } = setup();
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_STALE_MS + 1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
