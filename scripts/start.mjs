// `npm start`: builds when the build is missing or stale, then runs the server (port 3000, data in ./data).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (needsBuild(root)) {
  console.log('start: building the app (first run or sources changed)...');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/index.js')], {
  stdio: 'inherit',
  cwd: root,
  // NODE_ENV is left to the operator: without it the app runs as on a developer's machine (embedded database,
  // development outbox, sandbox payments); a deployment sets NODE_ENV=production with its secrets.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
