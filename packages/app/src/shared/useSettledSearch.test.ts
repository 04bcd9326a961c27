import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSettledSearch } from './useSettledSearch';

describe('useSettledSearch, the back-office search boxes (spec admin §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves the page alone when the page mounts (a page chosen at once is not taken back)', () => {
    const onSettled = vi.fn();
    const { result } = renderHook(() => useSettledSearch('', onSettled));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(onSettled).not.toHaveBeenCalled();
    expect(result.current).toBe('');
  });

  it('searches the trimmed text once typing has paused, and starts again from page 0 once', () => {
    const onSettled = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useSettledSearch(search, onSettled), { initialProps: { search: '' } });
    rerender({ search: ' ch' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    rerender({ search: ' cham ' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('cham');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('does not start again for spaces around the same words', () => {
    const onSettled = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useSettledSearch(search, onSettled), { initialProps: { search: 'cham' } });
    rerender({ search: 'cham  ' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current).toBe('cham');
    expect(onSettled).not.toHaveBeenCalled();
  });
});
