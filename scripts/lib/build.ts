import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/index.js');
export const CLIENT_MANIFEST = path.join(ROOT, 'dist/client/.vite/manifest.json');

/** Same inputs as scripts/build-freshness.mjs (what `npm start` checks). */
const INPUTS = ['src', 'package.json', 'vite.config.ts', 'scripts/build.mjs'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is present and newer than its sources. */
export function buildReason(needClient: boolean): string | null {
  if (!fs.existsSync(SERVER_BUNDLE)) return 'dist/server/index.js is missing';
  if (needClient && !fs.existsSync(CLIENT_MANIFEST)) return 'dist/client/.vite/manifest.json is missing';
  const stamp = path.join(ROOT, 'dist/.build-stamp');
  if (!fs.existsSync(stamp)) return 'dist/.build-stamp is missing';
  const built = fs.statSync(stamp).mtimeMs;
  const stale = INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > built);
  return stale ? `sources changed since the last build (${stale})` : null;
}

/**
 * Runs `node scripts/build.mjs` when the build is missing, or when it is stale and `rebuildStale` (the --build
 * flag); a stale build is otherwise used with a warning, since rebuilding deletes dist/ under anyone using it.
 * Throws when the build fails.
 */
export function ensureBuilt({ needClient = false, rebuildStale = false }: { needClient?: boolean; rebuildStale?: boolean } = {}): void {
  const reason = buildReason(needClient);
  if (!reason) return;
  if (!reason.includes('missing') && !rebuildStale) {
    console.warn(`build: using the existing dist/ although ${reason}; pass --build to rebuild`);
    return;
  }
  console.log(`build: ${reason}; running node scripts/build.mjs ...`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit', timeout: 10 * 60_000 });
  if (result.status !== 0) throw new Error(`node scripts/build.mjs failed (exit ${result.status ?? result.signal})`);
}
