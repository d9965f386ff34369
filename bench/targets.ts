/** The endpoints `npm run bench` measures; later features add theirs here. */
export interface BenchTarget {
  name: string;
  /** Path on the production server, including the /api prefix. */
  path: string;
}

const catalogueFilter = encodeURIComponent(JSON.stringify({ category: 'cooking', area: 'tokyo' }));

export const targets: BenchTarget[] = [
  { name: 'GET /api/site', path: '/api/site' },
  { name: 'GET /api/services (newest)', path: '/api/services?perPage=20' },
  {
    name: 'GET /api/services (filter+sort+page)',
    path: `/api/services?custom=${catalogueFilter}&orderBy=price_asc&page=5&perPage=20`,
  },
];

/** How many services the catalogue benchmark runs against. */
export const BENCH_SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
