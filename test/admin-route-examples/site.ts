import type { RouteExamples } from './route-example.ts';

export const siteExamples: RouteExamples = {};
