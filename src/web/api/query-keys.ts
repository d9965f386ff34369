/**
 * Every TanStack Query key, in one place, so that invalidation and the session loader name the same
 * data as the hooks. Feature work adds its keys here.
 */
export const queryKeys = {
  site: ['site'] as const,
  me: ['me'] as const,
  schemas: ['schemas'] as const,
  accountInfo: ['account-info'] as const,
  belongings: ['belongings'] as const,
  identification: ['identification'] as const,
  bankAccount: ['bank-account'] as const,
  creditCard: ['credit-card'] as const,
  notices: ['notices'] as const,
  content: ['content'] as const,
  messages: ['messages'] as const,
  services: ['services'] as const,
  layouts: ['layouts'] as const,
  reviews: ['reviews'] as const,
  entries: ['entries'] as const,
  sales: ['sales'] as const,
  billing: ['billing'] as const,
  guests: ['guests'] as const,
  profiles: ['profiles'] as const,
  scouts: ['scouts'] as const,
  availability: ['availability'] as const,
  slots: ['slots'] as const,
};

/** Keys whose data does not depend on who is signed in; everything else is dropped on login and logout. */
export const SESSION_INDEPENDENT_ROOTS: readonly string[] = [
  queryKeys.site[0],
  queryKeys.schemas[0],
  queryKeys.content[0],
  queryKeys.layouts[0],
];
