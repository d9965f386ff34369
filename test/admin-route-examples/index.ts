import { consoleExamples } from './console.ts';
import { contentExamples } from './content.ts';
import { dashboardExamples } from './dashboard.ts';
import { moderationExamples } from './moderation.ts';
import { moneyExamples } from './money.ts';
import { peopleExamples } from './people.ts';
import type { RouteExamples } from './route-example.ts';
import { schemasExamples } from './schemas.ts';
import { siteExamples } from './site.ts';

/** Every console route's example call, one file per console area. */
export const ADMIN_ROUTE_EXAMPLES: RouteExamples = {
  ...consoleExamples,
  ...dashboardExamples,
  ...siteExamples,
  ...schemasExamples,
  ...contentExamples,
  ...peopleExamples,
  ...moderationExamples,
  ...moneyExamples,
};
