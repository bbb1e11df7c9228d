import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from '../lib/cleanup';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Requests the page made to anything other than the local server. */
  external: string[];
}

export async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  onCleanup(`kill Chrome (pid ${chrome.pid})`, () => chrome.kill());
  return chrome;
}

/** One Lighthouse run, performance only, default mobile emulation and simulated throttling. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const origin = new URL(url).origin;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    external: items.map((i) => i.url ?? '').filter((u) => /^https?:/.test(u) && !u.startsWith(origin)),
  };
}

/** The run with the median performance score. */
export function median(runs: LighthouseFigures[]): LighthouseFigures {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
}
