import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Agent } from './test-app.ts';

/**
 * Streams need a real connection (inject waits for the whole answer): the test app listens on a free
 * loopback port, and this returns its origin.
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** One server-sent event as a browser's EventSource would dispatch it, with when it arrived. */
export interface ServerSentEvent {
  event: string;
  data: string;
  receivedAt: number;
}

export interface EventStreamReader {
  headers: Headers;
  /** Every event received so far, in order. */
  readonly events: readonly ServerSentEvent[];
  /** Resolves once `count` events have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ServerSentEvent[]>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Drops the connection, as a browser does when a tab closes or the network goes. */
  close(): void;
}

/** Opens `url` with the agent's cookies and reads its body as server-sent events; a refusal throws. */
export async function openEventStream(url: string, agent: Agent): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    signal: abort.signal,
  });
  if (!response.ok || !response.body)
    throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
  const events: ServerSentEvent[] = [];
  let changed = () => {};
  const ended = readEvents(response.body, events, () => changed());
  // A dropped connection rejects the read; for the test it is simply the end.
  const settled = ended.catch(() => {});

  async function waitFor(count: number, timeoutMs = 2000) {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} events within ${timeoutMs} ms, got ${events.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        changed = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return events.slice(0, count);
  }

  return {
    headers: response.headers,
    events,
    waitFor,
    ended: settled,
    close: () => abort.abort(),
  };
}

/** The event-stream format: fields up to a blank line; comments (":") and `retry` dispatch nothing. */
async function readEvents(body: ReadableStream<Uint8Array>, events: ServerSentEvent[], changed: () => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true });
    let blank = buffer.indexOf('\n\n');
    while (blank >= 0) {
      const block = buffer.slice(0, blank);
      buffer = buffer.slice(blank + 2);
      blank = buffer.indexOf('\n\n');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length === 0) continue;
      events.push({ event, data: data.join('\n'), receivedAt: performance.now() });
      changed();
    }
  }
}
