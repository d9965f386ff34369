import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    genReqId: () => 'request-0001',
    childLoggerFactory: requestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.info('not at warn');
    request.log.warn({ detail: 1 }, 'something to look at');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('the request logger', () => {
  it('writes nothing for a request below its level, and a line at the level with the request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject('/warns');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'request-0001', detail: 1, msg: 'something to look at' }),
    ]);
  });

  it("writes Fastify's own request lines at info, each with the request id", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/quiet');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'request-0001'],
      ['request completed', 'request-0001'],
    ]);
  });
});
