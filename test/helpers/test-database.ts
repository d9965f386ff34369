import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { withDatabase } from '../setup/database-template.ts';

/** A fresh, migrated database for one test file, on the engine the test project runs on. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const { url, name: template, copyPrefix } = inject('postgresTemplate');
    const name = `${copyPrefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Two copies of one template at the same moment can collide; a short retry settles it.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database "${name}" template "${template}"`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    return openDatabase({ kind: 'postgres', url: withDatabase(url, name) });
  }
  const dump = readFileSync(inject('pgliteTemplatePath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}
