import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { newPublicId } from '../db/ids.ts';
import type { Database, MailOutboxRow } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';

/** After a refused attempt, the next one waits this long (the n-th delay after the n-th attempt). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** The first attempt and one after each delay; a mail refused that often is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * A claimed row is its sender's for this long; a process that dies mid-send leaves it to be claimed
 * again then (a mail may leave twice after a crash, never twice from two live senders).
 */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;
/** How long a sent mail waits to be marked sent with the mails sent after it. */
const MARK_DELAY_MS = 100;

/**
 * Mail as callers send it: `send` writes the mail into the outbox table, claimed by this process, and
 * hands it to the transport (`Mailer`: SMTP, or the development outbox) in the background, outside any
 * request and row lock; a mail queued in a transaction (`within`) leaves through the dispatcher once woken. The scheduler's sweep (`dispatch`) sends what is still due after a refusal or a
 * crash. A mail server that refuses never fails the request: the mail waits and is retried with backoff.
 */
export interface MailOutbox extends Mailer {
  /**
   * Queues in the caller's transaction, so a change that rolls back sends nothing; the caller wakes the
   * dispatcher (`wake`) once it has committed, or the next sweep sends the mail.
   */
  within(trx: Kysely<Database>): Mailer;
  wake(): void;
  /** Sends every due mail (claimed with SKIP LOCKED, so two processes never send one row twice). */
  dispatch(): Promise<number>;
  /** Resolves once no dispatch woken by `send` or `wake` is under way (tests read the mails after it). */
  idle(): Promise<void>;
  /** Stops waking and waits for a dispatch under way; then closes the transport. */
  close(): Promise<void>;
}

export function createMailOutbox(deps: {
  db: Kysely<Database>;
  clock: Clock;
  transport: Mailer;
  log: (error: unknown) => void;
}): MailOutbox {
  const { db, clock, transport } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const row = ({ to, fromName, subject, text }: Parameters<Mailer['send']>[0]) => {
    const now = clock.now();
    return {
      id: newPublicId(),
      recipient: to,
      from_name: fromName,
      subject,
      text,
      next_attempt_at: now,
      created_at: now,
    };
  };
  const queue =
    (executor: Kysely<Database>): Mailer['send'] =>
    async (message) => {
      await executor.insertInto('mail_outbox').values(row(message)).execute();
    };

  function claim(): Promise<MailOutboxRow[]> {
    const now = clock.now();
    return db
      .updateTable('mail_outbox')
      .set({ attempts: sql`attempts + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      await transport.send({
        to: row.recipient,
        fromName: row.from_name,
        subject: row.subject,
        text: row.text,
      });
    } catch (error) {
      const now = clock.now();
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: describe(error),
          ...(row.attempts >= MAX_ATTEMPTS || delay === undefined
            ? { status: 'failed' }
            : { next_attempt_at: new Date(now.getTime() + delay) }),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await markSent(row.id);
    return true;
  }

  /**
   * Mails handed over within MARK_DELAY_MS of each other, or while an earlier mark was being written, are
   * marked together in one statement, so under load the outbox costs about one insert per mail. A crash
   * in between leaves them claimed, to leave again after CLAIM_MS, as a crash while sending would.
   */
  let toMark: string[] = [];
  let marking: Promise<void> | undefined;
  function markSent(id: string): Promise<void> {
    toMark.push(id);
    marking ??= (async () => {
      await new Promise((resolve) => setTimeout(resolve, MARK_DELAY_MS));
      try {
        while (toMark.length > 0) {
          const ids = toMark;
          toMark = [];
          await db
            .updateTable('mail_outbox')
            .set({ status: 'sent', sent_at: clock.now(), last_error: null })
            .where('id', 'in', ids)
            .execute();
        }
      } finally {
        marking = undefined;
      }
    })();
    return marking;
  }

  async function dispatch() {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      const delivered = await Promise.all(rows.map(deliver));
      sent += delivered.filter(Boolean).length;
      // A short batch was all that was due; asking again would find nothing.
      if (rows.length < BATCH) return sent;
    }
  }

  /** Mails queued outside a transaction, claimed by this process as they are written and handed over at once. */
  const sending = new Set<Promise<unknown>>();
  async function sendNow(message: Parameters<Mailer['send']>[0]) {
    const [claimed] = await db
      .insertInto('mail_outbox')
      .values({
        ...row(message),
        attempts: 1,
        next_attempt_at: new Date(clock.now().getTime() + CLAIM_MS),
      })
      .returningAll()
      .execute();
    if (!claimed || closed) return;
    const delivery = deliver(claimed)
      .catch(deps.log)
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
  }

  function wake() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await dispatch();
        } catch (error) {
          deps.log(error);
        }
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
  }

  async function settled() {
    while (running || sending.size > 0 || marking) {
      await Promise.allSettled([running, ...sending, marking]);
    }
  }

  return {
    send: sendNow,
    within: (trx) => ({ send: queue(trx) }),
    wake,
    dispatch,
    idle: settled,
    async close() {
      closed = true;
      await settled();
      await transport.close?.();
    },
  };
}

/** What the mail server said, kept short; the cause of a MailDeliveryError is the server's answer. */
function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where mails wait to leave; tests wait for it to be idle before reading what arrived. */
    mailOutbox: MailOutbox;
  }
}
