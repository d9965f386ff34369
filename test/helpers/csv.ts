import { expect } from 'vitest';

const BOM = [0xef, 0xbb, 0xbf];

/**
 * Reads a CSV download as a spreadsheet would (RFC 4180: quoted cells, doubled quotes, CRLF), after
 * checking the byte order mark that makes Excel read it as UTF-8.
 */
export function readCsv(raw: Buffer) {
  expect([...raw.subarray(0, 3)]).toEqual(BOM);
  const text = raw.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return { text, rows };
}
