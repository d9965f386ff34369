import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where `npm run bench` compiles the server it measures (its own directory, so the bench never rewrites
 * dist/). The benchmark's helpers (seeding, the catalogue's page statement) load the app's modules from
 * there too, not from src/: the working tree may change during a run, and the database must be migrated
 * and queried by the very code the measured server runs.
 */
export const SERVER_OUT = '.tmp/bench-server';

/** An app module from the compiled server, by its path under src/ (`server/db/migrate.js`). */
export function compiled<Module>(path: string): Promise<Module> {
  return import(pathToFileURL(resolve(join(SERVER_OUT, path))).href);
}
