import { spawnSync } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error plain ESM module shared with scripts/start.mjs
import { needsBuild } from '../../../scripts/build-freshness.mjs';

/** Browser tests run against the production build; build it once when it is missing or stale. */
export default function setup() {
  const root = path.resolve(import.meta.dirname, '../../..');
  if (!needsBuild(root)) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('e2e: the build failed');
}
