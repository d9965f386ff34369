import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminContext } from '../context.ts';

export function adminContentRoutes(_ctx: AdminContext): FastifyPluginAsyncZod {
  return async () => {};
}
