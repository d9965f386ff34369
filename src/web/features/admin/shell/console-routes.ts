import { auditLogRoutes } from '../audit-log/routes.tsx';
import { contentRoutes } from '../content/routes.tsx';
import { dashboardRoutes } from '../dashboard/routes.tsx';
import { mailOutboxRoutes } from '../mail-outbox/routes.tsx';
import { moderationRoutes } from '../moderation/routes.tsx';
import { moneyRoutes } from '../money/routes.tsx';
import { peopleRoutes } from '../people/routes.tsx';
import { schemasRoutes } from '../schemas/routes.tsx';
import { siteRoutes } from '../site/routes.tsx';
import type { ConsoleRoute } from './console-route.ts';

/** Every console page, area by area; the menu follows this order. */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  ...dashboardRoutes,
  ...siteRoutes,
  ...schemasRoutes,
  ...peopleRoutes,
  ...moderationRoutes,
  ...moneyRoutes,
  ...contentRoutes,
  ...auditLogRoutes,
  ...mailOutboxRoutes,
];
