/**
 * The console's date-time inputs are in Japan's time (the site's operators and readers are there, and
 * it has no daylight saving), whatever the browser's zone: `datetime-local` values ↔ ISO instants.
 */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

export function toJapanLocalInput(iso: string): string {
  return new Date(new Date(iso).getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 16);
}

/** An empty input stays undefined so the server answers "required" for it. */
export function fromJapanLocalInput(value: string): string | undefined {
  return value ? `${value}:00+09:00` : undefined;
}
