import type { z } from 'zod';
import type { Message, threadResponse } from '../../../core/contract/messages.ts';

export type Thread = z.infer<typeof threadResponse>['data'];

/**
 * The thread with `newer` added, each message once and in the server's order: `newer` are the messages
 * after `afterId` (a catch-up answer) or, without it, messages to append (live ones). Messages already
 * shown after `afterId` that the answer does not hold (live ones that overtook it) stay at the end.
 */
export function mergeNewer(thread: Thread, newer: readonly Message[], afterId?: string): Thread {
  const at = afterId === undefined ? -1 : thread.messages.findIndex((message) => message.id === afterId);
  const cut = at < 0 ? thread.messages.length : at + 1;
  const head = thread.messages.slice(0, cut);
  const known = new Set(head.map((message) => message.id));
  const added = newer.filter((message) => !known.has(message.id));
  const addedIds = new Set(added.map((message) => message.id));
  const tail = thread.messages.slice(cut).filter((message) => !addedIds.has(message.id));
  if (added.length === 0 && tail.length === thread.messages.length - cut) return thread;
  return { ...thread, messages: [...head, ...added, ...tail] };
}
