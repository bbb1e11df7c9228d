// `npm run dev`: the API server (restarting on change) on API_PORT and Vite with hot reload on 5173, proxying /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
// Browsers use Vite's address: links in mails and sign-in redirects must lead there, not to the bare API server.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`;
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, PUBLIC_URL: publicUrl, CLIENT_DIR: path.join(root, '.no-client'), NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', cwd: root, env }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], { stdio: 'inherit', cwd: root, env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
