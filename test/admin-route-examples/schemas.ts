import type { RouteExamples } from './route-example.ts';

export const schemasExamples: RouteExamples = {};
