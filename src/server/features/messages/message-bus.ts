import { EventEmitter } from 'node:events';
import type { MessageEvent } from '../../../core/contract/messages.ts';

/**
 * Where a new message goes once it is stored, so that the open streams of both parties
 * (GET /messages/stream) receive it live. In one process it is an in-memory emitter; several processes
 * on one PostgreSQL fan out through LISTEN/NOTIFY behind the same interface (postgres-message-bus.ts).
 */
export interface MessageBus {
  /** Tells `accountId`'s subscribers about a message of one of their conversations. */
  publish(accountId: string, event: MessageEvent): void;
  /**
   * Calls `listener` for each message published to `accountId` until the returned function is called.
   * `onGap` is called (once) if the bus may have missed messages for it, as when the connection that
   * brings them from other processes drops: the subscriber then starts again and catches up.
   */
  subscribe(accountId: string, listener: (event: MessageEvent) => void, onGap?: () => void): () => void;
  /** Lets go of what the bus holds outside the process (its LISTEN connection); the app calls it on close. */
  close?(): Promise<void>;
}

export function createInProcessMessageBus(): MessageBus {
  const emitter = new EventEmitter();
  // One listener per open stream: a busy site holds many, which is not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (accountId, event) => emitter.emit(accountId, event),
    subscribe(accountId, listener) {
      emitter.on(accountId, listener);
      return () => emitter.off(accountId, listener);
    },
  };
}
