/**
 * The baseline for `npm run bench:quiz`: a bare node:http server that answers each answer-save request with one
 * INSERT ... ON CONFLICT DO UPDATE into attempt_answers of the same database the app used — no framework, no
 * transaction, no checks. PostgreSQL via a pg.Pool when DATABASE_URL is set, else PGlite in DATA_DIR/pglite.
 * Started by scripts/bench/quiz.ts (`node --import tsx`); serves GET /api/health and PUT .../answers/:questionId.
 */
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const UPSERT = `insert into attempt_answers (attempt_id, question_id, option_index, answered_at) values ($1, $2, $3, now())
  on conflict (attempt_id, question_id) do update set option_index = excluded.option_index, answered_at = excluded.answered_at`;
const ROUTE = /^\/api\/quiz\/attempts\/([0-9a-f-]{36})\/answers\/([0-9a-f-]{36})$/;

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

async function openDb(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL_MAX ?? 10) });
    pool.on('error', () => {});
    return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
  }
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATABASE_URL or DATA_DIR is required');
  const client = new PGlite(path.join(dataDir, 'pglite'));
  await client.waitReady;
  return { query: (sql, params) => client.query(sql, params), close: () => client.close() };
}

const db = await openDb();
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    void (async () => {
      try {
        if (req.method === 'GET' && req.url === '/api/health') {
          await db.query('select 1');
          return json(res, 200, { status: 'ok' });
        }
        const m = req.method === 'PUT' ? ROUTE.exec(req.url ?? '') : null;
        if (!m) return json(res, 404, { error: 'not found' });
        const { option } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { option: number };
        await db.query(UPSERT, [m[1], m[2], option]);
        return json(res, 200, { questionId: m[2], option });
      } catch (err) {
        return json(res, 500, { error: (err as Error).message });
      }
    })();
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => void db.close().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
