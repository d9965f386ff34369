/**
 * The slot a guest chose on a service's calendar, carried to the entry form in its query string, so that
 * the form survives a reload and a sign-in on the way (the login page returns to the same address).
 */
export interface ChosenSlot {
  startsAt: string;
  endsAt: string;
  /** The menu the slot was sized for, if any. */
  serviceMenuId: string | null;
  /** Hours booked, for an hourly service. */
  hours: number | null;
}

/** The entry form's query for a slot. */
export function slotQuery(slot: ChosenSlot): string {
  const query = new URLSearchParams({ startsAt: slot.startsAt, endsAt: slot.endsAt });
  if (slot.serviceMenuId) query.set('menu', slot.serviceMenuId);
  if (slot.hours) query.set('hours', String(slot.hours));
  return query.toString();
}

/** The slot of the entry form's query, or null when it carries none (or one that is not a time). */
export function chosenSlotOf(query: URLSearchParams): ChosenSlot | null {
  const startsAt = query.get('startsAt') ?? '';
  const endsAt = query.get('endsAt') ?? '';
  if (Number.isNaN(Date.parse(startsAt)) || Number.isNaN(Date.parse(endsAt))) return null;
  const hours = Number(query.get('hours'));
  return {
    startsAt,
    endsAt,
    serviceMenuId: query.get('menu') || null,
    hours: Number.isInteger(hours) && hours >= 1 ? hours : null,
  };
}
