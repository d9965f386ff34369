import { useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { Thread } from './thread-merge.ts';

/**
 * What a polite live region reads when the counterpart's message arrives on the open thread: the newest
 * one received since the thread was opened (nothing for what was already there, nor for one's own).
 */
export function useArrivalAnnouncement(thread: Thread, name: string): string {
  const t = useT();
  const [lastWhenOpened] = useState(() => thread.messages.at(-1)?.id);
  const opened = thread.messages.findIndex((message) => message.id === lastWhenOpened);
  const since = lastWhenOpened === undefined ? 0 : opened < 0 ? thread.messages.length : opened + 1;
  const arrived = thread.messages
    .slice(since)
    .filter((message) => !message.fromMe)
    .at(-1);
  return arrived ? t('messages.arrived', { name, body: arrived.body }) : '';
}
