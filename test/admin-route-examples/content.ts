import type { RouteExamples } from './route-example.ts';

export const contentExamples: RouteExamples = {};
