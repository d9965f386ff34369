import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, whose lines carry its `requestId`. pino would make a child logger for every
 * request, but at the level a production server runs at (`warn`) most requests write no line at all: the
 * child is made at the first line that the level lets through, and a line below it costs one check.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level() {
    return this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  #child(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings);
    return this.#made;
  }

  #write(level: Level, args: unknown[]) {
    if (!this.parent.isLevelEnabled(level)) return;
    const child = this.#child();
    (child[level] as (...line: unknown[]) => void).apply(child, args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route with its own log level gets pino's child at once. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings);
}
