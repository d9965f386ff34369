import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createContentService } from '../features/content/service.ts';
import { createFormSchemas } from '../features/form-schemas/service.ts';
import { createIdentificationService } from '../features/identification/service.ts';
import { createLayouts } from '../features/layouts/service.ts';
import { createNoticesService } from '../features/notices/service.ts';
import { createSiteService } from '../features/site/service.ts';
import { createUploadsService } from '../features/uploads/service.ts';
import { createFeatureSwitch } from '../http/feature-switch.ts';
import { createMailOutbox } from '../mail/mail-outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStore } from '../storage/file-store.ts';

/**
 * What every area builds on: the mail outbox, the site's settings with the switch that turns a feature
 * off, uploads, the operator's form schemas, identification, and what the operator publishes (notices,
 * content pages, layouts).
 */
export function wireCommonServices(
  app: FastifyInstance,
  options: {
    database: DatabaseHandle;
    clock: Clock;
    appOrigin: string;
    mailer: Mailer;
    fileStore: FileStore;
  },
) {
  const { database, clock, appOrigin } = options;
  const { db } = database;
  const mailOutbox = createMailOutbox({
    db,
    clock,
    transport: options.mailer,
    log: (error) => app.log.error({ err: error }, 'mail dispatch failed'),
  });
  app.decorate('mailOutbox', mailOutbox);
  // On PGlite this process is the database's only user: every change to the settings passes through it.
  const site = createSiteService(db, clock, { onlyProcess: database.kind === 'pglite' });
  const uploads = createUploadsService(db, clock, options.fileStore);
  return {
    mailOutbox,
    site,
    requireFeature: createFeatureSwitch(site),
    uploads,
    identification: createIdentificationService({ db, clock, site, uploads, mailer: mailOutbox, appOrigin }),
    schemas: createFormSchemas(db, clock, uploads.unownedIds),
    notices: createNoticesService(db, clock),
    content: createContentService(db),
    layouts: createLayouts(db),
  };
}
