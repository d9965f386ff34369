import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../core/contract/common.ts';
import type { RequireFeature } from '../../http/feature-switch.ts';
import { requireAccount } from '../../http/session.ts';
import type { MessageBus } from './message-bus.ts';

/** Comments that keep idle connections open through proxies that close silent ones. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RETRY_MS = 3_000;

/**
 * GET /messages/stream: the signed-in account's new messages as server-sent events (`event: message`,
 * data: MessageEvent). Streams end when the app closes, so a shutdown does not wait for browsers.
 */
export function messageStreamRoutes(bus: MessageBus, requireFeature: RequireFeature): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<() => void>();
    // Before the server closes: it waits for every open connection, and a stream never ends by itself.
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });
    app.get(
      '/messages/stream',
      {
        schema: {
          tags: ['messages'],
          summary: 'New messages of my conversations, live (server-sent events)',
          response: { 401: errorBody, 403: errorBody },
        },
      },
      async (request, reply) => {
        const account = await requireAccount(request);
        await requireFeature(request, 'message');
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          // What every answer carries (security headers, request id) is on the reply this answer bypasses.
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write(`retry: ${RETRY_MS}\n\n`);
        const unsubscribe = bus.subscribe(
          account.id,
          (event) => {
            raw.write(`event: message\ndata: ${JSON.stringify(event)}\n\n`);
          },
          // Messages may have been missed: ending the stream makes the browser reconnect and catch up.
          () => end(),
        );
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const end = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
          raw.end();
        };
        open.add(end);
        raw.on('close', end);
      },
    );
  };
}
