import { SCHEMA_KEYS, type SchemaKey } from './form-schema.ts';

/**
 * What each operator-defined form is for, and where its answers are stored. Forms that write the same
 * record (a service's create and edit forms; a cast's registration and profile forms) share their keys:
 * a key means one thing, of one type, across them.
 */
export const SCHEMA_PURPOSES = [
  'registration',
  'profile',
  'belongings',
  'service',
  'menu',
  'entry',
  'search',
] as const;
export type SchemaPurpose = (typeof SCHEMA_PURPOSES)[number];

/** The record whose values a form writes; search forms write none (they filter other forms' values). */
export const SCHEMA_STORES = [
  'castProfile',
  'guestProfile',
  'belongings',
  'services',
  'menus',
  'entries',
] as const;
export type SchemaStore = (typeof SCHEMA_STORES)[number];

export const SCHEMA_INFO: Record<SchemaKey, { purpose: SchemaPurpose; store: SchemaStore | null }> = {
  'customer-accounts/registers/cast/individual': { purpose: 'registration', store: 'castProfile' },
  'customer-accounts/registers/cast/company': { purpose: 'registration', store: 'castProfile' },
  'customer-accounts/registers/guest/individual': { purpose: 'registration', store: 'guestProfile' },
  'customer-accounts/registers/guest/company': { purpose: 'registration', store: 'guestProfile' },
  'casts/edit': { purpose: 'profile', store: 'castProfile' },
  'guests/edit': { purpose: 'profile', store: 'guestProfile' },
  'guests/belongings/edit': { purpose: 'belongings', store: 'belongings' },
  'service/create': { purpose: 'service', store: 'services' },
  'service/edit': { purpose: 'service', store: 'services' },
  'service-menus/create': { purpose: 'menu', store: 'menus' },
  'service-menus/edit': { purpose: 'menu', store: 'menus' },
  'entries/create': { purpose: 'entry', store: 'entries' },
  'service/search': { purpose: 'search', store: null },
  'guests/search': { purpose: 'search', store: null },
};

/** The forms that write the same record as `key` (itself included). */
export function schemasSharingStore(key: SchemaKey): SchemaKey[] {
  const store = SCHEMA_INFO[key].store;
  if (!store) return [key];
  return (Object.keys(SCHEMA_INFO) as SchemaKey[]).filter((other) => SCHEMA_INFO[other].store === store);
}

/** Schema keys contain slashes; in a URL path they travel as a slug with dots (`service.create`). */
export const schemaSlug = (key: string) => key.replaceAll('/', '.');
export function schemaKeyOfSlug(slug: string): SchemaKey | undefined {
  const key = slug.replaceAll('.', '/');
  return (SCHEMA_KEYS as readonly string[]).includes(key) ? (key as SchemaKey) : undefined;
}
