import type { PublicService } from '../../../core/contract/services.ts';
import type { JsonLd } from '../../spa/page-head.ts';

export function organization(site: { name: string; url: string; logoUrl?: string }): JsonLd {
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    ...(site.logoUrl && { logo: site.logoUrl }),
  };
}

/** The site, with the catalogue's keyword search as its search box. */
export function webSite(site: { name: string; url: string; searchUrl: string }): JsonLd {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.searchUrl}?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A service with its lowest price (tax included, as every public price is) and its rating when rated. */
export function service(
  detail: Pick<PublicService, 'title' | 'description' | 'minPrice' | 'rating'>,
  links: { url: string; imageUrl?: string; provider: { name: string; url: string } },
): JsonLd {
  const { average, count } = detail.rating;
  const price = detail.minPrice?.includingTax;
  return {
    '@type': 'Service',
    name: detail.title,
    description: detail.description,
    url: links.url,
    ...(links.imageUrl && { image: links.imageUrl }),
    provider: { '@type': 'Person', name: links.provider.name, url: links.provider.url },
    ...(price !== undefined && {
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'JPY',
        url: links.url,
        priceSpecification: {
          '@type': 'PriceSpecification',
          price,
          priceCurrency: 'JPY',
          valueAddedTaxIncluded: true,
        },
      },
    }),
    ...(count > 0 &&
      average !== null && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: average,
          reviewCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/** The trail from the top page to this one; each step an absolute URL. */
export function breadcrumbs(steps: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
