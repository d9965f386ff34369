import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LAYOUT_KEYS, layoutResponse } from '../../../core/contract/layouts.ts';
import type { Layouts } from './service.ts';

/** GET /layouts/top, /layouts/services/index, …: one route per page, the path being the layout's key. */
export function layoutsRoutes(layouts: Layouts): FastifyPluginAsyncZod {
  return async (app) => {
    for (const key of LAYOUT_KEYS) {
      app.get(
        `/layouts/${key}`,
        {
          schema: {
            tags: ['layouts'],
            summary: `Blocks and fields of the ${key} page`,
            response: { 200: layoutResponse },
          },
        },
        async () => ({ data: await layouts.get(key) }),
      );
    }
  };
}
