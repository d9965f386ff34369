import type { CreateEntryBody } from '../../../core/contract/entries.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { fromLocalInput } from './tokyo-time.ts';

/** What the entry form holds between its steps. */
export interface EntryDraft {
  serviceMenuId: string | null;
  belongingId: string | null;
  /** A datetime-local value in Japan's time, or ''. */
  reservationAt: string;
  /** The start of the slot chosen on the service's calendar (an ISO datetime), or null. */
  appointmentStartsAt: string | null;
  /** Hours booked with the slot, for an hourly service; null otherwise. */
  hours: number | null;
  /** The units of a unit_price service's menu, as typed (so that a blank field stays blank while edited). */
  quantity: string;
  values: FormValues;
}

/** A unit_price service prices its menus per unit: a chosen menu asks how many. */
export function asksUnits(draft: EntryDraft, chargeMethod: ChargeMethod): boolean {
  return chargeMethod === 'unit_price' && draft.serviceMenuId !== null;
}

/** A key for POST …/entries: letters and digits, chosen once per opened form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The body the confirm step sends. */
export function entryBody(
  draft: EntryDraft,
  idempotencyKey: string,
  chargeMethod: ChargeMethod,
): CreateEntryBody {
  return {
    action: 'confirm',
    serviceMenuId: draft.serviceMenuId,
    belongingId: draft.belongingId,
    // A booked slot is the entry's time: the server refuses a desired date beside it.
    reservationAt: draft.appointmentStartsAt ? null : fromLocalInput(draft.reservationAt),
    appointmentStartsAt: draft.appointmentStartsAt,
    hours: draft.appointmentStartsAt ? draft.hours : null,
    quantity: asksUnits(draft, chargeMethod) ? Number(draft.quantity) : null,
    values: draft.values,
    idempotencyKey,
  };
}
