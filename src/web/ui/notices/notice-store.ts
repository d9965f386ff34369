import { NOTICE_DEFAULT_DURATION_MS, type NoticeType } from '../../../core/enums.ts';

export interface Notice {
  id: number;
  type: NoticeType;
  message: string;
}

export interface NoticeInput {
  type: NoticeType;
  message: string;
  /** How long the notice stays; null keeps it until it is dismissed. */
  durationMs?: number | null;
}

/**
 * The notices (toasts) of spec section 9: stacked oldest first, each dismissible, each gone after its
 * duration (5000 ms unless told). Outside React so that the API error handler can notify too.
 */
export function createNoticeStore() {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  function publish(next: readonly Notice[]) {
    notices = next;
    for (const listener of listeners) listener();
  }

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
  }

  function startTimer(id: number, durationMs: number | null) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (durationMs !== null)
      timers.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
  }

  function notify({ type, message, durationMs = NOTICE_DEFAULT_DURATION_MS }: NoticeInput): number {
    // Several calls failing together (say, offline) would stack the same words; show them once, afresh.
    const same = notices.find((notice) => notice.type === type && notice.message === message);
    if (same) {
      startTimer(same.id, durationMs);
      return same.id;
    }
    const id = nextId++;
    publish([...notices, { id, type, message }]);
    startTimer(id, durationMs);
    return id;
  }

  return {
    notify,
    dismiss,
    getSnapshot: (): readonly Notice[] => notices,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type NoticeStore = ReturnType<typeof createNoticeStore>;
export type Notify = NoticeStore['notify'];
