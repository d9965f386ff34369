import { CompiledQuery, type DatabaseConnection } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { StatementListener } from '../db/counting-dialect.ts';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache.ts';

function setUp() {
  let now = 1_000_000;
  let hear: StatementListener = () => {};
  const cache = createSessionCache<string>({
    now: () => now,
    onStatement: (listener) => {
      hear = listener;
      return () => {};
    },
  });
  let loads = 0;
  const read = (value = 'session', expiresAt = new Date(now + 86_400_000)) =>
    cache.read('hash', async () => {
      loads += 1;
      return { value, expiresAt };
    });
  return {
    cache,
    read,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    statement: (sql: string, connection = {} as DatabaseConnection) =>
      hear(CompiledQuery.raw(sql), connection),
  };
}

describe('the session cache', () => {
  it(`keeps a session ${SESSION_CACHE_MS} ms, then reads it again`, async () => {
    const c = setUp();
    await c.read();
    c.advance(SESSION_CACHE_MS - 1);
    expect(await c.read()).toBe('session');
    expect(c.loads()).toBe(1);
    c.advance(1);
    await c.read();
    expect(c.loads()).toBe(2);
  });

  it('never keeps a session past its expiry', async () => {
    const c = setUp();
    await c.read('session', new Date(c.now() + 10));
    c.advance(10);
    await c.read();
    expect(c.loads()).toBe(2);
  });

  it('keeps nothing of a token without a session', async () => {
    const c = setUp();
    const missing = () => c.cache.read('hash', async () => null);
    expect(await missing()).toBeNull();
    await c.read();
    expect(c.loads()).toBe(1);
  });

  it.each([
    'delete from "sessions" where "token_hash" = $1',
    'update "accounts" set "status" = $1 where "id" = $2',
    'UPDATE accounts SET password_hash = $1',
    'delete from "accounts" where "id" = $1',
    'update "operators" set "status" = $1',
    'truncate table sessions',
  ])('forgets every session at once on %s', async (sql) => {
    const c = setUp();
    await c.read();
    c.statement(sql);
    await c.read();
    expect(c.loads()).toBe(2);
  });

  it('keeps its sessions through reads and other writes', async () => {
    const c = setUp();
    await c.read();
    c.statement('select * from "accounts" where "id" = $1');
    c.statement('insert into "sessions" ("token_hash") values ($1)');
    c.statement('update "entries" set "status" = $1');
    c.statement('commit');
    await c.read();
    expect(c.loads()).toBe(1);
  });

  it('forgets again when the transaction of such a write ends', async () => {
    const c = setUp();
    const connection = {} as DatabaseConnection;
    c.statement('update "accounts" set "status" = $1', connection);
    // Read on another connection before the commit: the old row, kept meanwhile.
    await c.read('before the commit');
    c.statement('commit', connection);
    expect(await c.read('after the commit')).toBe('after the commit');
  });

  it('does not keep a session read while the cache was emptied', async () => {
    const c = setUp();
    let finish: (value: { value: string; expiresAt: Date }) => void = () => {};
    const reading = c.cache.read('hash', () => new Promise((resolve) => (finish = resolve)));
    c.statement('delete from "sessions" where "token_hash" = $1');
    finish({ value: 'stale', expiresAt: new Date(c.now() + 86_400_000) });
    expect(await reading).toBe('stale');
    expect(await c.read('fresh')).toBe('fresh');
  });
});
