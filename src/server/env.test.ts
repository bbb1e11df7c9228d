import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const SECRET = 'x'.repeat(40);

describe('loadEnv', () => {
  it('runs a fresh machine with defaults: port 3000, local URL, the development outbox', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', DEV_OUTBOX: true });
  });

  it('refuses production without AUTH_SECRET, and a non-local PUBLIC_URL without it even when NODE_ENV is forgotten', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ PUBLIC_URL: 'https://iq.example.com' })).toThrow(/AUTH_SECRET/);
  });

  it('keeps the development outbox (mailbox pages, links in the log) off production and off real addresses', () => {
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).DEV_OUTBOX).toBe(false);
    expect(loadEnv({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET }).DEV_OUTBOX).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4100' }).DEV_OUTBOX).toBe(true);
  });

  it('listens on loopback outside production unless HOST says otherwise, and on every interface in production', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '::1' }).HOST).toBe('::1');
  });

  it('refuses to serve the development outbox on an interface other machines reach', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'example.com']) {
      expect(() => loadEnv({ HOST: host }), host).toThrow(/HOST: the development outbox/);
    }
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(loadEnv({ HOST: host }).DEV_OUTBOX).toBe(true);
  });

  it('allows the payment sandbox on a machine of one\'s own, not on a public address that forgot NODE_ENV', () => {
    expect(loadEnv({}).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:4100' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ PUBLIC_URL: 'https://iq.example.com', AUTH_SECRET: SECRET }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).PAYMENTS_SANDBOX).toBe(false);
  });

  it('takes PAYMENTS_SANDBOX=true outside production, PAYMENTS_SANDBOX=false anywhere, and refuses true in production', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://test.iq.example.com', AUTH_SECRET: SECRET, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadEnv({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, PAYMENTS_SANDBOX: 'true' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(() => loadEnv({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('refuses the test-only quiz shortening in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: SECRET, QUIZ_DURATION_OVERRIDE_SECONDS: '10' })).toThrow(/test-only/);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
