import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string; copyPrefix: string };
  }
}

/**
 * Migrates once per test run; each test file then starts from a copy: PGlite from a dump of the
 * migrated data directory, PostgreSQL from a template database.
 */
export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this process: read it from the project's config.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
    const name = `tsunagu_tpl_${process.pid}_${Date.now()}`;
    const copyPrefix = `tsunagu_test_${process.pid}_`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 1 });
    await migrateToLatest(database.db);
    await database.close();
    project.provide('postgresTemplate', { url, name, copyPrefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${copyPrefix}%`, name],
      );
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  const dump = await dumpOf(database);
  const dir = mkdtempSync(join(tmpdir(), 'tsunagu-pglite-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, dump);
  await database.close();
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dumpOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Buffer> {
  if (!database.dump) throw new Error('the embedded database cannot be dumped');
  return Buffer.from(await (await database.dump()).arrayBuffer());
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
