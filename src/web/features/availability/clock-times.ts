import { SLOT_STEP_MINUTES } from '../../../core/appointments/free-slots.ts';
import { clockOf } from './availability-draft.ts';

/**
 * The times a range can start or end at: every slot step of the day, 24:00 closing it. A select rather
 * than a time input, which cannot say 24:00; slots start on these steps anyway. A saved time off the
 * steps (set through the API) stays listed, so the select never changes it unasked.
 */
export function clockTimes(current: string): string[] {
  const steps = Array.from({ length: (24 * 60) / SLOT_STEP_MINUTES + 1 }, (_, n) =>
    clockOf(n * SLOT_STEP_MINUTES),
  );
  return steps.includes(current) ? steps : [...steps, current].sort();
}
