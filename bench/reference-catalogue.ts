/**
 * The catalogue's ceiling on PostgreSQL: a bare Fastify route per benchmarked catalogue path (BENCH_PATHS,
 * a JSON list) that runs the server's own page statement for that path (./catalogue-page-query.ts) as one
 * prepared raw `pg` statement (`{ name, text, values }`) and answers its rows as JSON. Same pool size as
 * the server's (10), in its own process like the real server. No count, no mapping, no hooks: what the
 * database and HTTP alone allow for that page.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { cataloguePageQuery } from './catalogue-page-query.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
const paths: string[] = JSON.parse(process.env.BENCH_PATHS ?? '[]');
const statements = new Map<string, pg.QueryConfig>();
for (const [index, path] of paths.entries()) {
  const page = await cataloguePageQuery(databaseUrl, path);
  statements.set(path, { name: `catalogue_page_${index}`, text: page.sql, values: [...page.parameters] });
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify();
app.get('/*', async (request, reply) => {
  const statement = statements.get(request.url);
  if (!statement) return reply.status(404).send();
  const { rows } = await pool.query(statement);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: rows }));
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
