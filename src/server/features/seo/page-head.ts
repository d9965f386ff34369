import { isIndexablePath } from '../../../core/site-paths.ts';
import { siteInLocale } from '../../../core/texts-in-locale.ts';
import type { JsonLd, PageHead, PageHeads, PageRequest } from '../../spa/page-head.ts';
import type { ContentService } from '../content/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { Profiles } from '../profiles/service.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { SiteService } from '../site/service.ts';
import { breadcrumbs, organization, service, webSite } from './json-ld.ts';

export const CATALOGUE_PATH = '/guest/services';
export const castProfilePath = (castId: string) => `/guest/casts/${castId}`;
export const servicePath = (serviceId: string) => `/guest/services/${serviceId}`;

/** What a search description may hold: one line of plain text, cut at a length search results show. */
const DESCRIPTION_LENGTH = 160;
const summary = (text: string) => {
  const plain = text
    .replace(/[#>*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > DESCRIPTION_LENGTH ? `${plain.slice(0, DESCRIPTION_LENGTH - 1)}…` : plain;
};

/** Query parameters that only say where a visitor came from: never part of a canonical address. */
const TRACKING = /^(utm_.*|gclid|fbclid|yclid|msclkid|mc_cid|mc_eid|ref)$/;

/** The body of one page: what the page is about, or null for the site's own head. */
interface PageBody {
  title: string;
  description: string;
  imageUrl?: string;
  jsonLd?: JsonLd[];
}

/**
 * The head of every page the SPA serves (docs/seo.md): the site's title, description and OGP image by
 * default; the catalogue, a service, a cast's profile, notices and the content pages say what they
 * are; signed-in areas are never indexed. A detail page of something not public gets the site's head and
 * `noindex`, so a removed service drops out of search results.
 */
export function createPageHeads(deps: {
  appOrigin: string;
  site: SiteService;
  catalogue: Catalogue;
  profiles: Profiles;
  content: ContentService;
  notices: NoticesService;
}): PageHeads {
  const absolute = (path: string) => new URL(path, deps.appOrigin).toString();
  const notFound = () => null;

  return async function pageHead(request: PageRequest): Promise<PageHead> {
    const settings = siteInLocale(await deps.site.getSite(request.previewToken), request.locale);
    const siteImage = settings.ogp.imageUrl ? absolute(settings.ogp.imageUrl) : undefined;
    const home = { name: request.t('seo.home'), url: absolute('/') };
    const { t, locale, path } = request;

    async function bodyOf(): Promise<PageBody | null | 'site'> {
      if (path === '/') {
        const identity = { name: settings.name, url: home.url };
        return {
          title: settings.ogp.title || settings.name,
          description: settings.ogp.description,
          jsonLd: [
            organization({ ...identity, ...(siteImage && { logoUrl: siteImage }) }),
            webSite({ ...identity, searchUrl: absolute(CATALOGUE_PATH) }),
          ],
        };
      }
      if (path === CATALOGUE_PATH) {
        const keyword = request.query.get('keyword')?.trim();
        const title = t('seo.catalogue');
        return {
          title: keyword ? t('seo.catalogueSearch', { keyword, catalogue: title }) : title,
          description: settings.ogp.description,
        };
      }
      const serviceId = /^\/guest\/services\/([A-Za-z0-9]+)$/.exec(path)?.[1];
      if (serviceId) {
        const detail = await deps.catalogue.detail(serviceId, null).catch(notFound);
        if (!detail) return null;
        const url = absolute(servicePath(serviceId));
        const cover = detail.imageUrls[0];
        const imageUrl = cover ? absolute(cover) : siteImage;
        const provider = { name: detail.cast.nickname, url: absolute(castProfilePath(detail.cast.id)) };
        return {
          title: detail.title,
          description: summary(detail.description),
          ...(imageUrl && { imageUrl }),
          jsonLd: [
            service(detail, { url, provider, ...(imageUrl && { imageUrl }) }),
            breadcrumbs([
              home,
              { name: t('seo.catalogue'), url: absolute(CATALOGUE_PATH) },
              { name: detail.title, url },
            ]),
          ],
        };
      }
      const castId = /^\/guest\/casts\/([A-Za-z0-9]+)$/.exec(path)?.[1];
      if (castId) {
        const profile = await deps.profiles.castProfile(castId, null).catch(notFound);
        if (!profile) return null;
        const title = t('seo.castProfile', { nickname: profile.nickname });
        const avatar = profile.avatarUrl ? absolute(profile.avatarUrl) : siteImage;
        return {
          title,
          description: summary(
            t('seo.castProfileDescription', {
              nickname: profile.nickname,
              services: profile.services.map((s) => s.title).join(' / '),
            }),
          ),
          ...(avatar && { imageUrl: avatar }),
          jsonLd: [breadcrumbs([home, { name: profile.nickname, url: absolute(path) }])],
        };
      }
      const role = /^\/(cast|guest)\/terms$/.exec(path)?.[1] as 'cast' | 'guest' | undefined;
      if (role) return pageOf(await deps.content.terms(role, locale).catch(notFound));
      if (path === '/privacy-policy') return pageOf(await deps.content.privacyPolicy(locale).catch(notFound));
      const slug = /^\/page\/([^/]+)$/.exec(path)?.[1];
      if (slug) {
        const page = await deps.content.fixedPage(decodeURIComponent(slug), locale).catch(notFound);
        return pageOf(page);
      }
      if (path === '/qanda') return { title: t('seo.questions'), description: settings.ogp.description };
      if (path === '/management-info') {
        return { title: t('seo.managementInfo'), description: settings.ogp.description };
      }
      if (path === '/notices' || path === '/guest/notices') {
        return { title: t('seo.notices'), description: settings.ogp.description };
      }
      const noticeId = /^(?:\/guest)?\/notices\/([A-Za-z0-9]+)$/.exec(path)?.[1];
      if (noticeId) return pageOf(await deps.notices.get(noticeId, null, locale).catch(notFound));
      return 'site';
    }

    function pageOf(page: { title: string; body: string } | null): PageBody | null {
      return page && { title: page.title, description: summary(page.body) };
    }

    const body = await bodyOf();
    const page = body === 'site' || body === null ? null : body;
    const canonicalQuery = path === CATALOGUE_PATH ? meaningfulQuery(request.query) : '';
    const imageUrl = page ? (page.imageUrl ?? siteImage) : siteImage;
    return {
      title: page && path !== '/' ? `${page.title} | ${settings.name}` : settings.ogp.title || settings.name,
      description: page?.description || settings.ogp.description,
      siteName: settings.name,
      canonicalUrl: absolute(path + canonicalQuery),
      ...(imageUrl && { imageUrl }),
      jsonLd: page?.jsonLd ?? [],
      noindex: body === null || !isIndexablePath(path),
    };
  };
}

/** The catalogue's query as it selects services: tracking parameters dropped, in a stable order. */
function meaningfulQuery(query: URLSearchParams): string {
  const kept = [...query].filter(([key, value]) => value !== '' && !TRACKING.test(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : '';
}
