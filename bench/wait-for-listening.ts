import type { ChildProcess } from 'node:child_process';

/**
 * Resolves with the port a child process prints once it listens (the first group of `pattern`); rejects
 * with everything it printed if it exits first.
 */
export function waitForListening(child: ChildProcess, pattern: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`process exited (${code}) before listening:\n${output}`)));
  });
}
