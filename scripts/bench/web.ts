/**
 * `npm run bench:web` — what the landing page costs the browser. Builds if needed, starts the server on a fresh
 * temp DATA_DIR, then reports (a) the JavaScript and CSS `/` and `/start` load up front (raw and gzip -9) and
 * whether the quiz route's chunk stays out of them, and (b) Lighthouse mobile performance for `/` and `/start`.
 * Flags: --runs n (3; the median by score is shown) --build (rebuild a stale dist/). Everything runs offline against 127.0.0.1.
 */
import { startAppServer } from '../lib/app-server';
import { ensureBuilt } from '../lib/build';
import { runMain } from '../lib/cleanup';
import { numberFlag, readFlags } from '../lib/cli';
import { machineLoad } from '../lib/proc';
import { fmt, printTable } from '../lib/table';
import { launchChrome, type LighthouseFigures, median, runLighthouse } from './lighthouse-run';
import { manifestFiles, pageAssets } from './page-assets';

const PAGES = ['/', '/start'];
const QUIZ_CHUNK = 'app/routes/quiz.tsx';

async function reportAssets(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const quizFiles = manifestFiles(QUIZ_CHUNK);
  if (!quizFiles) problems.push(`'${QUIZ_CHUNK}' is not in dist/client/.vite/manifest.json`);
  for (const page of PAGES) {
    const { html, htmlGzip, assets } = await pageAssets(baseUrl, page);
    console.log(`\n(a) ${page}: initial JavaScript and CSS (gzip -9)\n`);
    const js = assets.filter((a) => a.kind !== 'stylesheet');
    const css = assets.filter((a) => a.kind === 'stylesheet');
    const sum = (list: typeof assets, k: 'raw' | 'gzip') => list.reduce((n, a) => n + a[k], 0);
    printTable(
      ['file', 'loaded as', 'raw', 'gzip'],
      [
        ...assets.map((a) => [a.url, a.kind, fmt.kb(a.raw), fmt.kb(a.gzip)]),
        ['total JavaScript', `${js.length} files`, fmt.kb(sum(js, 'raw')), fmt.kb(sum(js, 'gzip'))],
        ['total CSS', `${css.length} files`, fmt.kb(sum(css, 'raw')), fmt.kb(sum(css, 'gzip'))],
        ['HTML', 'document', fmt.kb(html), fmt.kb(htmlGzip)],
      ],
    );
    if (quizFiles) {
      const leaked = assets.filter((a) => quizFiles.includes(a.url));
      console.log(
        leaked.length === 0
          ? `quiz route chunk (${quizFiles[0]}) is NOT loaded up front by ${page}: ok`
          : `QUIZ ROUTE CHUNK LOADED UP FRONT by ${page}: ${leaked.map((a) => a.url).join(', ')}`,
      );
      if (leaked.length > 0) problems.push(`${page} loads the quiz route chunk up front`);
    }
  }
  return problems;
}

async function reportLighthouse(baseUrl: string, runs: number): Promise<string[]> {
  const chrome = await launchChrome();
  const rows: (string | number)[][] = [];
  const problems: string[] = [];
  for (const page of PAGES) {
    const results: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${baseUrl}${page}`, chrome.port));
    const m = median(results);
    const external = [...new Set(results.flatMap((r) => r.external))];
    if (external.length > 0) problems.push(`${page} requested other origins: ${external.slice(0, 5).join(', ')}`);
    rows.push([page, m.score, fmt.n(m.fcp), fmt.n(m.lcp), fmt.n(m.tbt), fmt.n(m.cls, 3), fmt.n(m.si), results.map((r) => r.score).join(' '), external.length]);
  }
  chrome.kill();
  console.log(`\n(b) Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page: mobile emulation, simulated throttling (ms); ${machineLoad()}\n`);
  printTable(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'all scores', 'external requests'], rows);
  return problems;
}

async function main(): Promise<number> {
  const flags = readFlags(['runs'], ['build']);
  if (flags.help) return (console.log('usage: npm run bench:web -- [--runs 3] [--build]'), 0);
  const runs = numberFlag(flags, 'runs', 3, 10);
  ensureBuilt({ needClient: true, rebuildStale: flags.build === true });
  const app = await startAppServer({ label: 'app server' });
  const problems = [...(await reportAssets(app.url)), ...(await reportLighthouse(app.url, runs))];
  await app.child.stop();
  if (problems.length > 0) console.error(`\nPROBLEMS:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return problems.length > 0 ? 1 : 0;
}

runMain(main);
