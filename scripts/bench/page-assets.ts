import fs from 'node:fs';
import zlib from 'node:zlib';
import { CLIENT_MANIFEST } from '../lib/build';
import { request } from '../lib/http';

export interface Asset {
  kind: 'script' | 'modulepreload' | 'stylesheet';
  url: string;
  raw: number;
  gzip: number;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
}

/** The scripts, module preloads and stylesheets a page's HTML loads up front (not what its code imports later). */
export function initialAssets(html: string): { kind: Asset['kind']; url: string }[] {
  const found: { kind: Asset['kind']; url: string }[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src) found.push({ kind: 'script', url: src });
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) found.push({ kind: 'modulepreload', url: href });
    else if (rel.includes('stylesheet')) found.push({ kind: 'stylesheet', url: href });
  }
  return found.filter((a, i) => found.findIndex((b) => b.url === a.url) === i);
}

/** Fetches a page and each of its initial assets (identity encoding), sized raw and gzipped at level 9. */
export async function pageAssets(baseUrl: string, page: string): Promise<{ html: number; htmlGzip: number; assets: Asset[] }> {
  const res = await request(`${baseUrl}${page}`);
  if (res.status !== 200) throw new Error(`GET ${page} answered ${res.status}`);
  const assets: Asset[] = [];
  for (const { kind, url } of initialAssets(res.body)) {
    const full = new URL(url, `${baseUrl}${page}`);
    if (full.origin !== baseUrl) throw new Error(`${page} loads ${url} from another origin`);
    const asset = await request(full.toString());
    if (asset.status !== 200) throw new Error(`GET ${full.pathname} answered ${asset.status}`);
    const body = asset.bytes;
    assets.push({ kind, url: full.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  const html = res.bytes;
  return { html: html.length, htmlGzip: zlib.gzipSync(html, { level: 9 }).length, assets };
}

/** The built file of a manifest key (e.g. 'app/routes/quiz.tsx') and of its CSS, as URL paths. */
export function manifestFiles(key: string): string[] | null {
  const manifest = JSON.parse(fs.readFileSync(CLIENT_MANIFEST, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[key];
  return entry ? [entry.file, ...(entry.css ?? [])].map((f) => `/${f}`) : null;
}
