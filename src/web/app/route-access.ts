import type { AccountType } from '../../core/enums.ts';
import { classifyPath, isUnder } from '../../core/site-paths.ts';
import { loginPath, myPagePath, NOT_FOUND_PATH } from '../paths.ts';

/**
 * Who may open which path (spec section 2, the path rules in core/site-paths.ts) and where a refused
 * visitor goes, shared by the router's guard and the API error handler. The router only decides what a
 * known path renders.
 */

export type SessionUser = { type: AccountType } | null;

export type AccessDecision = 'allow' | { redirect: string };

/** Where an unauthenticated visitor of `pathname` is sent: the login page of the area, saying why and whence. */
export function loginRedirectFor(pathname: string): string {
  const role: AccountType = isUnder(pathname, '/cast') ? 'cast' : 'guest';
  const query = new URLSearchParams({ reason: 'unAuthorization', from: pathname });
  return `${loginPath(role)}?${query}`;
}

/** Public pages (auth pages included) need no session: an unauthenticated call there changes nothing. */
export function isPublicPath(pathname: string): boolean {
  const { kind } = classifyPath(pathname);
  return kind === 'public' || kind === 'login';
}

export function decideAccess(pathname: string, user: SessionUser): AccessDecision {
  const access = classifyPath(pathname);
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
