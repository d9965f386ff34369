import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ContentService } from '../features/content/service.ts';
import type { EntryPayments } from '../features/entries/payment.ts';
import type { NoticesService } from '../features/notices/service.ts';
import { registerPaymentWebhookRoute } from '../features/payment-webhooks/routes.ts';
import { createPaymentWebhooks } from '../features/payment-webhooks/service.ts';
import type { Profiles } from '../features/profiles/service.ts';
import { createPageHeads } from '../features/seo/page-head.ts';
import { registerSeoRoutes } from '../features/seo/routes.ts';
import { createSitemap } from '../features/seo/sitemap.ts';
import type { Catalogue } from '../features/services/catalogue.ts';
import { registerPreviewRoute } from '../features/site/preview-route.ts';
import type { SiteService } from '../features/site/service.ts';
import type { Xsrf } from '../http/xsrf.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { registerSandboxTokensRoute } from '../payments/sandbox/tokens-route.ts';
import { createKeptPages } from '../spa/kept-pages.ts';
import { registerSpa } from '../spa/serve-spa.ts';

/**
 * The routes outside the `/api` plugin, which skip its XSRF and sessions: the operator's preview, the
 * sandbox's card tokens, the provider's signed webhooks, the SEO files, and the web app's pages with
 * their heads.
 */
export async function registerRootRoutes(
  app: FastifyInstance,
  options: {
    https: boolean;
    database: DatabaseHandle;
    clock: Clock;
    appOrigin: string;
    sitemapPageSize: number | undefined;
    serveWeb: boolean | { webDist: string } | undefined;
    pageCache: boolean;
    xsrf: Xsrf;
    site: SiteService;
    paymentProvider: PaymentProvider;
    sandbox: boolean;
    entryPayments: EntryPayments;
    catalogue: Catalogue;
    profiles: Profiles;
    content: ContentService;
    notices: NoticesService;
  },
) {
  const { database, clock, appOrigin, site, paymentProvider, catalogue } = options;
  const { db } = database;
  registerPreviewRoute(app, site, options.https);
  if (options.sandbox) registerSandboxTokensRoute(app, db, clock, site);
  if (paymentProvider.webhooks) {
    await registerPaymentWebhookRoute(
      app,
      paymentProvider.webhooks,
      createPaymentWebhooks({ db, entryPayments: options.entryPayments }),
    );
  }
  const sitemap = createSitemap({
    db,
    catalogue,
    clock,
    appOrigin,
    ...(options.sitemapPageSize && { fileSize: options.sitemapPageSize }),
  });
  registerSeoRoutes(app, sitemap, appOrigin);
  if (options.serveWeb) {
    // On PostgreSQL other processes' writes go unheard: a kept page lives a second there.
    const keptPages = options.pageCache
      ? createKeptPages({ database, clock, maxAgeMs: database.kind === 'postgres' ? 1_000 : 10_000 })
      : undefined;
    if (keptPages) app.addHook('onClose', async () => keptPages.close());
    await registerSpa(app, {
      pageHead: createPageHeads({
        appOrigin,
        site,
        catalogue,
        profiles: options.profiles,
        content: options.content,
        notices: options.notices,
      }),
      keptPages,
      xsrf: options.xsrf,
      ...(typeof options.serveWeb === 'object' && { webDist: options.serveWeb.webDist }),
    });
  }
}
