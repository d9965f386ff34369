import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './notice-store.ts';

describe('notice store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stacks notices oldest first', () => {
    const store = createNoticeStore();
    store.notify({ type: 'info', message: 'first' });
    store.notify({ type: 'danger', message: 'second' });
    expect(store.getSnapshot().map((notice) => [notice.type, notice.message])).toEqual([
      ['info', 'first'],
      ['danger', 'second'],
    ]);
  });

  it('removes a notice after 5000 ms by default, not before', () => {
    const store = createNoticeStore();
    store.notify({ type: 'success', message: 'saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('honours a notice’s own duration, and null keeps it', () => {
    const store = createNoticeStore();
    store.notify({ type: 'warn', message: 'short', durationMs: 1000 });
    store.notify({ type: 'danger', message: 'sticky', durationMs: null });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((notice) => notice.message)).toEqual(['sticky']);
  });

  it('shows a repeated notice once and restarts its time', () => {
    const store = createNoticeStore();
    store.notify({ type: 'danger', message: '通信エラーが発生しました' });
    vi.advanceTimersByTime(3000);
    store.notify({ type: 'danger', message: '通信エラーが発生しました' });
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses one notice and tells its subscribers', () => {
    const store = createNoticeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.notify({ type: 'info', message: 'first' });
    store.notify({ type: 'info', message: 'second' });
    store.dismiss(first);
    expect(store.getSnapshot().map((notice) => notice.message)).toEqual(['second']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
