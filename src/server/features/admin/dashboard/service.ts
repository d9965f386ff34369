import type { Kysely } from 'kysely';
import { DASHBOARD_WINDOW_DAYS, type Dashboard } from '../../../../core/contract/admin/dashboard.ts';
import { ENTRY_STATUSES, type EntryStatus } from '../../../../core/enums.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The console's first page: what waits for an operator (identifications to review, contact messages
 * to handle) and the counts of the last 30 days. Read fresh on every call: each count is one indexed
 * aggregate, and an operator acting on a number wants it current.
 */
export function createDashboard(db: Kysely<Database>, clock: Clock) {
  async function countWaiting() {
    const [identifications, contactMessages] = await Promise.all([
      db
        .selectFrom('identifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('review_status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { identifications: Number(identifications.n), contactMessages: Number(contactMessages.n) };
  }

  async function countLastDays(from: Date, to: Date) {
    const [signUps, published, entries] = await Promise.all([
      db
        .selectFrom('accounts')
        .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
        .where('created_at', '>=', from)
        .where('created_at', '<=', to)
        .groupBy('type')
        .execute(),
      // published_at is the first publication (a republish keeps it), so each service counts once.
      db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('published_at', '>=', from)
        .where('published_at', '<=', to)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('entries')
        .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('entered_at', '>=', from)
        .where('entered_at', '<=', to)
        .groupBy('status')
        .execute(),
    ]);
    const byStatus = Object.fromEntries(ENTRY_STATUSES.map((status) => [status, 0])) as Record<
      EntryStatus,
      number
    >;
    for (const row of entries) byStatus[row.status] = Number(row.n);
    const signUpsOf = (type: 'cast' | 'guest') => Number(signUps.find((row) => row.type === type)?.n ?? 0);
    return {
      signUps: { cast: signUpsOf('cast'), guest: signUpsOf('guest') },
      servicesPublished: Number(published.n),
      entries: { total: Object.values(byStatus).reduce((sum, n) => sum + n, 0), byStatus },
    };
  }

  async function getDashboard(): Promise<Dashboard> {
    const to = clock.now();
    const from = new Date(to.getTime() - DASHBOARD_WINDOW_DAYS * DAY_MS);
    const [waiting, counts] = await Promise.all([countWaiting(), countLastDays(from, to)]);
    return {
      waiting,
      lastDays: { days: DASHBOARD_WINDOW_DAYS, from: from.toISOString(), to: to.toISOString(), ...counts },
    };
  }

  return { getDashboard };
}
