import type { Kysely } from 'kysely';
import { TIMED_TRANSITIONS } from '../../../core/entries/lifecycle.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { SweepTask } from '../../jobs/scheduler.ts';
import type { EntryReviews } from './entry-reviews.ts';
import type { EntryNotifier } from './notify.ts';
import type { EntryPayments } from './payment.ts';
import type { Entries } from './service.ts';

/** How long before an appointment both parties are reminded of it. */
const REMINDER_AHEAD_MS = 24 * 3_600_000;

/**
 * The lifecycle's timers as scheduler sweeps: each finds what is due by its deadline and moves it in the
 * same statement that checks the state, so a restart loses nothing and no transition runs twice.
 */
export function entryTimerTasks(deps: {
  db: Kysely<Database>;
  clock: Clock;
  entries: Entries;
  reviews: EntryReviews;
  payments: EntryPayments;
  notify: EntryNotifier;
}): SweepTask[] {
  const { db, clock } = deps;

  const expire: SweepTask = {
    name: 'entries.expire',
    async run() {
      const now = clock.now();
      const moved = await db.transaction().execute(async (trx) => {
        const changes = [];
        for (const timer of TIMED_TRANSITIONS) {
          const rows = await trx
            .updateTable('entries')
            .set({ status: timer.to, deadline_at: null, updated_at: now })
            .where('status', '=', timer.from)
            .where('deadline_at', '<=', now)
            .returning(['id', 'cast_id', 'guest_id'])
            .execute();
          for (const row of rows) {
            await deps.entries.record(trx, {
              entryId: row.id,
              action: `expire:${timer.deadline}`,
              from: timer.from,
              to: timer.to,
              actor: null,
              at: now,
            });
            changes.push({ entryId: row.id, to: timer.to, recipientIds: [row.cast_id, row.guest_id] });
          }
        }
        return changes;
      });
      for (const change of moved) await deps.notify.changed(change);
      return moved.length;
    },
  };

  const closeReviews: SweepTask = {
    name: 'entries.closeReviews',
    async run() {
      const due = await db
        .selectFrom('entries')
        .select('id')
        .where('status', '=', 'paid')
        .where('deadline_at', '<=', clock.now())
        .execute();
      for (const { id } of due) {
        await db.transaction().execute((trx) => deps.reviews.publish(trx, id, null));
      }
      return due.length;
    },
  };

  const chargeOverdue: SweepTask = {
    name: 'entries.chargeOverdue',
    run: () => deps.payments.chargeOverdue(),
  };

  const reconcilePayments: SweepTask = {
    name: 'entries.reconcilePayments',
    run: () => deps.payments.reconcile(),
  };

  /** Each matched appointment that starts within a day, claimed once and told to both parties. */
  const remindAppointments: SweepTask = {
    name: 'entries.remindAppointments',
    async run() {
      const now = clock.now();
      const due = await db
        .updateTable('entries as e')
        .set({ appointment_reminded_at: now })
        .from('accounts as c')
        .innerJoin('accounts as g', (join) => join.onTrue())
        .whereRef('c.id', '=', 'e.cast_id')
        .whereRef('g.id', '=', 'e.guest_id')
        .where('e.status', '=', 'matched')
        .where('e.appointment_reminded_at', 'is', null)
        .where('e.appointment_starts_at', '>', now)
        .where('e.appointment_starts_at', '<=', new Date(now.getTime() + REMINDER_AHEAD_MS))
        .returning([
          'e.id',
          'e.appointment_starts_at',
          'e.appointment_ends_at',
          'e.cast_id',
          'e.guest_id',
          'c.nickname as cast',
          'g.nickname as guest',
        ])
        .execute();
      for (const row of due) {
        await deps.notify.appointmentReminder(row.id, {
          startsAt: row.appointment_starts_at as Date,
          endsAt: row.appointment_ends_at as Date,
          cast: row.cast,
          guest: row.guest,
          castId: row.cast_id,
          guestId: row.guest_id,
        });
      }
      return due.length;
    },
  };

  return [expire, reconcilePayments, chargeOverdue, closeReviews, remindAppointments];
}
