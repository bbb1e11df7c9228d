import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

const allowed = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Lets the pages of `context` log errors matching `patterns` (a test that provokes one on purpose, e.g. a failed
 * request it answers itself). Anything else fails the test.
 */
export function allowPageErrors(context: BrowserContext, ...patterns: RegExp[]) {
  allowed.set(context, [...(allowed.get(context) ?? []), ...patterns]);
}

/**
 * Watches every page of `context` (tabs and pop-ups included): an uncaught page error, a console error (which is
 * also how Chromium reports a content-security-policy violation and a failed request) or a CSP violation event
 * fails the running test when it ends, unless allowPageErrors let it through.
 */
async function failOnPageErrors(context: BrowserContext) {
  const seen: string[] = [];
  const note = (kind: string, url: string, text: string) => {
    if (!(allowed.get(context) ?? []).some((p) => p.test(text))) seen.push(`${kind} on ${url}: ${text}`);
  };
  const watch = (page: Page) => {
    page.on('pageerror', (err) => note('page error', page.url(), err.message));
    page.on('console', (msg) => {
      // A failed request's message names no address; its location does.
      if (msg.type() === 'error') note('console error', page.url(), `${msg.text()} ${msg.location().url}`.trim());
    });
  };
  context.on('page', watch);
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => note('CSP violation', page.url(), text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  onTestFinished(() => {
    if (seen.length > 0) throw new Error(`errors the pages logged:\n${seen.join('\n')}`);
  });
}

export async function newPage(browser: Browser, baseURL: string, viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.name === 'phone',
    hasTouch: viewport.name === 'phone',
    reducedMotion: 'reduce',
  });
  await failOnPageErrors(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** axe-core on the current page: no violations of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
