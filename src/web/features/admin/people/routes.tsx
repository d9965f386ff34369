import type { ConsoleRoute } from '../shell/console-route.ts';

export const peopleRoutes: ConsoleRoute[] = [];
