/**
 * `npm run bench:documents` — how long the PDFs take to make: certificates, full reports (every section owned) and
 * receipts, requested through the app in-process (session, ownership check, database reads, rendering) for
 * `--members` paid members, first one request at a time (latency), then `--concurrency` at a time (throughput).
 * Rendering is CPU work on the event loop, so the concurrent figures say how much one process can serve.
 * Flags: --members n (20) --requests n (200 per document kind in the concurrent phase) --concurrency n (8)
 * Set DATABASE_URL to run on a throwaway PostgreSQL database instead of in-memory PGlite.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { payments } from '../../src/server/db/schema';
import { paidMember } from '../../src/server/modules/results/results-test-kit';
import { createTestApp } from '../../src/server/test-support/create-test-app';
import { runMain } from '../lib/cleanup';
import { numberFlag, readFlags } from '../lib/cli';
import { forEachLimited } from '../lib/http';
import { fmt, printTable } from '../lib/table';

const HELP = 'usage: npm run bench:documents -- [--members 20] [--requests 200] [--concurrency 8]';

interface Target {
  kind: string;
  path: string;
  cookie: string;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

runMain(async () => {
  const flags = readFlags(['members', 'requests', 'concurrency']);
  if (flags.help) {
    console.log(HELP);
    return 0;
  }
  const members = numberFlag(flags, 'members', 20, 500);
  const requests = numberFlag(flags, 'requests', 200, 100_000);
  const concurrency = numberFlag(flags, 'concurrency', 8, 256);

  const t = await createTestApp();
  try {
    console.log(`bench:documents: ${members} paid members on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}...`);
    const targets: Target[] = [];
    for (let i = 0; i < members; i += 1) {
      const m = await paidMember(t, `bench.member.${i}@example.com`, (_, n) => (n % 3 === 0 ? 'wrong' : 'right'));
      for (const upsellType of ['extended', 'cognitive-analysis-report', 'cognitive-growth-retention']) {
        const bought = await m.browser.post('/api/payments/upsells', { upsellType });
        if (bought.json?.status !== 'paid') throw new Error(`upsell ${upsellType}: ${bought.status} ${bought.text}`);
      }
      const [payment] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, (await m.browser.get('/api/me')).json.user.id)).limit(1);
      const cookie = m.browser.cookie ?? '';
      targets.push({ kind: 'certificate', path: `/api/results/${m.resultId}/certificate.pdf`, cookie });
      targets.push({ kind: 'report (all sections)', path: `/api/results/${m.resultId}/report.pdf`, cookie });
      if (payment) targets.push({ kind: 'receipt', path: `/api/receipts/${payment.id}`, cookie });
    }

    const fetchPdf = async (target: Target) => {
      const started = performance.now();
      const res = await t.app.request(target.path, { headers: { cookie: target.cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${target.path}: ${res.status}`);
      return { ms: performance.now() - started, bytes };
    };

    const kinds = [...new Set(targets.map((x) => x.kind))];
    const rows: (string | number)[][] = [];
    for (const kind of kinds) {
      const ofKind = targets.filter((x) => x.kind === kind);
      // Sequential: every member's document once (the first request also loads the fonts).
      const sequential: number[] = [];
      let size = 0;
      for (const target of ofKind) {
        const { ms, bytes } = await fetchPdf(target);
        sequential.push(ms);
        size = bytes;
      }
      sequential.sort((a, b) => a - b);
      // Concurrent: `requests` requests spread over the members, `concurrency` in flight.
      const work = Array.from({ length: requests }, (_, i) => ofKind[i % ofKind.length]!);
      const latencies: number[] = [];
      const started = performance.now();
      await forEachLimited(work.length, concurrency, Number.POSITIVE_INFINITY, async (i) => {
        latencies.push((await fetchPdf(work[i]!)).ms);
      });
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      rows.push([
        kind,
        fmt.kb(size),
        fmt.n(quantile(sequential, 0.5), 1),
        fmt.n(sequential.at(-1) ?? Number.NaN, 1),
        fmt.n(requests / seconds, 1),
        fmt.n(quantile(latencies, 0.5), 1),
        fmt.n(quantile(latencies, 0.99), 1),
      ]);
    }
    console.log();
    printTable(['document', 'size', 'seq p50 ms', 'seq max ms', `docs/s @${concurrency}`, 'p50 ms', 'p99 ms'], rows);
    return 0;
  } finally {
    await t.close();
  }
});
