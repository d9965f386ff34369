import type { Kysely } from 'kysely';
import type { Operator } from '../../../core/contract/admin/auth.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Sessions } from '../../http/session.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { ContactService } from '../contact/service.ts';
import type { ContentService } from '../content/service.ts';
import type { Entries } from '../entries/service.ts';
import type { FormSchemas } from '../form-schemas/service.ts';
import type { IdentificationService } from '../identification/service.ts';
import type { Layouts } from '../layouts/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { ServicesService } from '../services/service.ts';
import type { SiteService } from '../site/service.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { AuditLog } from './audit-log/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by the console's guard on every /admin route but sign-in. */
    operator: Operator;
  }
}

/**
 * What the console's areas are built from: the database, the audit log every change goes through, and
 * the customer-facing services whose rules the console reuses rather than restates.
 */
export interface AdminContext {
  db: Kysely<Database>;
  clock: Clock;
  mailer: MailOutbox;
  appOrigin: string;
  auditLog: AuditLog;
  sessions: Sessions;
  site: SiteService;
  schemas: FormSchemas;
  layouts: Layouts;
  uploads: UploadsService;
  identification: IdentificationService;
  notices: NoticesService;
  content: ContentService;
  contact: ContactService;
  services: ServicesService;
  catalogue: Catalogue;
  entries: Entries;
  /** Refunds of entry payments go back through the provider that charged them. */
  paymentProvider: PaymentProvider;
}
