/** The endpoints `npm run bench` measures; later features add theirs here. */
export interface BenchTarget {
  name: string;
  /** Path on the production server, including the /api prefix. */
  path: string;
}

export const targets: BenchTarget[] = [{ name: 'GET /api/site', path: '/api/site' }];
