import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of vite's build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its first module's, or its group's (react, router, ...). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The build manifest: chunks by key (the source path, or `_name-hash.js` for shared chunks), with, for a module
 * the build grouped into a chunk of others (apps/admin/chunk-plan.ts), the key of the chunk holding it (the build's
 * `.vite/module-chunks.json`).
 */
export interface Manifest {
  chunks: Record<string, ManifestChunk>;
  holders: Record<string, string>;
}

/** The size budgets of the admin's JavaScript, in either language, kB gzipped (1 kB = 1000 bytes, as vite reports). */
export const BUDGETS = { signIn: 95, items: 145, dashboard: 160, largestLazyChunk: 40 } as const;

/** The sign-in screens' code and messages in one language (the catalogs are Lingui's, see apps/admin/lingui.config.ts). */
const signIn = (language: string) => [
  'index.html',
  'src/sign-in-root.tsx',
  `src/locales/${language}/common.po`,
  `src/locales/${language}/signin.po`,
];

/**
 * A signed-in page: the whole app, the signed-in layout with the query cache, the page, and its messages (every
 * page's `common`, every signed-in page's, and its area's: see apps/admin/src/app/message-areas.ts; never the
 * signed-out screens' `signin`).
 */
const signedIn = (route: string, area: string, language: string) => [
  'index.html',
  'src/app-main.tsx',
  'route:src/routes/_authed.tsx',
  'src/app/query-client.ts',
  `route:${route}`,
  `src/locales/${language}/common.po`,
  `src/locales/${language}/app.po`,
  `src/locales/${language}/${area}.po`,
];

/**
 * What each page loads before it is usable, as manifest keys, in English and in Bangla: the entry (index.html) with
 * its static imports, then what it loads on the way, in order. A signed-out visit to /login is shown by the small
 * sign-in entry (src/sign-in-root.tsx), without the router. The route files are code-split by TanStack Router's
 * plugin (`src/routes/x.tsx?tsr-split=component---loader`); `_authed`'s guard loads TanStack Query's client
 * (src/app/query-client.ts) and the signed-in screens' messages before any signed-in page.
 */
export const PAGES = {
  '/login': signIn('en'),
  '/login (bn)': signIn('bn'),
  '/items': signedIn('src/routes/_authed/items.tsx', 'catalogue', 'en'),
  '/items (bn)': signedIn('src/routes/_authed/items.tsx', 'catalogue', 'bn'),
  '/': signedIn('src/routes/_authed/index.tsx', 'orders', 'en'),
  '/ (bn)': signedIn('src/routes/_authed/index.tsx', 'orders', 'bn'),
} as const;

/** The live admin's code: the tab's event stream, what each event makes stale, and the hooks screens follow it with. */
const LIVE = [
  'src/routes/-live/live-updates.tsx',
  'src/app/live-stream.ts',
  'src/app/event-stale-reads.ts',
  'src/app/use-live-feed.ts',
  'src/features/orders/use-new-orders.ts',
  'src/list-screens/use-changed-elsewhere.ts',
];

/**
 * Sources a page must not load before it is usable: they load on demand (the dashboard's chart, the print view, the
 * live admin once the page has settled).
 */
export const ON_DEMAND = {
  '/': ['src/features/dashboard/sales-chart.tsx', 'route:src/routes/_authed/print.orders.tsx', ...LIVE],
  '/items': LIVE,
} as const;

/** The sources of {@link ON_DEMAND} a page loads up front anyway (none, when the budget holds). */
export function loadedUpFront(manifest: Manifest, page: keyof typeof ON_DEMAND): string[] {
  const closure = new Set(
    staticClosure(
      manifest,
      PAGES[page].map((name) => resolveKey(manifest, name)),
    ),
  );
  return ON_DEMAND[page].filter((name) => closure.has(resolveKey(manifest, name)));
}

/** Reads the admin build's manifest, and which chunk holds each module grouped into another's. */
export function readManifest(distDir: string): Manifest {
  const read = (file: string): object => {
    const parsed: unknown = JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not an object`);
    return parsed;
  };
  const chunks: Record<string, ManifestChunk> = {};
  for (const [key, value] of Object.entries(read('.vite/manifest.json'))) {
    if (typeof value === 'object' && value !== null && 'file' in value && typeof value.file === 'string') {
      chunks[key] = value;
    }
  }
  const holders: Record<string, string> = {};
  for (const [module, key] of Object.entries(read('.vite/module-chunks.json'))) {
    if (typeof key === 'string') holders[module] = key;
  }
  return { chunks, holders };
}

/**
 * The manifest key a page entry names: itself, or for `route:<file>` the chunk of that route's component and
 * loader. A name the build no longer has fails loudly, so a renamed route cannot drop out of a budget.
 */
export function resolveKey({ chunks, holders }: Manifest, name: string): string {
  if (!name.startsWith('route:')) {
    const key = chunks[name] === undefined ? holders[name] : name;
    if (key === undefined) throw new Error(`the build manifest has no ${name}`);
    return key;
  }
  const file = name.slice('route:'.length);
  const split = (k: string) => k.startsWith(`${file}?`) && /tsr-split=[^&]*component/.test(k);
  const own = Object.keys(chunks).find(split);
  const held = Object.keys(holders).find(split);
  const key = own ?? (held === undefined ? undefined : holders[held]);
  if (key === undefined) throw new Error(`the build manifest has no code-split chunk of ${file}`);
  return key;
}

/** The chunks loading `keys` brings, each once: each key and its static imports, recursively. */
export function staticClosure({ chunks }: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = chunks[key];
    if (chunk === undefined) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** One JavaScript file's size gzipped (zlib's default level, as vite reports it), bytes. */
export function gzippedSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file))).length;
}

/** A page's JavaScript: each file it loads (with the chunk's name), with its gzipped size, and their sum in kB. */
export interface PageWeight {
  files: Array<{ file: string; name: string; bytes: number }>;
  kB: number;
}

/** The gzipped JavaScript a page loads before it is usable (see {@link PAGES}). */
export function pageWeight(distDir: string, manifest: Manifest, page: keyof typeof PAGES): PageWeight {
  const keys = staticClosure(
    manifest,
    PAGES[page].map((name) => resolveKey(manifest, name)),
  );
  const files = keys.flatMap((key) => {
    const chunk = manifest.chunks[key];
    if (chunk === undefined || !chunk.file.endsWith('.js')) return [];
    return [{ file: chunk.file, name: chunk.name ?? key, bytes: gzippedSize(distDir, chunk.file) }];
  });
  return { files, kB: toKb(files.reduce((sum, f) => sum + f.bytes, 0)) };
}

/** The largest chunk loaded on demand (anything not in the entry's first download), gzipped. */
export function largestLazyChunk(
  distDir: string,
  manifest: Manifest,
): { file: string; name: string; kB: number } {
  const first = new Set(staticClosure(manifest, ['index.html']));
  let largest = { file: '', name: '', bytes: 0 };
  for (const [key, chunk] of Object.entries(manifest.chunks)) {
    if (first.has(key) || !chunk.file.endsWith('.js')) continue;
    const bytes = gzippedSize(distDir, chunk.file);
    if (bytes > largest.bytes) largest = { file: chunk.file, name: chunk.name ?? key, bytes };
  }
  return { file: largest.file, name: largest.name, kB: toKb(largest.bytes) };
}

function toKb(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}
