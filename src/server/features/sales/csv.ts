/** A cell: text is quoted when it must be; a number is written as a plain integer. */
export type CsvCell = string | number | null;

/** Excel opens a UTF-8 file as UTF-8 (and shows Japanese) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula. Names come from users (a service title, a nickname), so such
 * text is kept as text with a leading apostrophe (the OWASP advice on CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted cells; with the byte order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
