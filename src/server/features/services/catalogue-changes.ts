import type { Clock } from '../../clock.ts';
import { listenOnChannel } from '../../db/channel-listener.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { hearWrites } from '../../db/hear-writes.ts';
import { createCatalogueCache } from './catalogue-cache.ts';

/** Notified by the triggers of migration 0031 when a statement that can change the catalogue commits. */
const CHANNEL = 'tsunagu_catalogue';
/** How the listening connection names itself in pg_stat_activity. */
export const CATALOGUE_LISTENER_NAME = 'tsunagu-catalogue-changes';

/**
 * A write to what a catalogue answer is made of: the services, their casts' accounts (names and
 * avatars), the site settings (the tax rate) and the form schemas (private fields, search filters).
 * The same tables as migration 0031's triggers; here any write to them counts, a few more than needed.
 */
const CATALOGUE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:services|accounts|site_settings|form_schemas)"?(?=[\s(;]|$)/i;

interface Invalidated {
  invalidate(): void;
  suspend(): void;
  resume(): void;
}

/**
 * Forgets the kept catalogue answers (./catalogue-cache.ts) whenever a write that can change one is
 * made, so no visitor reads an answer older than the last write they could know of:
 *
 * - in this process, as each such statement succeeds, and again when its transaction ends: a page read
 *   on another connection before the commit saw the old rows, and may have been kept meanwhile;
 * - on PostgreSQL, from every process or client, through the NOTIFY of migration 0031's triggers, heard
 *   on a connection of this process's own. While that connection is lost, the cache keeps nothing.
 */
export async function watchCatalogueChanges(deps: {
  database: DatabaseHandle;
  cache: Invalidated;
  log: (error: unknown) => void;
}): Promise<{ close(): Promise<void> }> {
  const { database, cache } = deps;
  const stopHearing = hearWrites(database.onStatement, CATALOGUE_WRITE, () => cache.invalidate());
  const url = database.url;
  if (database.kind !== 'postgres' || !url) {
    // PGlite serves this process alone: every write passes through the statements heard above.
    return { close: async () => stopHearing() };
  }

  cache.suspend();
  // Listening before the first request; a server whose database is down at start keeps trying.
  const listener = await listenOnChannel({
    url,
    channel: CHANNEL,
    applicationName: CATALOGUE_LISTENER_NAME,
    onNotification: () => cache.invalidate(),
    // Other processes' writes go unheard until the next connection listens.
    onLost: () => cache.suspend(),
    onListening: () => cache.resume(),
    log: deps.log,
    retryFirst: true,
  });

  return {
    async close() {
      stopHearing();
      await listener.close();
    },
  };
}

/**
 * The signed-out catalogue's kept answers (the encoded JSON of `GET /api/services`), forgotten on every
 * change as above; `close` stops listening.
 */
export async function createCatalogueAnswers(deps: {
  database: DatabaseHandle;
  clock: Clock;
  log: (error: unknown) => void;
}) {
  const cache = createCatalogueCache<Buffer>({ now: () => deps.clock.now().getTime() });
  const changes = await watchCatalogueChanges({ database: deps.database, cache, log: deps.log });
  return { cache, close: changes.close };
}
