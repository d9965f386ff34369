import { type Insertable, type Kysely, type QueryCreator, sql, type Updateable } from 'kysely';
import type { EntryStatus } from '../../../core/enums.ts';
import type { Database, EntriesTable, EntryEstimatesTable } from '../../db/schema.ts';
import type { Viewer } from './entry-view.ts';
import type { EntryMailFacts } from './notify.ts';

/**
 * Updates the viewer's entry and returns it as its page shows it (entry-view.ts `selectEntries`) with both
 * parties' mail settings, so a step reads nothing back after its write and its mail looks nothing up.
 */
export function updateEntry(
  qc: QueryCreator<Database>,
  /** Whose entry it must be, and whose view it returns; null for the system (no review of its own). */
  viewer: Viewer | null,
  entryId: string,
  set: Updateable<EntriesTable>,
) {
  const update = qc
    .updateTable('entries as e')
    .from(['services as s', 'accounts as c', 'accounts as g'])
    .set(set)
    .whereRef('s.id', '=', 'e.service_id')
    .whereRef('c.id', '=', 'e.cast_id')
    .whereRef('g.id', '=', 'e.guest_id')
    .where('e.id', '=', entryId);
  return (viewer ? update.where(viewer.type === 'cast' ? 'e.cast_id' : 'e.guest_id', '=', viewer.id) : update)
    .returningAll('e')
    .returning((eb) => [
      's.title as service_title',
      'c.nickname as cast_nickname',
      'g.nickname as guest_nickname',
      eb
        .selectFrom('service_menus as m')
        .select('m.name')
        .whereRef('m.id', '=', 'e.service_menu_id')
        .as('menu_name'),
      eb
        .selectFrom('service_menus as m')
        .select('m.price')
        .whereRef('m.id', '=', 'e.service_menu_id')
        .as('menu_price'),
      eb
        .selectFrom('entry_payments as p')
        .select('p.status')
        .whereRef('p.entry_id', '=', 'e.id')
        .as('payment_status'),
      // As the statement began: the payment's own step reads its fee from the entry's terms instead.
      eb
        .selectFrom('entry_payments as p')
        .select('p.fee')
        .whereRef('p.entry_id', '=', 'e.id')
        .as('payment_fee'),
      eb
        .exists(
          eb
            .selectFrom('reviews as r')
            .select('r.id')
            .whereRef('r.entry_id', '=', 'e.id')
            .where('r.author_id', '=', viewer?.id ?? ''),
        )
        .as('reviewed_by_viewer'),
      ...PARTY_MAIL_COLUMNS,
    ]);
}

/** Both parties' mail settings (`mailFacts`), of the accounts `c` (the cast) and `g` (the guest). */
export const PARTY_MAIL_COLUMNS = [
  'c.email as cast_email',
  'c.status as cast_status',
  'c.notification_timing as cast_notification_timing',
  'c.locale as cast_locale',
  'g.email as guest_email',
  'g.status as guest_status',
  'g.notification_timing as guest_notification_timing',
  'g.locale as guest_locale',
] as const;

export type MovedEntry = Awaited<ReturnType<ReturnType<typeof updateEntry>['executeTakeFirstOrThrow']>>;

/** The mail facts of a moved entry, read by its update. */
export function mailFacts(row: MovedEntry): EntryMailFacts {
  return {
    service: row.service_title,
    flowType: row.flow_type,
    figures: {
      amount: row.amount,
      deadlineAt: row.deadline_at,
      appointmentStartsAt: row.appointment_starts_at,
      appointmentEndsAt: row.appointment_ends_at,
    },
    parties: [
      {
        id: row.cast_id,
        type: 'cast',
        email: row.cast_email,
        status: row.cast_status,
        notification_timing: row.cast_notification_timing,
        locale: row.cast_locale,
      },
      {
        id: row.guest_id,
        type: 'guest',
        email: row.guest_email,
        status: row.guest_status,
        notification_timing: row.guest_notification_timing,
        locale: row.guest_locale,
      },
    ],
  };
}

/** The transition a step records: what happened, from which status to which, by whom (null: the system). */
export interface StepRecord {
  action: string;
  /** null for the entry's creation. */
  from: EntryStatus | null;
  to: EntryStatus;
  actor: Viewer | null;
  at: Date;
}

/** The entry a statement writes, as its CTE `entry` holds it. */
type WithEntry = Database & { entry: { id: string } };

/** Inserts the transition of the entry the statement wrote (its CTE `entry`), so only if one was written. */
export function recordTransition<DB extends WithEntry>(qc: QueryCreator<DB>, record: StepRecord) {
  return (qc as unknown as QueryCreator<WithEntry>)
    .insertInto('entry_transitions')
    .columns(['entry_id', 'action', 'from_status', 'to_status', 'actor_id', 'actor_type', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('entry')
        .select([
          'entry.id',
          eb.val(record.action).as('action'),
          eb.val(record.from).as('from_status'),
          eb.val(record.to).as('to_status'),
          eb.val(record.actor?.id ?? null).as('actor_id'),
          eb.val(record.actor?.type ?? 'system').as('actor_type'),
          eb.val(record.at).as('created_at'),
        ]),
    );
}

function stepCtes(
  executor: Kysely<Database>,
  viewer: Viewer | null,
  entryId: string,
  set: Updateable<EntriesTable>,
  record: StepRecord,
  narrow: Narrow,
) {
  return executor
    .with('entry', (qc) => narrow(updateEntry(qc, viewer, entryId, set)))
    .with('recorded', (qc) => recordTransition(qc, record));
}
/** Adds to a step's update the state the entry must be in. */
export type Narrow = (update: ReturnType<typeof updateEntry>) => ReturnType<typeof updateEntry>;
/** A step's statement so far: the moved entry (CTE `entry`) and its transition. */
export type StepCtes = ReturnType<typeof stepCtes>;
/** A further write of a step, in its statement: it selects from `entry`, so it happens only if the entry moved. */
export type StepWrite = (statement: StepCtes) => StepCtes;

/** The estimate a step sends (an estimate step), written with it. */
export function sendEstimate(estimate: Insertable<EntryEstimatesTable>): StepWrite {
  return (statement) =>
    statement.with('sent', (qc) =>
      qc
        .insertInto('entry_estimates')
        .columns([
          'entry_id',
          'kind',
          'author_type',
          'items',
          'subtotal',
          'tax',
          'total',
          'message',
          'deadline_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('entry')
            .select([
              'entry.id',
              eb.val(estimate.kind).as('kind'),
              eb.val(estimate.author_type).as('author_type'),
              sql`${estimate.items}::jsonb`.as('items'),
              eb.val(estimate.subtotal).as('subtotal'),
              eb.val(estimate.tax).as('tax'),
              eb.val(estimate.total).as('total'),
              eb.val(estimate.message).as('message'),
              eb.val(estimate.deadline_at ?? null).as('deadline_at'),
              eb.val(estimate.updated_at).as('updated_at'),
            ]),
        ),
    ) as unknown as StepCtes;
}

/**
 * A step as one statement: the entry updated (`narrow` adds the state it must be in), its transition
 * recorded and the step's further writes (`writes`: an estimate, a payment's outcome and its sale) made,
 * only if the entry moved (each selects from the moved row); returns the moved entry as `updateEntry`
 * does, or nothing when no row fits.
 */
export function stepStatement(
  executor: Kysely<Database>,
  viewer: Viewer | null,
  entryId: string,
  set: Updateable<EntriesTable>,
  record: StepRecord,
  options: {
    narrow?: Narrow;
    writes?: StepWrite[];
  } = {},
) {
  const { narrow = (update) => update, writes = [] } = options;
  const statement = writes.reduce(
    (built, write) => write(built),
    stepCtes(executor, viewer, entryId, set, record, narrow),
  );
  return statement.selectFrom('entry').selectAll().executeTakeFirst();
}
