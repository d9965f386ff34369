import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded database', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      appOrigin: 'http://localhost:3000',
    });
  });

  it('names every wrong variable at start-up', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        SESSION_SECRET: 'short',
      });
      expect.unreachable('loadConfig accepted a wrong configuration');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'SESSION_SECRET']));
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe(
      'x'.repeat(32),
    );
  });
});
