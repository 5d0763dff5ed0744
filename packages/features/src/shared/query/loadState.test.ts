import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadState } from './loadState';

/** The parts of a query result loadState reads. */
function query(state: { data?: unknown; error?: unknown; isFetching?: boolean }) {
  return {
    data: state.data,
    error: state.error ?? null,
    isError: state.error !== undefined,
    isFetching: state.isFetching ?? false,
    refetch: vi.fn(),
  } as unknown as UseQueryResult<unknown> & { refetch: ReturnType<typeof vi.fn> };
}

describe('loadState', () => {
  it('is loading until every load has data', () => {
    expect(loadState([query({ data: [] }), query({ isFetching: true })]).isLoading).toBe(true);
    expect(loadState([query({ data: [] }), query({ data: [] })]).isLoading).toBe(false);
  });

  it('reports the first failure that left nothing to show, and retries only the failed loads', () => {
    const failed = query({ error: new Error('down') });
    const fine = query({ data: [] });
    const state = loadState([fine, failed]);
    expect(state.isLoading).toBe(false);
    expect(state.error).toEqual(new Error('down'));
    state.retry();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('shows the placeholders again while a retry is on its way', () => {
    expect(loadState([query({ error: new Error('down'), isFetching: true })]).isLoading).toBe(true);
  });

  it('keeps showing what it has when a refresh fails', () => {
    const state = loadState([query({ data: [], error: new Error('down') })]);
    expect(state.error).toBeUndefined();
    expect(state.isLoading).toBe(false);
  });
});
