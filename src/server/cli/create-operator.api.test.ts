import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/setup/database-template.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { createOperatorAuth } from '../features/admin/auth/service.ts';

const run = promisify(execFile);

/**
 * `npm run operator:create` on a database that has never been used: a fresh DATA_DIR on the embedded
 * database (project api-pglite), a new empty PostgreSQL database (project api-postgres).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'tsunagu-operator-'));
let target: Record<string, string>;
let open: () => Promise<DatabaseHandle>;
let dropDatabase = async () => {};

beforeAll(async () => {
  if (onPostgres) {
    const { url } = inject('postgresTemplate');
    const name = `operator_cli_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    target = { DATABASE_URL: withDatabase(url, name) };
    open = () => openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 1 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    target = { DATA_DIR: join(work, 'data') };
    open = () => openDatabase({ kind: 'pglite', dataDir: join(work, 'data', 'pglite') });
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

async function operatorCreate(args: string[], password: string) {
  const passwordFile = join(work, `password-${randomBytes(4).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`);
  try {
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'operator:create', '--', ...args, '--password-file', passwordFile],
      {
        env: { ...process.env, ...target, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('npm run operator:create', () => {
  it('creates an operator on a fresh database, who can then sign in', async () => {
    const created = await operatorCreate(
      ['--email', 'owner@example.com', '--name', '運営 太郎'],
      'correct horse battery',
    );
    expect(created.output).toContain('Operator owner@example.com created');
    expect(created.code).toBe(0);
    const database = await open();
    try {
      const operator = await createOperatorAuth(database.db).authenticate(
        { email: 'Owner@Example.com', password: 'correct horse battery' },
        'ja',
      );
      expect(operator).toMatchObject({ email: 'owner@example.com', name: '運営 太郎' });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a second operator with the same e-mail and a short password, saying why', async () => {
    const again = await operatorCreate(['--email', 'owner@example.com'], 'another long password');
    expect(again.code).toBe(1);
    expect(again.output).toContain('exists already');
    const short = await operatorCreate(['--email', 'second@example.com'], 'short');
    expect(short.code).toBe(1);
    expect(short.output).toContain('password');
  }, 120_000);
});
