import type { FastifyInstance } from 'fastify';
import { publicService } from '../../core/contract/services.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Listings } from '../features/billing/listings.ts';
import type { FormSchemas } from '../features/form-schemas/service.ts';
import type { IdentificationService } from '../features/identification/service.ts';
import { createReviews } from '../features/reviews/service.ts';
import { createServiceMenus } from '../features/service-menus/service.ts';
import { createCatalogue } from '../features/services/catalogue.ts';
import { createCatalogueAnswers } from '../features/services/catalogue-changes.ts';
import { createServicesService, type EntriesInProgress } from '../features/services/service.ts';
import type { SiteService } from '../features/site/service.ts';
import type { UploadsService } from '../features/uploads/service.ts';
import { createListAnswers } from '../http/list-answers.ts';

/**
 * The casts' services and their menus, the public catalogue with the reviews it shows, and the
 * catalogue's answers kept for signed-out callers until a write changes them (unless turned off).
 */
export async function wireCatalogue(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle;
    clock: Clock;
    site: SiteService;
    schemas: FormSchemas;
    uploads: UploadsService;
    identification: IdentificationService;
    listings: Listings;
    hasEntriesInProgress: EntriesInProgress;
    catalogueCache: boolean | undefined;
    /** Check each answer against its contract (http/response-serializer.ts). */
    checkResponses: boolean;
  },
) {
  const { database, clock, site, schemas } = options;
  const { db } = database;
  const services = createServicesService({
    db,
    clock,
    site,
    schemas,
    uploads: options.uploads,
    identification: options.identification,
    hasEntriesInProgress: options.hasEntriesInProgress,
    listings: options.listings,
  });
  const catalogue = createCatalogue(database, clock, site, schemas);
  const cataloguePages = createListAnswers('/api/services', publicService, {
    check: options.checkResponses,
  });
  const catalogueAnswers =
    options.catalogueCache === false
      ? undefined
      : await createCatalogueAnswers({
          database,
          clock,
          log: (error) => app.log.error({ err: error }, 'catalogue changes unheard'),
        });
  if (catalogueAnswers) app.addHook('onClose', catalogueAnswers.close);
  return {
    services,
    catalogue,
    cataloguePages,
    catalogueAnswers,
    serviceMenus: createServiceMenus(db, clock, site, services, schemas),
    reviews: createReviews(db, catalogue),
  };
}
