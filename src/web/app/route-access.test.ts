import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './page-routes.tsx';
import { decideAccess, isPublicPath, loginRedirectFor, type SessionUser } from './route-access.ts';

const visitor: SessionUser = null;
const cast: SessionUser = { type: 'cast' };
const guest: SessionUser = { type: 'guest' };

const CAST_ONLY = [
  '/cast/notices',
  '/cast/account-info',
  '/cast/withdraw',
  '/cast/my-page',
  '/cast/services',
  '/cast/entries',
  '/cast/sales',
  '/cast/guests',
  '/cast/availability',
];
const GUEST_ONLY = [
  '/guest/account-info',
  '/guest/withdraw',
  '/guest/my-page',
  '/guest/entries',
  '/guest/casts',
  '/guest/sales',
];
const PUBLIC = [
  '/',
  '/notices',
  '/guest/notices',
  '/contact',
  '/lp/contact',
  '/supplier-contact',
  '/page',
  '/page/about-us',
  '/qanda',
  '/management-info',
  '/cast/terms',
  '/guest/terms',
  '/privacy-policy',
  '/guest/services',
  '/guest/services/Ab12',
  '/cast/guests/Ab12',
  '/guest/casts/Ab12',
  '/view',
  '/404',
  '/cast/signup',
  '/cast/signup/registration',
  '/cast/password',
  '/cast/password/confirm',
  '/guest/signup',
  '/guest/signup/registration',
  '/guest/password',
  '/guest/password/registration',
];

describe('decideAccess', () => {
  it.each(PUBLIC)('lets anyone open the public page %s', (path) => {
    for (const user of [visitor, cast, guest]) expect(decideAccess(path, user)).toBe('allow');
  });

  it.each(CAST_ONLY.flatMap((prefix) => [prefix, `${prefix}/Ab12/edit`]))('cast-only %s', (path) => {
    expect(decideAccess(path, cast)).toBe('allow');
    expect(decideAccess(path, guest)).toEqual({ redirect: '/guest/my-page' });
    expect(decideAccess(path, visitor)).toEqual({ redirect: loginRedirectFor(path) });
    expect(loginRedirectFor(path)).toBe(
      `/cast/login?reason=unAuthorization&from=${encodeURIComponent(path)}`,
    );
  });

  it.each(GUEST_ONLY.flatMap((prefix) => [prefix, `${prefix}/Ab12/edit`]))('guest-only %s', (path) => {
    expect(decideAccess(path, guest)).toBe('allow');
    expect(decideAccess(path, cast)).toEqual({ redirect: '/cast/my-page' });
    expect(decideAccess(path, visitor)).toEqual({
      redirect: `/guest/login?reason=unAuthorization&from=${encodeURIComponent(path)}`,
    });
  });

  it('sends visitors of a protected page to the area’s login with the reason and the encoded path', () => {
    expect(decideAccess('/cast/my-page', visitor)).toEqual({
      redirect: '/cast/login?reason=unAuthorization&from=%2Fcast%2Fmy-page',
    });
  });

  it.each(['/messages', '/messages/Ab12'])(
    'lets any signed-in user open %s, and sends visitors to the guest login',
    (path) => {
      expect(decideAccess(path, cast)).toBe('allow');
      expect(decideAccess(path, guest)).toBe('allow');
      expect(decideAccess(path, visitor)).toEqual({
        redirect: `/guest/login?reason=unAuthorization&from=${encodeURIComponent(path)}`,
      });
    },
  );

  it('keeps the list above a public detail page protected', () => {
    expect(decideAccess('/cast/guests', visitor)).toEqual({ redirect: loginRedirectFor('/cast/guests') });
    expect(decideAccess('/guest/casts', visitor)).toEqual({ redirect: loginRedirectFor('/guest/casts') });
    // Only an alphanumeric id makes the detail page public.
    expect(decideAccess('/cast/guests/not-an-id', visitor)).toEqual({
      redirect: loginRedirectFor('/cast/guests/not-an-id'),
    });
  });

  it('keeps the entry form of a public service for signed-in guests', () => {
    expect(decideAccess('/guest/services/Ab12/entry', guest)).toBe('allow');
    expect(decideAccess('/guest/services/Ab12/entry', cast)).toEqual({ redirect: '/cast/my-page' });
    expect(decideAccess('/guest/services/Ab12/entry', visitor)).toEqual({
      redirect: '/guest/login?reason=unAuthorization&from=%2Fguest%2Fservices%2FAb12%2Fentry',
    });
    expect(decideAccess('/guest/services/Ab12/other', guest)).toEqual({ redirect: '/404' });
  });

  it('sends a signed-in user away from the login page of their own role', () => {
    expect(decideAccess('/cast/login', cast)).toEqual({ redirect: '/cast/my-page' });
    expect(decideAccess('/guest/login', guest)).toEqual({ redirect: '/guest/my-page' });
    expect(decideAccess('/cast/login', guest)).toBe('allow');
    expect(decideAccess('/cast/login', visitor)).toBe('allow');
  });

  it.each(['/nowhere', '/cast', '/guest', '/cast/servicesX', '/messages/a/b', '/page/a/b'])(
    'sends the unknown path %s to /404, whoever asks',
    (path) => {
      for (const user of [visitor, cast, guest])
        expect(decideAccess(path, user)).toEqual({ redirect: '/404' });
    },
  );

  it('ignores a trailing slash', () => {
    expect(decideAccess('/contact/', visitor)).toBe('allow');
    expect(decideAccess('/cast/my-page/', guest)).toEqual({ redirect: '/guest/my-page' });
  });
});

describe('isPublicPath', () => {
  it('counts the auth pages as public and the role areas as not', () => {
    expect(isPublicPath('/guest/login')).toBe(true);
    expect(isPublicPath('/guest/services')).toBe(true);
    expect(isPublicPath('/guest/entries')).toBe(false);
    expect(isPublicPath('/messages')).toBe(false);
  });
});

describe('the router and the access rules', () => {
  it('know the same pages: no route of the router is an unknown path', () => {
    for (const { path } of PAGE_ROUTES) {
      const concrete = path.replace(/:\w+/g, 'Ab12');
      for (const user of [visitor, cast, guest]) {
        expect(decideAccess(concrete, user), concrete).not.toEqual({ redirect: '/404' });
      }
    }
  });
});
