import type { CreateEntryBody } from '../../../core/contract/entries.ts';
import type { FormValues } from '../../../core/forms/field-values.ts';
import { fromLocalInput } from './tokyo-time.ts';

/** What the entry form holds between its steps. */
export interface EntryDraft {
  serviceMenuId: string | null;
  belongingId: string | null;
  /** A datetime-local value in Japan's time, or ''. */
  reservationAt: string;
  values: FormValues;
}

/** A key for POST …/entries: letters and digits, chosen once per opened form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The body the confirm step sends. */
export function entryBody(draft: EntryDraft, idempotencyKey: string): CreateEntryBody {
  return {
    action: 'confirm',
    serviceMenuId: draft.serviceMenuId,
    belongingId: draft.belongingId,
    reservationAt: fromLocalInput(draft.reservationAt),
    values: draft.values,
    idempotencyKey,
  };
}
