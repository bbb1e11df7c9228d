import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type TestServer, startServer } from './server';

export interface AppUnderTest {
  server: TestServer;
  browser: Browser;
}

/**
 * For one test file: the built app on a fresh database and one Chromium, started before its tests and stopped
 * after them. Takes startServer's arguments (extra env, admins to create).
 */
export function appUnderTest(...args: Parameters<typeof startServer>): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startServer(...args), launchBrowser()]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
