import type { ConsoleRoute } from '../shell/console-route.ts';

export const moneyRoutes: ConsoleRoute[] = [
  {
    path: 'money',
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
