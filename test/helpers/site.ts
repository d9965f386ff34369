import type { SiteSettings } from '../../src/core/contract/site.ts';
import { DEMO_SITE } from '../../src/server/db/seed.ts';
import { createSiteService } from '../../src/server/features/site/service.ts';
import type { TestApp } from './test-app.ts';

/** Saves the demo site with these payment settings (and charge methods), as an operator would. */
export const setPayment = (
  t: TestApp,
  payment: Partial<SiteSettings['payment']>,
  chargeMethods = DEMO_SITE.service.chargeMethods,
) =>
  createSiteService(t.database.db, t.clock).saveSettings({
    ...DEMO_SITE,
    payment: { ...DEMO_SITE.payment, ...payment },
    service: { ...DEMO_SITE.service, chargeMethods },
  });

/** The internal id of the account signed up with this e-mail (ledger lines and charges name it). */
export async function accountIdOf(t: TestApp, email: string) {
  const row = await t.database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
