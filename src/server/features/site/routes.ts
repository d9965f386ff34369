import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteResponse } from '../../../core/contract/site.ts';
import type { SiteService } from './service.ts';

export function siteRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site',
      { schema: { tags: ['site'], summary: 'The site settings', response: { 200: getSiteResponse } } },
      async (request) => ({ data: await site.getSite(request.previewToken) }),
    );
  };
}
