/**
 * Periodic background work in the server process. Each task is a sweep that is safe to repeat: it finds
 * what is due by a condition in the database and changes it in the same statement, so a restart loses
 * nothing and two servers (or two ticks) never apply one change twice. With several processes on one
 * PostgreSQL a lock (`jobs/sweep-lock.ts`) also runs each sweep in one process at a time.
 */
export interface SweepTask {
  name: string;
  /** Returns how many rows it changed (for logs and tests). */
  run(): Promise<number>;
}

/**
 * Runs `run` unless another process is running the sweep `name`; undefined when it did not run.
 */
export type SweepLock = (name: string, run: () => Promise<number>) => Promise<number | undefined>;

export interface Scheduler {
  /**
   * Runs every task once, one after another; a failing task is logged and does not stop the others. The
   * answer counts what each task changed, leaving out those another process was running.
   */
  tick(): Promise<Record<string, number>>;
  start(): void;
  stop(): Promise<void>;
}

export function createScheduler(
  tasks: SweepTask[],
  options: {
    intervalMs: number;
    onError: (task: string, error: unknown) => void;
    /** Told of each run of a task, with what it changed (or that it failed) and how long it took. */
    onRun?: (task: string, outcome: { changed: number } | { failed: true }, seconds: number) => void;
    /** Only one process at a time runs each task (several processes on one database). */
    lock?: SweepLock;
  },
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  async function tick() {
    const changed: Record<string, number> = {};
    for (const task of tasks) {
      const started = performance.now();
      const took = () => (performance.now() - started) / 1000;
      try {
        const count = options.lock ? await options.lock(task.name, () => task.run()) : await task.run();
        if (count === undefined) continue;
        changed[task.name] = count;
        options.onRun?.(task.name, { changed: count }, took());
      } catch (error) {
        options.onError(task.name, error);
        options.onRun?.(task.name, { failed: true }, took());
      }
    }
    return changed;
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      // The next tick is planned when the previous one ends, so ticks never overlap or pile up.
      const loop = () => {
        current = tick().finally(() => {
          if (!stopped) timer = setTimeout(loop, options.intervalMs).unref();
        });
      };
      timer = setTimeout(loop, options.intervalMs).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background sweeps; main.ts starts them, tests call `tick()` with a controlled clock. */
    scheduler: Scheduler;
  }
}
