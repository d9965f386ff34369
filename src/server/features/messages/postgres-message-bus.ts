import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { MessageEvent } from '../../../core/contract/messages.ts';
import { listenOnChannel } from '../../db/channel-listener.ts';
import type { Database } from '../../db/schema.ts';
import { createInProcessMessageBus, type MessageBus } from './message-bus.ts';

const CHANNEL = 'tsunagu_messages';
/**
 * A NOTIFY payload must stay under 8000 bytes; a message of 2,000 characters can be larger, so the event
 * goes in parts of at most this many code points (4 bytes each at most in UTF-8, with room for the frame).
 */
const PART_CODE_POINTS = 1500;
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = 'tsunagu-message-bus';

interface Part {
  /** One publish; its parts share it. */
  id: string;
  index: number;
  count: number;
  text: string;
}

/**
 * The message bus of several processes on one PostgreSQL: a publish is a NOTIFY on one channel, and each
 * process keeps one connection of its own that LISTENs and hands every event to its local subscribers.
 * The payload is the event itself (in parts when it is large), so a listener needs no query to relay it.
 */
export async function createPostgresMessageBus(deps: {
  db: Kysely<Database>;
  url: string;
  log: (error: unknown) => void;
}): Promise<MessageBus & { close(): Promise<void> }> {
  const local = createInProcessMessageBus();
  const partial = new Map<string, string[]>();
  const gapHandlers = new Set<() => void>();
  // Publishes leave one after another, so a conversation's messages arrive in the order they were sent.
  let sending: Promise<void> = Promise.resolve();

  function receive(payload: string) {
    const part = JSON.parse(payload) as Part;
    const parts = partial.get(part.id) ?? new Array<string>(part.count);
    parts[part.index] = part.text;
    if (parts.filter((text) => text !== undefined).length < part.count) {
      partial.set(part.id, parts);
      return;
    }
    partial.delete(part.id);
    const { accountId, event } = JSON.parse(parts.join('')) as { accountId: string; event: MessageEvent };
    local.publish(accountId, event);
  }

  // Listening before the first request: a stream opened then hears every later message.
  const listener = await listenOnChannel({
    url: deps.url,
    channel: CHANNEL,
    applicationName: LISTENER_NAME,
    onNotification: (payload) => {
      if (payload) receive(payload);
    },
    onLost: () => {
      partial.clear();
      // What other processes publish until the next connection listens is lost to this one's streams.
      for (const onGap of [...gapHandlers]) onGap();
    },
    log: deps.log,
    retryFirst: false,
  });

  return {
    publish(accountId, event) {
      const id = randomUUID();
      const codePoints = Array.from(JSON.stringify({ accountId, event }));
      const count = Math.max(1, Math.ceil(codePoints.length / PART_CODE_POINTS));
      const parts = Array.from({ length: count }, (_, index) =>
        JSON.stringify({
          id,
          index,
          count,
          text: codePoints.slice(index * PART_CODE_POINTS, (index + 1) * PART_CODE_POINTS).join(''),
        } satisfies Part),
      );
      // One statement: the parts are one transaction's notifications, which reach listeners together.
      const notify = async () => {
        await sql`select pg_notify(${CHANNEL}, part) from unnest(${parts}::text[]) as part`.execute(deps.db);
      };
      sending = sending.then(notify).catch(deps.log);
    },
    subscribe(accountId, listener, onGap) {
      const unsubscribe = local.subscribe(accountId, listener);
      if (!onGap) return unsubscribe;
      const once = () => {
        gapHandlers.delete(once);
        onGap();
      };
      gapHandlers.add(once);
      return () => {
        gapHandlers.delete(once);
        unsubscribe();
      };
    },
    async close() {
      await sending;
      await listener.close();
    },
  };
}
