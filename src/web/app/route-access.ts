import type { AccountType } from '../../core/enums.ts';
import { loginPath, myPagePath, NOT_FOUND_PATH } from '../paths.ts';

/**
 * Who may open which path (spec section 2), as one pure function that the router's guard and the API
 * error handler share. The router only decides what a known path renders.
 */

export type SessionUser = { type: AccountType } | null;
export type AccessDecision = 'allow' | { redirect: string };

type PathAccess =
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
  NOT_FOUND_PATH,
]);

const ID = '[A-Za-z0-9]+';

/**
 * Public detail pages. They are checked before the role prefixes: /cast/guests/{id} and /guest/casts/{id}
 * are open to anyone although the lists above them are not. The notice details are our addition: the
 * notice lists are public and GET /notices/{noticeId} exists.
 */
const PUBLIC_PATTERNS: readonly RegExp[] = [
  /^\/page\/[^/]+$/,
  new RegExp(`^/guest/services/${ID}$`),
  new RegExp(`^/cast/guests/${ID}$`),
  new RegExp(`^/guest/casts/${ID}$`),
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

const SIGNED_IN_PATTERN = new RegExp(`^/messages(/${ID})?$`);

/** Where an unauthenticated visitor of `pathname` is sent: the login page of the area, saying why and whence. */
export function loginRedirectFor(pathname: string): string {
  const role: AccountType = isUnder(pathname, '/cast') ? 'cast' : 'guest';
  const query = new URLSearchParams({ reason: 'unAuthorization', from: pathname });
  return `${loginPath(role)}?${query}`;
}

/** Public pages (auth pages included) need no session: an unauthenticated call there changes nothing. */
export function isPublicPath(pathname: string): boolean {
  const { kind } = classify(pathname);
  return kind === 'public' || kind === 'login';
}

export function decideAccess(pathname: string, user: SessionUser): AccessDecision {
  const access = classify(pathname);
  switch (access.kind) {
    case 'public':
      return 'allow';
    case 'unknown':
      return { redirect: NOT_FOUND_PATH };
    case 'login':
      return user?.type === access.role ? { redirect: myPagePath(user.type) } : 'allow';
    case 'signedIn':
      return user ? 'allow' : { redirect: loginRedirectFor(pathname) };
    case 'role':
      if (!user) return { redirect: loginRedirectFor(pathname) };
      return user.type === access.role ? 'allow' : { redirect: myPagePath(user.type) };
  }
}

function classify(rawPathname: string): PathAccess {
  const pathname = withoutTrailingSlash(rawPathname);
  if (PUBLIC_PATHS.has(pathname) || PUBLIC_PATTERNS.some((pattern) => pattern.test(pathname))) {
    return { kind: 'public' };
  }
  if (pathname === loginPath('cast')) return { kind: 'login', role: 'cast' };
  if (pathname === loginPath('guest')) return { kind: 'login', role: 'guest' };
  if (AUTH_FLOW_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return { kind: 'public' };
  for (const role of ['cast', 'guest'] as const) {
    if (ROLE_PREFIXES[role].some((prefix) => isUnder(pathname, prefix))) return { kind: 'role', role };
    if (ROLE_PATTERNS[role].some((pattern) => pattern.test(pathname))) return { kind: 'role', role };
  }
  if (SIGNED_IN_PATTERN.test(pathname)) return { kind: 'signedIn' };
  return { kind: 'unknown' };
}

/** True for the prefix itself and anything below it, but not for '/cast/servicesX'. */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
