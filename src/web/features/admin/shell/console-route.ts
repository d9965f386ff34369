import type { RouteObject } from 'react-router';
import type { AdminMessageKey } from './admin-i18n.ts';

export type ConsoleSection = 'site' | 'people' | 'marketplace' | 'money' | 'content' | 'records';

/**
 * One page of the console, declared by its area. `path` is relative to /admin ('' is the dashboard).
 * Pages with `nav` appear in the console menu under their section, in the order the areas list them.
 */
export interface ConsoleRoute {
  path: string;
  lazy: NonNullable<RouteObject['lazy']>;
  nav?: { labelKey: AdminMessageKey; section: ConsoleSection };
}
