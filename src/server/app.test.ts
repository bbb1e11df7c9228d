import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { tests } from './db/schema';
import { createTestApp, fromAddress, visitor } from './test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createApp', () => {
  it('reports health with the database up', async () => {
    const res = await visitor(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 on health when the database is down', async () => {
    const app = createApp({ deps: t.deps, ping: () => Promise.reject(new Error('down')) });
    const res = await visitor(app).get('/api/health');
    expect(res.status).toBe(503);
  });

  it('sends security headers, a request id and no-store on the API', async () => {
    const res = await visitor(t.app).post('/api/quiz/attempts');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a Permissions-Policy that turns off the powerful features the app does not use, on pages and the API', async () => {
    for (const res of [await visitor(t.app).get('/api/health'), await visitor(t.app).get('/no-such-page')]) {
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'payment=()']) expect(policy).toContain(off);
      expect(policy).toContain('clipboard-write=(self)');
    }
  });

  it("says 'no active test' when every test is switched off", async () => {
    await t.db.update(tests).set({ isActive: false });
    const v = visitor(t.app);
    const summary = await v.get('/api/quiz/test');
    const start = await v.post('/api/quiz/attempts');
    await t.db.update(tests).set({ isActive: true });
    expect(summary.status).toBe(404);
    expect(summary.json.error).toMatchObject({ code: 'NO_ACTIVE_TEST', message: 'There are no active tests at the moment.' });
    expect(start.json.error.code).toBe('NO_ACTIVE_TEST');
  });

  it('mounts the development mailbox only when asked (never in production)', async () => {
    const local = { headers: { host: 'localhost:3000' } };
    expect((await t.app.request('/api/dev/mailbox', local, fromAddress('127.0.0.1'))).status).toBe(200);
    const production = createApp({ deps: t.deps, ping: async () => {} });
    expect((await production.request('/api/dev/mailbox', local, fromAddress('127.0.0.1'))).status).toBe(404);
    expect((await visitor(production).get('/dev/mailbox')).status).toBe(404);
  });

  it('never leaks internals in a 500', async () => {
    const app = createApp({ deps: { ...t.deps, db: new Proxy(t.deps.db, { get: () => { throw new Error('secret driver detail'); } }) }, ping: async () => {} });
    const res = await visitor(app).get('/api/stats/public');
    expect(res.status).toBe(500);
    expect(res.json.error).toMatchObject({ code: 'INTERNAL', message: 'An unexpected error occurred' });
    expect(res.text).not.toContain('secret');
  });
});

describe('serving the front end', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, 'prerendered'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<html><body><div id="root"></div>shell</body></html>');
    fs.writeFileSync(path.join(dir, 'prerendered/landing.html'), '<html><body>landing</body></html>');
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves the prerendered landing, the shell for client routes and immutable assets', async () => {
    const app = createApp({ deps: t.deps, ping: async () => {}, clientDir: dir });
    const v = visitor(app);
    expect((await v.get('/')).text).toContain('landing');
    const quiz = await v.get('/quiz');
    expect(quiz.status).toBe(200);
    expect(quiz.text).toContain('shell');
    const asset = await v.get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const oldChunk = await v.get('/assets/chunk-from-last-deploy.js');
    expect(oldChunk.status).toBe(404);
    expect(oldChunk.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(oldChunk.text).not.toContain('shell');
    const unknownPage = await v.get('/no-such-page');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.text).toContain('shell');
    expect((await v.get('/api/unknown')).status).toBe(404);
  });
});
