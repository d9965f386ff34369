const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * `anchor` plus whole months on the Japanese calendar, the day clamped to the month's last: a
 * subscription started on 31 January renews on 28 (or 29) February, then on 31 March. Every period end
 * is counted from the anchor, so short months never shift the later ones.
 */
export function addMonths(anchor: Date, months: number): Date {
  const local = new Date(anchor.getTime() + JAPAN_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - JAPAN_OFFSET_MS);
}
