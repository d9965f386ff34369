/**
 * The site's times are Japan's (Asia/Tokyo, always +09:00: no daylight saving). A datetime-local input
 * holds "YYYY-MM-DDTHH:mm" without a zone; the API takes ISO datetimes with an offset.
 */
const OFFSET = '+09:00';
const OFFSET_MS = 9 * 60 * 60 * 1000;

/** "2025-05-01T10:00" → "2025-05-01T10:00:00+09:00"; an empty input → null. */
export function fromLocalInput(local: string): string | null {
  const trimmed = local.trim();
  if (trimmed === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00${OFFSET}` : trimmed;
}

/** Today's date (YYYY-MM-DD) in Japan at `now`. */
export function tokyoToday(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** An ISO datetime as the value of a datetime-local input, in Japan's time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}
