// Builds everything `npm start` serves: the client (Vite), the prerendered pages, and the server bundle.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

// What `npm start` serves is the production bundle, whoever builds it: vitest runs the browser tests' build with
// NODE_ENV=test, which would otherwise give them React's development build.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const clientDir = path.join(dist, 'client');
const started = Date.now();

fs.rmSync(dist, { recursive: true, force: true });

await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src/client/entry-server.tsx'), outDir: path.join(dist, 'ssr'), emptyOutDir: true, manifest: false },
});

const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const { render, PRERENDERED_PAGES } = await import(pathToFileURL(path.join(dist, 'ssr/entry-server.js')).href);

/** The route chunk and the chunks it imports, preloaded so hydration does not wait on a request chain. */
function preloadsFor(chunkKey) {
  const seen = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(chunkKey);
  return [...seen]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * React renders a page's <title> where the component is; in the browser it hoists it into <head>. A prerendered
 * page must carry it in <head> from the first byte, so it is moved there, replacing the template's.
 */
function withTitleInHead(documentHtml, appHtml) {
  const title = /<title>[\s\S]*?<\/title>/.exec(appHtml)?.[0];
  if (!title) return documentHtml.replace('<!--app-html-->', appHtml);
  return documentHtml.replace(/<title>[\s\S]*?<\/title>/, title).replace('<!--app-html-->', appHtml.replace(title, ''));
}

for (const page of PRERENDERED_PAGES) {
  const html = withTitleInHead(template, await render(page.path)).replace('</head>', `${preloadsFor(page.chunk)}</head>`);
  fs.mkdirSync(path.dirname(path.join(clientDir, page.file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, page.file), html);
}
fs.writeFileSync(path.join(clientDir, 'index.html'), template.replace('<!--app-html-->', ''));
fs.rmSync(path.join(dist, 'ssr'), { recursive: true, force: true });

await esbuild({
  entryPoints: [path.join(root, 'src/server/index.ts')],
  outfile: path.join(dist, 'server/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(dist, 'server/migrations'), { recursive: true });

// Pre-compressed copies, served by the static handler when the browser accepts them.
for (const file of fs.readdirSync(path.join(clientDir, 'assets'), { recursive: true })) {
  const full = path.join(clientDir, 'assets', String(file));
  if (!/\.(js|css|svg|json)$/.test(full) || fs.statSync(full).size < 1024) continue;
  const body = fs.readFileSync(full);
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

fs.writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
