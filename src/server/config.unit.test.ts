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

  it('uses the sandbox unless PAYMENT_PROVIDER=stripe, and then needs all three Stripe keys', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' });
      expect.unreachable('loadConfig accepted Stripe without its keys');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER=stripe',
        'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
      ]);
    }
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(stripe).payment).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(/same mode/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });

  it('keeps uploads on the disk unless STORAGE=s3, and then needs the bucket and its keys', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads' })).toThrow(
      /S3_ACCESS_KEY_ID: required when STORAGE=s3\n.*S3_SECRET_ACCESS_KEY: required when STORAGE=s3/,
    );
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    });
  });
});
