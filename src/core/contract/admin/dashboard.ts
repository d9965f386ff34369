import { z } from 'zod';
import { ENTRY_STATUSES } from '../../enums.ts';
import { dataEnvelope } from '../common.ts';

/** How far back the dashboard's counts reach. */
export const DASHBOARD_WINDOW_DAYS = 30;

/** GET /admin/dashboard: what waits for an operator, and what happened in the last 30 days. */
export const dashboard = z.object({
  waiting: z.object({
    /** Identification documents submitted and not yet reviewed. */
    identifications: z.int(),
    /** Contact messages not yet marked handled. */
    contactMessages: z.int(),
  }),
  lastDays: z.object({
    days: z.int(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    /** Accounts created in the window, by role (withdrawn ones included: they signed up). */
    signUps: z.object({ cast: z.int(), guest: z.int() }),
    /** Services first published in the window (whatever their status now). */
    servicesPublished: z.int(),
    /** Entries made in the window, by their status now. */
    entries: z.object({
      total: z.int(),
      byStatus: z.record(z.enum(ENTRY_STATUSES), z.int()),
    }),
  }),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = dataEnvelope(dashboard);
