import pg from 'pg';

/** After a lost LISTEN connection, the next attempt waits this long. */
const RECONNECT_MS = 1000;

/**
 * A connection of this process's own that LISTENs on one PostgreSQL channel, for what other processes
 * (or any client) NOTIFY there: the message bus's fan-out and the catalogue's changes. A lost connection
 * is reported (`onLost`: what is notified until the next one listens goes unheard) and made again a
 * second later, until `close`.
 */
export async function listenOnChannel(options: {
  url: string;
  channel: string;
  /** How the connection names itself in pg_stat_activity. */
  applicationName: string;
  onNotification(payload: string | undefined): void;
  onLost(): void;
  /** A connection listens (the first one, and each after a loss). */
  onListening?(): void;
  log(error: unknown): void;
  /** When the first connection cannot be made: keep trying (true) or throw (false). */
  retryFirst: boolean;
}): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  async function listen() {
    const next = new pg.Client({ connectionString: options.url, application_name: options.applicationName });
    next.on('notification', (notice) => {
      if (notice.channel === options.channel) options.onNotification(notice.payload);
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      options.onLost();
      schedule();
    };
    next.on('error', (error) => {
      options.log(error);
      void next.end().catch(() => {});
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${options.channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    options.onListening?.();
  }

  function schedule() {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listen().catch((error) => {
        options.log(error);
        schedule();
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }

  if (options.retryFirst) {
    await listen().catch((error) => {
      options.log(error);
      schedule();
    });
  } else {
    await listen();
  }

  return {
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
