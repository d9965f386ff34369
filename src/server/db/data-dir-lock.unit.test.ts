import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  it('refuses a directory held by a live process with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsunagu-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Tsunagu process/);
    } finally {
      holder.kill();
    }
  });

  it('refuses a directory another process locked, until that process is killed with -9', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsunagu-lock-'));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 30000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout?.once('data', resolve));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = lockDataDir(dir);
    release();
  });

  it('takes over a lock whose pid another process has now (a restart reused it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsunagu-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      // The pid of a live process, with a start time that is not its own: the lock's holder is dead.
      writeFileSync(join(dir, 'server.lock'), `${other.pid} 1`);
      const release = lockDataDir(dir);
      release();
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tsunagu-lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
