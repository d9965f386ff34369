import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as accounts from './0002-accounts.ts';
import * as uploadsIdentification from './0003-uploads-identification.ts';
import * as content from './0004-content.ts';
import * as messages from './0005-messages.ts';
import * as paymentMethods from './0006-payment-methods.ts';
import * as catalogue from './0007-catalogue.ts';
import * as catalogueSearch from './0008-catalogue-search.ts';
import * as sandboxCardExpiry from './0009-sandbox-card-expiry.ts';
import * as entries from './0010-entries.ts';
import * as console from './0011-console.ts';
import * as retiredFields from './0012-retired-fields.ts';
import * as ownerSuspension from './0014-owner-suspension.ts';
import * as operatorEntryTransitions from './0015-operator-entry-transitions.ts';
import * as siteImages from './0016-site-images.ts';
import * as money from './0017-money.ts';
import * as billing from './0018-billing.ts';
import * as payouts from './0019-payouts.ts';
import * as paymentWebhooks from './0020-payment-webhooks.ts';
import * as people from './0021-people.ts';
import * as avatarsLocale from './0022-avatars-locale.ts';
import * as contentEnglish from './0023-content-english.ts';
import * as bookingCount from './0024-booking-count.ts';
import * as mailOutbox from './0025-mail-outbox.ts';
import * as questionsEnglish from './0026-questions-english.ts';
import * as noticesEnglish from './0027-notices-english.ts';
import * as rateLimits from './0028-rate-limits.ts';
import * as catalogueFacets from './0029-catalogue-facets.ts';
import * as catalogueFacetStatistics from './0030-catalogue-facet-statistics.ts';
import * as catalogueChanges from './0031-catalogue-changes.ts';
import * as operatorLocale from './0032-operator-locale.ts';
import * as entryFeeTerms from './0033-entry-fee-terms.ts';
import * as appointments from './0034-appointments.ts';

/**
 * Migrations listed in code rather than discovered on disk, so the compiled server carries them.
 * Names sort in the order they run; a migration, once released, is never edited.
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-accounts': accounts,
  '0003-uploads-identification': uploadsIdentification,
  '0004-content': content,
  '0005-messages': messages,
  '0006-payment-methods': paymentMethods,
  '0007-catalogue': catalogue,
  '0008-catalogue-search': catalogueSearch,
  '0009-sandbox-card-expiry': sandboxCardExpiry,
  '0010-entries': entries,
  '0011-console': console,
  '0012-retired-fields': retiredFields,
  '0014-owner-suspension': ownerSuspension,
  '0015-operator-entry-transitions': operatorEntryTransitions,
  '0016-site-images': siteImages,
  '0017-money': money,
  '0018-billing': billing,
  '0019-payouts': payouts,
  '0020-payment-webhooks': paymentWebhooks,
  '0021-people': people,
  '0022-avatars-locale': avatarsLocale,
  '0023-content-english': contentEnglish,
  '0024-booking-count': bookingCount,
  '0025-mail-outbox': mailOutbox,
  '0026-questions-english': questionsEnglish,
  '0027-notices-english': noticesEnglish,
  '0028-rate-limits': rateLimits,
  '0029-catalogue-facets': catalogueFacets,
  '0030-catalogue-facet-statistics': catalogueFacetStatistics,
  '0031-catalogue-changes': catalogueChanges,
  '0032-operator-locale': operatorLocale,
  '0033-entry-fee-terms': entryFeeTerms,
  '0034-appointments': appointments,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
