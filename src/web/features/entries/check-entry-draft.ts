import { MAX_RESERVATION_DAYS } from '../../../core/entries/horizons.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import type { FormField } from '../../../core/forms/form-schema.ts';
import type { FieldIssue } from '../../../core/forms/validate-form.ts';
import { validateFormValues } from '../../../core/forms/validate-form.ts';
import { asksUnits, type EntryDraft } from './entry-draft.ts';
import { fromLocalInput, tokyoToday } from './tokyo-time.ts';

export type DraftIssue =
  | FieldIssue
  | { code: 'reservationPassed' | 'reservationInvalid' }
  | { code: 'reservationTooFar'; params: { days: number } };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most units one entry books (the contract's bound). */
export const MOST_UNITS = 999;

/**
 * What the server would refuse in the form's answers, checked before the confirm step by the same rules
 * (the schema's validation, and a desired date and time that must be a real one in the future, at most
 * MAX_RESERVATION_DAYS ahead; the units of a unit_price menu, a whole number from 1 to MOST_UNITS),
 * keyed as the server reports them ("reservationAt", "quantity", "values.<key>"). Empty when the draft may be sent.
 */
export function checkEntryDraft(
  draft: EntryDraft,
  fields: readonly FormField[],
  now: Date,
  chargeMethod: ChargeMethod,
): Record<string, DraftIssue[]> {
  const issues: Record<string, DraftIssue[]> = {};
  if (asksUnits(draft, chargeMethod)) {
    const units = Number(draft.quantity);
    if (draft.quantity.trim() === '') issues.quantity = [{ code: 'required' }];
    else if (!Number.isInteger(units)) issues.quantity = [{ code: 'integer' }];
    else if (units < 1) issues.quantity = [{ code: 'numberTooSmall', params: { minimum: 1 } }];
    else if (units > MOST_UNITS)
      issues.quantity = [{ code: 'numberTooLarge', params: { maximum: MOST_UNITS } }];
  }
  const reservationAt = fromLocalInput(draft.reservationAt);
  if (reservationAt !== null) {
    const at = Date.parse(reservationAt);
    if (Number.isNaN(at)) issues.reservationAt = [{ code: 'reservationInvalid' }];
    else if (at <= now.getTime()) issues.reservationAt = [{ code: 'reservationPassed' }];
    else if (at > now.getTime() + MAX_RESERVATION_DAYS * DAY_MS) {
      issues.reservationAt = [{ code: 'reservationTooFar', params: { days: MAX_RESERVATION_DAYS } }];
    }
  }
  // Birthdays and other past dates are bounded by today in Japan's time, as on the server.
  const result = validateFormValues({ fields: [...fields] }, draft.values, tokyoToday(now));
  if (!result.ok) {
    for (const [key, list] of Object.entries(result.errors)) issues[`values.${key}`] = list;
  }
  return issues;
}
