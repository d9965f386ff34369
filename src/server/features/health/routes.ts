import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { getHealthResponse } from '../../../core/contract/site.ts';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export function healthRoutes(db: Kysely<Database>, kind: DatabaseKind): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['site'],
          summary: 'Whether the server and its database answer',
          response: { 200: getHealthResponse, 503: getHealthResponse },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const ok = await sql`select 1`.execute(db).then(
          () => true,
          () => false,
        );
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        return reply
          .status(ok ? 200 : 503)
          .send({ status: ok ? 'ok' : 'degraded', database: { ok, kind, latencyMs } });
      },
    );
  };
}
