import type { AccountType } from './enums.ts';

/**
 * Which pages of the site are public and which belong to a signed-in area (spec section 2), as pure
 * path rules: the web's route guard decides redirects from them, the server decides what search engines
 * may index (robots.txt, `noindex`).
 */

export type PathAccess =
  | { kind: 'public' }
  | { kind: 'login'; role: AccountType }
  | { kind: 'role'; role: AccountType }
  | { kind: 'signedIn' }
  | { kind: 'unknown' };

const ROLE_PREFIXES: Record<AccountType, readonly string[]> = {
  cast: [
    '/cast/notices',
    '/cast/account-info',
    '/cast/withdraw',
    '/cast/my-page',
    '/cast/services',
    '/cast/availability',
    '/cast/entries',
    '/cast/sales',
    '/cast/guests',
  ],
  guest: [
    '/guest/account-info',
    '/guest/withdraw',
    '/guest/my-page',
    '/guest/entries',
    '/guest/casts',
    '/guest/sales',
  ],
};

const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/notices',
  '/guest/notices',
  '/contact',
  '/lp/contact',
  '/supplier-contact',
  '/page',
  '/qanda',
  '/management-info',
  '/cast/terms',
  '/guest/terms',
  '/privacy-policy',
  '/guest/services',
  '/view',
  '/404',
]);

const ID = '[A-Za-z0-9]+';

/** Lists of a signed-in area whose items are public profiles (`/guest/casts/{castId}` is a cast's profile). */
export const PUBLIC_PROFILE_AREAS = ['/cast/guests', '/guest/casts'] as const;

/**
 * Public detail pages. They are checked before the role prefixes: /cast/guests/{id} and /guest/casts/{id}
 * are open to anyone although the lists above them are not. The notice details are our addition: the
 * notice lists are public and GET /notices/{noticeId} exists.
 */
const PUBLIC_PATTERNS: readonly RegExp[] = [
  /^\/page\/[^/]+$/,
  new RegExp(`^/guest/services/${ID}$`),
  ...PUBLIC_PROFILE_AREAS.map((area) => new RegExp(`^${area}/${ID}$`)),
  new RegExp(`^/notices/${ID}$`),
  new RegExp(`^/guest/notices/${ID}$`),
];

/**
 * Role-only pages below a public area: the entry form of a service sits under the public catalogue
 * (/guest/services/{id}) but needs a signed-in guest.
 */
const ROLE_PATTERNS: Record<AccountType, readonly RegExp[]> = {
  cast: [],
  guest: [new RegExp(`^/guest/services/${ID}/entry$`)],
};

/** Sign-up and password-reset pages, with their steps below them, are public. */
const AUTH_FLOW_PREFIXES = ['/cast/signup', '/cast/password', '/guest/signup', '/guest/password'];

const MESSAGES_AREA = '/messages';
const SIGNED_IN_PATTERN = new RegExp(`^${MESSAGES_AREA}(/${ID})?$`);
const LOGIN_PATTERN = /^\/(cast|guest)\/login$/;

/**
 * The areas only a signed-in account opens, as path prefixes (robots.txt keeps crawlers out of them);
 * the public profiles below two of them are the exceptions (PUBLIC_PROFILE_AREAS).
 */
export const SIGNED_IN_AREAS: readonly string[] = [
  ...ROLE_PREFIXES.cast,
  ...ROLE_PREFIXES.guest,
  MESSAGES_AREA,
];

export function classifyPath(rawPathname: string): PathAccess {
  const pathname = withoutTrailingSlash(rawPathname);
  if (PUBLIC_PATHS.has(pathname) || PUBLIC_PATTERNS.some((pattern) => pattern.test(pathname))) {
    return { kind: 'public' };
  }
  const login = LOGIN_PATTERN.exec(pathname)?.[1] as AccountType | undefined;
  if (login) return { kind: 'login', role: login };
  if (AUTH_FLOW_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return { kind: 'public' };
  for (const role of ['cast', 'guest'] as const) {
    if (ROLE_PREFIXES[role].some((prefix) => isUnder(pathname, prefix))) return { kind: 'role', role };
    if (ROLE_PATTERNS[role].some((pattern) => pattern.test(pathname))) return { kind: 'role', role };
  }
  if (SIGNED_IN_PATTERN.test(pathname)) return { kind: 'signedIn' };
  return { kind: 'unknown' };
}

/**
 * Whether search engines may index the page: not a page of a signed-in area, not a path the site does
 * not know (the web shows its 404 page there), not the preview link.
 */
export function isIndexablePath(pathname: string): boolean {
  const { kind } = classifyPath(pathname);
  const path = withoutTrailingSlash(pathname);
  return kind !== 'role' && kind !== 'signedIn' && kind !== 'unknown' && path !== '/view' && path !== '/404';
}

/** True for the prefix itself and anything below it, but not for '/cast/servicesX'. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
