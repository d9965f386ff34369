import { protocol, type Results, types } from '@electric-sql/pglite';

/** The columns of a statement's rows, as its description gave them. */
export interface RowDescription {
  fields: Array<{ name: string; dataTypeID: number }>;
}

type Parsers = Parameters<typeof types.parseType>[2];

const COMMAND_COMPLETE = 0x43; // 'C'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
/** Commands whose completion counts the rows they changed, as PGlite's own `parseResults` counts them. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

const decoder = new TextDecoder();

/**
 * Reads the backend's answer to one bound and executed statement, as PGlite's own `execProtocolStream`
 * and `parseResults` would, from its bytes: each field decoded where it lies. PGlite's reader copies
 * every field into an ArrayBuffer of its own before decoding it, which cost a catalogue page of 20 rows
 * about a fifth of its time (docs/performance.md). An answer holding an error is read by PGlite's own
 * parser and its error thrown, as `execProtocolStream` throws it.
 */
export function readResult<R>(
  answer: Uint8Array,
  description: RowDescription | undefined,
  parsers: Parsers,
): Results<R> {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  const fields = description?.fields ?? [];
  const rows: R[] = [];
  let affectedRows = 0;
  for (let at = 0; at < answer.byteLength; ) {
    const kind = answer[at] as number;
    const end = at + 1 + view.getInt32(at + 1);
    if (kind === ERROR_RESPONSE) throw errorIn(answer);
    if (kind === DATA_ROW) {
      const row: Record<string, unknown> = {};
      let field = at + 7;
      for (let index = 0; index < fields.length; index++) {
        const length = view.getInt32(field);
        field += 4;
        const column = fields[index] as RowDescription['fields'][number];
        if (length < 0) {
          row[column.name] = null;
        } else {
          const text = decoder.decode(answer.subarray(field, field + length));
          row[column.name] = types.parseType(text, column.dataTypeID, parsers);
          field += length;
        }
      }
      rows.push(row as R);
    } else if (kind === COMMAND_COMPLETE) {
      const words = decoder.decode(answer.subarray(at + 5, end - 1)).split(' ');
      const count = Number.parseInt(words[words.length - 1] as string, 10);
      if (CHANGING.has(words[0] as string) && !Number.isNaN(count)) affectedRows += count;
    }
    // The rest (bind complete, no data, ready for query, notices) says nothing a result holds.
    at = end;
  }
  return { rows, fields, affectedRows };
}

/** The error an answer holds, as PGlite's parser makes it (a DatabaseError with PostgreSQL's fields). */
function errorIn(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('PGlite answered with an error it could not read');
}
