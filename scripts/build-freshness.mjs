import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'package.json', 'vite.config.ts', 'scripts/build.mjs'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when dist/ is missing or older than any source it is built from. */
export function needsBuild(root) {
  const stamp = path.join(root, 'dist/.build-stamp');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, 'dist/server/index.js'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
