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
