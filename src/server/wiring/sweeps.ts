import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { Metrics } from '../http/metrics.ts';
import { rateLimitPruneTask } from '../http/rate-limit-store.ts';
import { createScheduler, type SweepTask } from '../jobs/scheduler.ts';
import { postgresSweepLock } from '../jobs/sweep-lock.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';

/**
 * The background sweeps, run one after another in this order by one scheduler (`app.scheduler`, started
 * by the server process): the entries' timers, the payouts' closing, the mail outbox, the billing
 * renewals, and on PostgreSQL the rate limits' pruning. Closing the app stops it, then the outbox.
 */
export function wireSweeps(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle;
    intervalMs: number | undefined;
    metrics: Metrics;
    mailOutbox: MailOutbox;
    entryTimers: SweepTask[];
    payoutsClosing: SweepTask;
    renewals: SweepTask[];
  },
) {
  const { db, kind } = options.database;
  const { mailOutbox } = options;
  const scheduler = createScheduler(
    [
      ...options.entryTimers,
      options.payoutsClosing,
      { name: 'mail-outbox', run: mailOutbox.dispatch },
      ...options.renewals,
      ...(kind === 'postgres' ? [rateLimitPruneTask(db)] : []),
    ],
    {
      intervalMs: options.intervalMs ?? 30_000,
      onError: (task, error) => app.log.error({ err: error, task }, 'scheduled task failed'),
      onRun: options.metrics.swept,
      // PGlite serves one process; a lock would only hold its one connection.
      ...(kind === 'postgres' && { lock: postgresSweepLock(db) }),
    },
  );
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mailOutbox.close();
  });
}
