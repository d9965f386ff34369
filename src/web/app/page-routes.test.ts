import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './page-routes.tsx';

describe('pages drawn on the server', () => {
  const drawn = PAGE_ROUTES.filter((route) => route.module);

  it('are the public pages a visitor arrives on from a search engine', () => {
    expect(drawn.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/guest/services',
        '/guest/services/:serviceId',
        '/guest/casts/:castId',
        '/page',
        '/page/:pageSlug',
        '/qanda',
        '/management-info',
        '/cast/terms',
        '/guest/terms',
        '/privacy-policy',
        '/notices',
        '/notices/:noticeId',
      ]),
    );
  });

  it('each name the module their page is loaded from, by which the server links its files', () => {
    for (const route of drawn) expect(String(route.lazy)).toContain(route.module);
  });
});
