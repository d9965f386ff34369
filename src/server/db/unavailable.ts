/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, the connection
 * cut) rather than that a query was wrong: such a request is answered 503 with Retry-After, and the next
 * one opens a fresh connection, so the process recovers by itself when the database is back.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATEs of a server shutting down, starting up or out of connections (class 08 is checked whole). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost or timed-out connection by message only. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  return LOST_CONNECTION.test(error.message);
}
