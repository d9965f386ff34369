import { Navigate } from 'react-router';
import { consolePath } from '../shell/console-paths.ts';
import type { ConsoleRoute } from '../shell/console-route.ts';

function MoneyIndex() {
  return <Navigate to={consolePath('money/summary')} replace />;
}

/** The area's pages; /admin/money opens the month's figures (a path of its own, so the menu marks one link). */
export const moneyRoutes: ConsoleRoute[] = [
  {
    path: 'money',
    lazy: async () => ({ Component: MoneyIndex }),
  },
  {
    path: 'money/summary',
    lazy: async () => ({ Component: (await import('./money-summary-page.tsx')).MoneySummaryPage }),
    nav: { labelKey: 'money.nav.summary', section: 'money' },
  },
  {
    path: 'money/payouts',
    lazy: async () => ({ Component: (await import('./payout-batches-page.tsx')).PayoutBatchesPage }),
    nav: { labelKey: 'money.nav.payouts', section: 'money' },
  },
  {
    path: 'money/payouts/:batchId',
    lazy: async () => ({ Component: (await import('./payout-batch-page.tsx')).PayoutBatchPage }),
  },
  {
    path: 'money/refunds',
    lazy: async () => ({ Component: (await import('./refunds-page.tsx')).RefundsPage }),
    nav: { labelKey: 'money.nav.refunds', section: 'money' },
  },
  {
    path: 'money/remitter',
    lazy: async () => ({ Component: (await import('./remitter-page.tsx')).RemitterPage }),
    nav: { labelKey: 'money.nav.remitter', section: 'money' },
  },
];
