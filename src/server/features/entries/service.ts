import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { wallTimeText } from '../../../core/appointments/zoned-time.ts';
import type { CreateEntryBody, EntriesQuery, Entry, EntryDetail } from '../../../core/contract/entries.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import { MAX_RESERVATION_DAYS } from '../../../core/entries/horizons.ts';
import {
  type EntryEndpoint,
  type LifecycleAction,
  resolveTransition,
  type Transition,
} from '../../../core/entries/lifecycle.ts';
import type { ChargeMethod, EntryStatus } from '../../../core/enums.ts';
import { feeTermsOf, taxOn, withTax } from '../../../core/money.ts';
import { hasFeature } from '../../../core/site-features.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database, EntriesTable, EntryEstimatesTable } from '../../db/schema.ts';
import type { Availability } from '../availability/service.ts';
import { billsAtMatch, type MatchingBilling } from '../billing/matching.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import { IDENTIFICATION_FEATURE, type IdentificationService } from '../identification/service.ts';
import type { SiteService } from '../site/service.ts';
import { countBooking } from './booking-count.ts';
import { listEntries } from './entries-list.ts';
import { entryState, selectEntries, toEntry, toEstimate, type Viewer } from './entry-view.ts';
import { type ExpectedStep, expectedStep } from './expected-state.ts';
import { type EntryForSteps, lockEntry, ownEntry, readEntry } from './locked-entry.ts';
import {
  mailFacts,
  type Narrow,
  PARTY_MAIL_COLUMNS,
  recordTransition,
  sendEstimate,
  stepStatement,
} from './moved-entry.ts';
import type { EntryNotifier } from './notify.ts';
import { inExpectedState, inStateAsRead } from './state-conditions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Entries that still bind both parties: a service with one is not deleted, an account not withdrawn. */
export const IN_PROGRESS_STATUSES: EntryStatus[] = [
  'entered',
  'estimated',
  'last_estimated',
  'ordered',
  'matched',
  'completion_reported',
];

type StepFields = Pick<
  Updateable<EntriesTable>,
  'deadline_at' | 'amount' | 'tax' | 'cancel_reason' | 'provided_at' | 'by_subscription' | 'fee_terms'
>;

/** What a step writes besides the state, from other rows: the amount fixed at matching. */
export type StepEffect = (
  trx: Transaction<Database>,
  entry: EntryForSteps,
  transition: Transition,
  site: SiteInfo,
) => Promise<StepFields>;

/** What a step writes besides its state and its transition. */
export interface StepWork {
  /** Fields computed from the site alone (a deadline, a reason): the step needs no read for them. */
  fields?: (site: SiteInfo) => StepFields;
  /**
   * Work from other rows, for the actions named: `read` gives its fields from the entry as read, or null
   * when the step needs a transaction (billing's part of a match); without `read`, or then, `locked` does
   * the work in the step's transaction on the locked row.
   */
  effect?: {
    actions: LifecycleAction[];
    read?: (entry: EntryForSteps, transition: Transition, site: SiteInfo) => StepFields | null;
    locked: StepEffect;
  };
  /** The estimate the step sends, written with it (409 when the author has sent that estimate already). */
  estimate?: Insertable<EntryEstimatesTable>;
}

/** A call of `move`: whose, which entry and endpoint, the step's work, the site and the time it runs at. */
interface MoveCall {
  viewer: Viewer;
  entryId: string;
  endpoint: EntryEndpoint;
  work: StepWork;
  site: SiteInfo;
  now: Date;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Entries: a guest's booking of a cast's service, moved through the lifecycle table of
 * src/core/entries/lifecycle.ts. Every move locks the entry row, so of two conflicting calls exactly one
 * wins and the other finds a state that no longer fits (409); every move is recorded and notified.
 */
export function createEntries(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  schemas: FormSchemas;
  identification: IdentificationService;
  notify: EntryNotifier;
  /** Billing's part of a match (plan required, single fee, subscription), in the match's transaction. */
  onMatch: MatchingBilling;
  /** The cast's free slots and the holding of one by an entry. */
  availability: Availability;
}) {
  const { db, clock } = deps;

  async function load(viewer: Viewer, entryId: string): Promise<Entry> {
    const row = await selectEntries(db, viewer).where('e.id', '=', entryId).executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toEntry(row, viewer, await deps.site.getSite(), clock.now());
  }

  async function create(
    guest: AccountRow,
    serviceId: string,
    body: CreateEntryBody,
  ): Promise<{ entry: Entry; created: boolean }> {
    const viewer = { id: guest.id, type: 'guest' as const };
    // The replay of a key and the service it applies for, in one statement.
    const found = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('entries')
          .select('id')
          .where('guest_id', '=', guest.id)
          .where('idempotency_key', '=', body.idempotencyKey)
          .as('replay'),
        eb
          .selectFrom('services as s')
          .innerJoin('accounts as c', 'c.id', 's.cast_id')
          .select('s.cast_id')
          .where('s.id', '=', serviceId)
          .where('s.status', '=', 'publish')
          .where('s.deleted_at', 'is', null)
          .where('c.status', '=', 'active')
          .as('cast_id'),
        eb.selectFrom('services').select('charge_method').where('id', '=', serviceId).as('charge_method'),
        // Whether the service books appointments: its hour type, and opening hours its cast has set.
        eb
          .exists(
            eb
              .selectFrom('services as s')
              .innerJoin('cast_availability as a', 'a.cast_id', 's.cast_id')
              .select('s.id')
              .where('s.id', '=', serviceId)
              .where('s.hour_type', '=', 'other'),
          )
          .as('takes_appointments'),
      ])
      .executeTakeFirstOrThrow();
    if (found.replay) return { entry: await load(viewer, found.replay), created: false };
    const castId = found.cast_id;
    if (!castId) throw AppError.notFound();
    const site = await deps.site.getSite();
    // Without the feature no guest is asked for identification: nothing to read.
    if (
      hasFeature(site, IDENTIFICATION_FEATURE.guest) &&
      (await deps.identification.statusOf(guest)) === 'required'
    ) {
      throw AppError.conflict('entries.identificationRequired');
    }
    const errors: Parameters<typeof AppError.validation>[0] = {};
    if (body.serviceMenuId) {
      const menu = await db
        .selectFrom('service_menus')
        .select('id')
        .where('id', '=', body.serviceMenuId)
        .where('service_id', '=', serviceId)
        .executeTakeFirst();
      if (!menu) errors.serviceMenuId = [{ key: 'validation.choice' }];
    }
    if (body.belongingId) {
      const belonging = await db
        .selectFrom('guest_belongings')
        .select('id')
        .where('id', '=', body.belongingId)
        .where('account_id', '=', guest.id)
        .executeTakeFirst();
      if (!belonging) errors.belongingId = [{ key: 'validation.choice' }];
    }
    const now = clock.now();
    if (body.reservationAt) {
      const reservation = new Date(body.reservationAt).getTime();
      if (reservation <= now.getTime()) errors.reservationAt = [{ key: 'entries.reservationPassed' }];
      else if (reservation > now.getTime() + MAX_RESERVATION_DAYS * DAY_MS) {
        errors.reservationAt = [{ key: 'entries.reservationTooFar', params: { days: MAX_RESERVATION_DAYS } }];
      }
    }
    const quantity = quantityOf(found.charge_method, body, errors);
    const booking = await bookingOf(Boolean(found.takes_appointments), serviceId, body, errors);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const values = await deps.schemas.validate('entries/create', body.values, 'values', guest.id);
    const appointment = booking
      ? await deps.availability.appointmentOf(booking, {
          startsAt: body.appointmentStartsAt as string,
          menuId: body.serviceMenuId,
          hours: body.hours,
        })
      : null;

    const deadline = new Date(now.getTime() + site.lifecycle.responseDays * DAY_MS);
    const row: Insertable<EntriesTable> = {
      id: newPublicId(),
      service_id: serviceId,
      service_menu_id: body.serviceMenuId,
      cast_id: castId,
      guest_id: guest.id,
      belonging_id: body.belongingId,
      flow_type: site.payment.flowType,
      status: 'entered',
      values: JSON.stringify(values),
      reservation_at: appointment?.start ?? (body.reservationAt ? new Date(body.reservationAt) : null),
      appointment_starts_at: appointment?.start ?? null,
      appointment_ends_at: appointment?.end ?? null,
      quantity,
      deadline_at: deadline,
      idempotency_key: body.idempotencyKey,
      entered_at: now,
      updated_at: now,
    };
    // An appointment is held in the entry's own transaction: a slot taken meanwhile leaves no entry (409).
    const created =
      booking && appointment
        ? await db.transaction().execute(async (trx) => {
            const inserted = await insertEntry(trx, viewer, row);
            if (inserted) {
              await deps.availability.hold(trx, {
                entryId: row.id,
                service: booking,
                appointment,
                heldUntil: deadline,
              });
            }
            return inserted;
          })
        : await insertEntry(db, viewer, row);
    // Two submissions with one key at the same moment: the second inserts nothing and replays.
    if (!created) return create(guest, serviceId, body);
    await deps.notify.changed({
      entryId: created.id,
      to: 'entered',
      recipientIds: [castId],
      known: mailFacts(created),
    });
    if (booking?.instant_booking && appointment && body.serviceMenuId) {
      const matched = await matchInstantly(castId, created.id);
      if (matched) return { entry: await load(viewer, created.id), created: true };
    }
    return { entry: toEntry(created, viewer, site, now), created: true };
  }

  /**
   * What the entry books of its menu: the hours of an `hourly` service, the units of a `unit_price` one,
   * else one. Each is refused where the charge method does not ask for it.
   */
  function quantityOf(
    chargeMethod: ChargeMethod | null,
    body: CreateEntryBody,
    errors: Parameters<typeof AppError.validation>[0],
  ): number {
    if (body.hours !== null && chargeMethod !== 'hourly') errors.hours = [{ key: 'entries.notAsked' }];
    if (body.quantity !== null && chargeMethod !== 'unit_price')
      errors.quantity = [{ key: 'entries.notAsked' }];
    if (chargeMethod === 'hourly') return body.hours ?? 1;
    if (chargeMethod === 'unit_price') return body.quantity ?? 1;
    return 1;
  }

  /**
   * The service's booking when it takes appointments (its hour type is `other` and its cast has set
   * opening hours): the entry must then name a slot; otherwise it must not. Null when it takes none.
   */
  async function bookingOf(
    takesAppointments: boolean,
    serviceId: string,
    body: CreateEntryBody,
    errors: Parameters<typeof AppError.validation>[0],
  ) {
    if (!takesAppointments) {
      if (body.appointmentStartsAt) errors.appointmentStartsAt = [{ key: 'entries.noAppointment' }];
      return null;
    }
    if (!body.appointmentStartsAt) errors.appointmentStartsAt = [{ key: 'entries.slotRequired' }];
    return deps.availability.bookedService(serviceId);
  }

  /**
   * Instant booking: the cast's acceptance of a priced menu, taken at once. When the match cannot be made
   * now (the cast's plan, a fee they cannot pay), the entry simply waits for the cast as any other.
   */
  async function matchInstantly(castId: string, entryId: string): Promise<boolean> {
    try {
      await move({ id: castId, type: 'cast' }, entryId, 'approve', { effect: fixAmount });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return false;
      throw error;
    }
  }

  /**
   * One statement: the entry, its first transition, and the entry as its page shows it with the parties'
   * mail settings; nothing when its idempotency key was used already.
   */
  function insertEntry(qc: Kysely<Database>, viewer: Viewer, row: Insertable<EntriesTable>) {
    const statement = qc
      .with('entry', (qc) =>
        qc
          .insertInto('entries')
          .values(row)
          .onConflict((oc) => oc.columns(['guest_id', 'idempotency_key']).doNothing())
          .returningAll(),
      )
      .with('recorded', (qc) =>
        recordTransition(qc, {
          action: 'create',
          from: null,
          to: 'entered',
          actor: viewer,
          at: row.entered_at as Date,
        }),
      );
    return selectEntries(statement, viewer, 'entry').select(PARTY_MAIL_COLUMNS).executeTakeFirst();
  }

  async function detail(viewer: Viewer, entryId: string): Promise<EntryDetail> {
    const entry = await load(viewer, entryId);
    const [timeline, estimates] = await Promise.all([
      db.selectFrom('entry_transitions').selectAll().where('entry_id', '=', entryId).orderBy('seq').execute(),
      db.selectFrom('entry_estimates').selectAll().where('entry_id', '=', entryId).execute(),
    ]);
    return {
      ...entry,
      timeline: timeline.map((t) => ({
        action: t.action,
        from: t.from_status,
        to: t.to_status,
        by: t.actor_type,
        at: t.created_at.toISOString(),
      })),
      estimates: estimates
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.author_type.localeCompare(b.author_type))
        .map(toEstimate),
    };
  }

  async function record(
    trx: Transaction<Database>,
    t: {
      entryId: string;
      action: string;
      from: EntryStatus | null;
      to: EntryStatus;
      /** null for the timers; an operator for the console's cancel. */
      actor: Viewer | { id: string; type: 'operator' } | null;
      at: Date;
    },
  ) {
    await trx
      .insertInto('entry_transitions')
      .values({
        entry_id: t.entryId,
        action: t.action,
        from_status: t.from,
        to_status: t.to,
        actor_id: t.actor && t.actor.type !== 'operator' ? t.actor.id : null,
        operator_id: t.actor?.type === 'operator' ? t.actor.id : null,
        actor_type: t.actor?.type ?? 'system',
        created_at: t.at,
      })
      .execute();
  }

  /**
   * Takes the lifecycle step `endpoint` names for the viewer: 404 when the entry is not theirs, 409 when
   * the step does not fit its state. A step the table allows from one state only, with nothing to read,
   * is one statement: the update `where` the state it expects, which records its transition and returns
   * the entry as its page shows it. Others read the entry, resolve the step from the state they find,
   * and update it the same way `where` it is still in that state; a step billing has a part in, or one
   * whose entry moved between the read and the update, locks the row instead. Every way, of two
   * conflicting calls one wins and the other finds a state that no longer fits (409).
   */
  async function move(viewer: Viewer, entryId: string, endpoint: EntryEndpoint, work: StepWork = {}) {
    const now = clock.now();
    // Read before the transaction: on the embedded database a query outside it would wait for it.
    const site = await deps.site.getSite();
    const expected = expectedStep(viewer.type, endpoint);
    const call: MoveCall = { viewer, entryId, endpoint, work, site, now };
    const moved = await (expected && !work.effect?.actions.includes(expected.transition.action)
      ? moveExpected(call, expected)
      : work.effect && !work.effect.read
        ? moveLocked(call)
        : moveAsRead(call)
    ).catch((error: unknown) => {
      throw isUniqueViolation(error) && work.estimate ? AppError.conflict('entries.estimateExists') : error;
    });
    const counterpart = viewer.type === 'cast' ? moved.guest_id : moved.cast_id;
    await deps.notify.changed({
      entryId,
      to: moved.status,
      recipientIds: [counterpart],
      known: mailFacts(moved),
    });
    return toEntry(moved, viewer, site, now);
  }

  /**
   * A step's statement: the transition's state and the work's fields (and `written`, from the entry as
   * read) set, the transition recorded from `from`, the work's estimate written with it, and a match
   * counted on its service.
   */
  function takeStep(
    executor: Kysely<Database>,
    step: { viewer: Viewer; entryId: string; from: EntryStatus; transition: Transition; now: Date },
    work: StepWork,
    site: SiteInfo,
    more: { written?: StepFields; narrow?: Narrow } = {},
  ) {
    const { viewer, entryId, from, transition, now } = step;
    return stepStatement(
      executor,
      viewer,
      entryId,
      {
        status: transition.next.status,
        initial_estimate_approved: transition.next.initialEstimateApproved,
        deadline_at: null,
        ...work.fields?.(site),
        ...more.written,
        updated_at: now,
      },
      { action: transition.action, from, to: transition.next.status, actor: viewer, at: now },
      {
        ...(more.narrow && { narrow: more.narrow }),
        writes: [
          ...(work.estimate ? [sendEstimate(work.estimate)] : []),
          ...(transition.next.status === 'matched' ? [countBooking] : []),
        ],
      },
    );
  }

  async function moveExpected({ viewer, entryId, work, site, now }: MoveCall, step: ExpectedStep) {
    const { from, transition } = step;
    const moved = await takeStep(db, { viewer, entryId, from, transition, now }, work, site, {
      narrow: (update) => update.where(inExpectedState(step)),
    });
    if (moved) return moved;
    // Not moved: not the viewer's entry (404), or not in the state the step starts from (409).
    await ownEntry(db, viewer, entryId);
    throw AppError.conflict('entries.notNow');
  }

  async function moveAsRead(call: MoveCall) {
    const { viewer, entryId, endpoint, work, site, now } = call;
    const entry = await readEntry(db, viewer, entryId);
    const transition = resolveTransition(entryState(entry), viewer.type, entry.flow_type, endpoint);
    if (!transition) throw AppError.conflict('entries.notNow');
    const written = work.effect?.actions.includes(transition.action)
      ? (work.effect.read?.(entry, transition, site) ?? null)
      : {};
    const moved =
      written &&
      (await takeStep(db, { viewer, entryId, from: entry.status, transition, now }, work, site, {
        written,
        narrow: (update) => update.where(inStateAsRead(entry)),
      }));
    return moved ?? moveLocked(call);
  }

  function moveLocked({ viewer, entryId, endpoint, work, site, now }: MoveCall) {
    return db.transaction().execute(async (trx) => {
      const entry = await lockEntry(trx, viewer, entryId);
      const transition = resolveTransition(entryState(entry), viewer.type, entry.flow_type, endpoint);
      if (!transition) throw AppError.conflict('entries.notNow');
      const written = work.effect?.actions.includes(transition.action)
        ? await work.effect.locked(trx, entry, transition, site)
        : {};
      const moved = await takeStep(
        trx,
        { viewer, entryId, from: entry.status, transition, now },
        work,
        site,
        { written },
      );
      if (!moved) throw new Error(`entry ${entryId} locked but not updated`);
      return moved;
    });
  }

  /**
   * What a match fixes: the amount (the supplier's last estimate total, or the priced menu's price with
   * tax when accepted directly, both read with the entry) and the site's fee terms of this moment.
   * Billing's part of the match needs the lock.
   */
  const fixAmount: NonNullable<StepWork['effect']> = {
    actions: ['acceptDirectly', 'approveOrder'],
    read: (entry, transition, site) => {
      const fixed = amountAtMatch(entry, transition, site);
      return fixed && billsAtMatch(entry, fixed.amount, site) ? null : { ...fixed, by_subscription: false };
    },
    locked: async (trx, entry, transition, site) => {
      const fixed = amountAtMatch(entry, transition, site);
      return fixed ? { ...fixed, ...(await deps.onMatch(trx, entry, fixed, site)) } : {};
    },
  };

  function amountAtMatch(
    entry: EntryForSteps,
    transition: Transition,
    site: SiteInfo,
  ): { amount: number; tax: number; fee_terms: string } | null {
    const fee_terms = JSON.stringify(feeTermsOf(site.payment));
    if (transition.action === 'acceptDirectly' && entry.menu_price !== null) {
      // The charge method's quantity: units of a unit price, hours of an hourly rate (1 otherwise).
      const price = entry.menu_price * entry.quantity;
      return {
        amount: withTax(price, site.payment.taxRate),
        tax: taxOn(price, site.payment.taxRate),
        fee_terms,
      };
    }
    if (transition.action === 'approveOrder' && entry.last_total !== null && entry.last_tax !== null) {
      return { amount: entry.last_total, tax: entry.last_tax, fee_terms };
    }
    if (transition.action === 'acceptDirectly' || transition.action === 'approveOrder') {
      throw new Error(`entry ${entry.id} matched without its amount`);
    }
    return null;
  }

  /**
   * The supplier reports the work done: not before the appointment starts (409). The payer then has the
   * site's autoChargeDays, counted from the appointment's end when it is later, before the saved card is
   * charged (./timers.ts): the payer is never charged before the service could have happened.
   */
  async function reportCompletion(viewer: Viewer, entryId: string) {
    const appointment = await db
      .selectFrom('entries')
      .select(['appointment_starts_at', 'appointment_ends_at'])
      .where('id', '=', entryId)
      .where(viewer.type === 'cast' ? 'cast_id' : 'guest_id', '=', viewer.id)
      .executeTakeFirst();
    if (!appointment) throw AppError.notFound();
    const now = clock.now();
    if (appointment.appointment_starts_at && appointment.appointment_starts_at > now) {
      const { timeZone } = (await deps.site.getSite()).service;
      throw AppError.conflict('entries.beforeAppointment', {
        startsAt: wallTimeText(appointment.appointment_starts_at, timeZone),
      });
    }
    const from = Math.max(now.getTime(), appointment.appointment_ends_at?.getTime() ?? 0);
    return move(viewer, entryId, 'report-completion', {
      fields: (site) => ({
        deadline_at: new Date(from + site.lifecycle.autoChargeDays * DAY_MS),
        provided_at: now,
      }),
    });
  }

  return {
    create,
    list: async (viewer: Viewer, query: EntriesQuery) =>
      listEntries(db, viewer, query, await deps.site.getSite(), clock.now()),
    detail,
    load,
    record,
    move,
    /** POST …/approve, /approve-estimate, /approve-order: fixes the amount when the step matches. */
    approve: (viewer: Viewer, entryId: string, endpoint: 'approve' | 'approve-estimate' | 'approve-order') =>
      move(viewer, entryId, endpoint, { effect: fixAmount }),
    order: (viewer: Viewer, entryId: string) => move(viewer, entryId, 'order'),
    cancel: (viewer: Viewer, entryId: string, reason: string) =>
      move(viewer, entryId, 'cancel', { fields: () => ({ cancel_reason: reason }) }),
    reportCompletion,
  };
}
export type Entries = ReturnType<typeof createEntries>;
