/**
 * The ceiling every endpoint is measured against: a bare Fastify route answering a fixed JSON body of
 * the size given in BODY_BYTES, in its own process like the real server.
 */
import Fastify from 'fastify';

const bytes = Number(process.env.BODY_BYTES ?? 1000);
const body = JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) });
const app = Fastify();
// Any method: the lifecycle benchmark's reference posts its steps here.
app.all('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
