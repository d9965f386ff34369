import pino from 'pino';

/** Lines are written once this much has gathered, or after FLUSH_MS: a write per line cost more than the line. */
const BATCH_BYTES = 4096;
const FLUSH_MS = 1000;

/**
 * Standard output for the log, written in batches. At `info` every request makes two lines, and writing
 * each as it came cost more than the rest of a `GET /api/site`. A quiet server's lines still leave within
 * a second, and pino writes what is left when the process exits; a process killed outright (SIGKILL)
 * loses at most the last second.
 */
export function batchedStandardOutput() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => destination.flush(), FLUSH_MS).unref();
  return destination;
}
