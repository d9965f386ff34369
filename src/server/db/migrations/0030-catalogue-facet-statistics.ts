/**
 * The facet sync of 0029 now also keeps statistics of each choice's value (without them the planner
 * misjudges a filtered page); databases that ran 0029 before that get them here. The sync builds only
 * what is missing, so on a database migrated afresh this does nothing.
 */
export { up } from './0029-catalogue-facets.ts';
