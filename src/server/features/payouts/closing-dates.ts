/**
 * The days of a payout schedule (payment.paymentToSupplierSettings[]), as Japan dates YYYY-MM-DD. A
 * closing day past a month's end (31 in November) means that month's last day; so does a payout day.
 */

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function dateOf(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(day, lastDayOf(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The last closing whose day is over by `today`: a period closes at the end of its closing day, so
 * sales made on that day still belong to it.
 */
export function lastClosingBefore(today: string, closingDay: number): string {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const thisMonth = dateOf(year, month, closingDay);
  return thisMonth < today ? thisMonth : dateOf(year, month - 1, closingDay);
}

/** The transfer day of a closing: `payoutDay` of the following month. */
export function payoutDateOf(closingDate: string, payoutDay: number): string {
  const [year = 0, month = 0] = closingDate.split('-').map(Number);
  return dateOf(year, month + 1, payoutDay);
}

/** The closing that takes up the sales of `day`: that month's closing day if `day` is not past it, else next month's. */
export function closingTakingUp(day: string, closingDay: number): string {
  const [year = 0, month = 0] = day.split('-').map(Number);
  const thisMonth = dateOf(year, month, closingDay);
  return thisMonth >= day ? thisMonth : dateOf(year, month + 1, closingDay);
}

/**
 * When a sale made on `day` (Japan) is to be transferred: at the first closing of any schedule that takes
 * it up, on that schedule's payout day. Null when the site has no schedule. The transfer is made if the
 * balance then reaches the schedule's minimum and a bank account is registered; otherwise it carries over.
 */
export function expectedPayout(
  day: string,
  schedules: readonly { closingDay: number; payoutDay: number }[],
): { closingDate: string; payoutDate: string; schedule: number } | null {
  let first: { closingDate: string; payoutDate: string; schedule: number } | null = null;
  for (const [schedule, { closingDay, payoutDay }] of schedules.entries()) {
    const closingDate = closingTakingUp(day, closingDay);
    const payoutDate = payoutDateOf(closingDate, payoutDay);
    if (
      !first ||
      closingDate < first.closingDate ||
      (closingDate === first.closingDate && payoutDate < first.payoutDate)
    ) {
      first = { closingDate, payoutDate, schedule };
    }
  }
  return first;
}
