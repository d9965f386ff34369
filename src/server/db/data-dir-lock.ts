import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its data directory, and a second process opening it loses committed rows.
 * The server therefore holds this lock file for its lifetime and refuses to share the directory.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Tsunagu process (pid ${pid}). ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (Linux: field 22 of /proc/<pid>/stat), '' where that cannot be read. With the
 * pid it names one process: after a kill -9 and a restart (a container's, say) the dead holder's pid may
 * belong to another process, and a lock naming a pid alone would then refuse the directory for good.
 */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (;;) {
    try {
      writeFileSync(lockPath, `${process.pid} ${startTimeOf(process.pid)}`.trim(), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid = '', started = ''] = readFileSync(lockPath, 'utf8').trim().split(' ');
      const holder = Number(pid);
      const sameProcess = started === '' || startTimeOf(holder) === started;
      if (
        Number.isInteger(holder) &&
        holder > 0 &&
        holder !== process.pid &&
        isAlive(holder) &&
        sameProcess
      ) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // The holder died without cleaning up (its pid may be another process's now): the lock is stale.
      rmSync(lockPath, { force: true });
    }
  }
}
