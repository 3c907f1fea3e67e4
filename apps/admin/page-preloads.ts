import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languageValues } from '@shop/sdk';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import type { CatalogName } from './src/app/language';
import { catalogsOf } from './src/app/message-areas';
import { isSignInPath } from './src/app/sign-in-paths';

/**
 * What one page needs up front beyond what index.html names: files of the build, relative to its folder; its
 * messages by language (the server names those of the language the page will be shown in).
 */
export interface PagePreload {
  js: string[];
  css: string[];
  messages: Record<string, string[]>;
}

/**
 * The file this plugin writes into the build, read by the shop server (apps/server/src/http/page-preloads.ts):
 * `entry` is the file index.html starts (the server finds the base path of the assets by it), `pages` each route's
 * full path as the route tree names it (`/ordersFromStatus/$status`).
 */
export interface PagePreloads {
  entry: string;
  pages: Record<string, PagePreload>;
}

/** Where the file goes, inside the build's folder. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * Beside it, each of the app's own modules (as the manifest names sources) and the manifest key of the chunk holding
 * it, for readers of the manifest (the bundle-size benchmark) looking for a module grouped into another's chunk.
 */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

// What the entry (src/main.tsx) imports for a signed-in visit, beside the route tree's chunks, and for a signed-out
// visit to a sign-in screen instead of them.
const APP = 'src/app-main.tsx';
const QUERY_CLIENT = 'src/app/query-client.ts';
const SIGN_IN_ROOT = 'src/sign-in-root.tsx';

/** A route of the generated tree: its file (without extension, as the manifest's keys begin) and its parent. */
interface TreeRoute {
  file: string;
  parent: string | undefined;
}

/**
 * Every JavaScript file and stylesheet each page of the route tree needs before it shows, so that the server can
 * name them all in the page's HTML and the browser fetches them at once, rather than level after level (the entry,
 * then the app, then the router's chunks for the page, each with its imports). A signed-in page needs the app
 * (router and route tree), the query client and the code-split chunks of its layouts and its own; a sign-in screen
 * the sign-in entry. Its messages are named per language: the server names those of the language it expects the
 * page to be shown in (the cookie the app writes, else the browser's languages).
 * A module the bundler put into a chunk of others (chunk-plan.ts groups the app, the query client and the signed-in
 * layout with the frame) has no key of its own in the manifest: `holders` names the key of the chunk holding it.
 * Fails on a route of the tree without its code-split chunk in the manifest, so no page silently loses its list.
 */
export function pagePreloadsOf(
  built: Manifest,
  routeTree: string,
  routeTreeFile = 'src/routeTree.gen.ts',
  holders: ReadonlyMap<string, string> = new Map(),
): PagePreloads {
  const manifest: Manifest = { ...built };
  for (const [module, key] of holders) {
    const holder = built[key];
    if (manifest[module] === undefined && holder !== undefined) manifest[module] = holder;
  }
  const html = chunk(manifest, 'index.html');
  const namedByHtml = staticClosure(manifest, ['index.html']);
  const htmlFiles = new Set(
    namedByHtml.flatMap((key) => [chunk(manifest, key).file, ...cssOf(manifest, key)]),
  );
  const { routes, fullPaths } = readRouteTree(routeTree, path.posix.dirname(routeTreeFile));

  const pages: Record<string, PagePreload> = {};
  for (const [fullPath, name] of fullPaths) {
    const pathname = fullPath.replaceAll(/\$[^/]+/g, 'x');
    let starts: string[];
    let catalogs: CatalogName[];
    if (isSignInPath(pathname)) {
      starts = [SIGN_IN_ROOT];
      catalogs = ['common', 'signin'];
    } else {
      const layouts = layoutFiles(routes, name).map((file) => componentChunk(manifest, file));
      starts = [APP, QUERY_CLIENT, ...layouts, componentChunk(manifest, routeFile(routes, name))];
      // As the entry loads them for a signed-in page (src/main.tsx, src/app/message-areas.ts).
      catalogs = ['common', 'app', ...catalogsOf(pathname)];
    }
    const keys = staticClosure(manifest, starts);
    const messages = Object.fromEntries(
      languageValues.map((language) => [
        language,
        catalogs.map((catalog) => chunk(manifest, `src/locales/${language}/${catalog}.po`).file),
      ]),
    );
    pages[fullPath] = {
      js: unique(keys.map((key) => chunk(manifest, key).file)).filter((file) => !htmlFiles.has(file)),
      css: unique(keys.flatMap((key) => cssOf(manifest, key))).filter((file) => !htmlFiles.has(file)),
      messages,
    };
  }
  return { entry: html.file, pages };
}

/**
 * Writes {@link PAGE_PRELOADS_FILE} into the build, from the build manifest and TanStack Router's generated route
 * tree (`src/routeTree.gen.ts`, kept current by the router's plugin).
 */
export function pagePreloads(routeTreeFile = 'src/routeTree.gen.ts'): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'shop:page-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the files are written: the manifest is one of them.
    writeBundle(options, bundle) {
      if (config === undefined) throw new Error('page preloads: the build has no configuration');
      const manifestFile = config.build.manifest === true ? '.vite/manifest.json' : config.build.manifest;
      if (manifestFile === false)
        throw new Error('page preloads are read from the build manifest: set build.manifest');
      const dir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const manifest = readManifest(path.join(dir, manifestFile));
      const routeTree = readFileSync(path.resolve(config.root, routeTreeFile), 'utf8');
      // Each module of the app, as the manifest names sources, to the key of the chunk that holds it.
      const keyOfFile = new Map(Object.entries(manifest).map(([key, { file }]) => [file, key]));
      const holders = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        const key = output.type === 'chunk' ? keyOfFile.get(output.fileName) : undefined;
        if (output.type !== 'chunk' || key === undefined) continue;
        for (const id of output.moduleIds) {
          if (id.startsWith('\0') || id.includes('node_modules')) continue;
          holders.set(path.relative(config.root, id).split(path.sep).join('/'), key);
        }
      }
      writeFileSync(
        path.join(dir, MODULE_CHUNKS_FILE),
        `${JSON.stringify(Object.fromEntries(holders), null, 1)}\n`,
      );
      writeFileSync(
        path.join(dir, PAGE_PRELOADS_FILE),
        `${JSON.stringify(pagePreloadsOf(manifest, routeTree, routeTreeFile, holders), null, 1)}\n`,
      );
    },
  };
}

function readManifest(file: string): Manifest {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a build manifest`);
  const manifest: Manifest = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'object' || value === null || !('file' in value) || typeof value.file !== 'string') {
      throw new Error(`${file}: ${key} names no file`);
    }
    manifest[key] = {
      file: value.file,
      imports: 'imports' in value ? strings(value.imports) : [],
      css: 'css' in value ? strings(value.css) : [],
    };
  }
  return manifest;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The routes of TanStack Router's generated tree (`FileRoutesByFullPath`, each route's `update({ getParentRoute })`
 * and the import of its file), by the names the tree gives them.
 */
function readRouteTree(
  text: string,
  dir: string,
): { routes: Map<string, TreeRoute>; fullPaths: Array<[fullPath: string, route: string]> } {
  const files = new Map<string, string>();
  for (const [, name = '', from = ''] of text.matchAll(
    /^import \{ Route as (\w+) \} from '(\.[^']+)';?$/gm,
  )) {
    files.set(name, path.posix.join(dir, from));
  }
  const routes = new Map<string, TreeRoute>();
  for (const [, name = '', imported = '', options = ''] of text.matchAll(
    /^const (\w+) =\s*(\w+)\.update\(\{([^}]*)\}/gm,
  )) {
    const file = files.get(imported);
    if (file === undefined) throw new Error(`the route tree does not say which file ${name} comes from`);
    routes.set(name, { file, parent: /getParentRoute: \(\) => (\w+)/.exec(options)?.[1] });
  }
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(text)?.[1];
  const fullPaths = [...(byFullPath ?? '').matchAll(/'([^']+)': typeof (\w+);/g)].map(
    ([, fullPath = '', route = '']): [string, string] => [fullPath, route],
  );
  if (fullPaths.length === 0) throw new Error('the route tree names no route by its full path');
  return { routes, fullPaths };
}

function routeFile(routes: Map<string, TreeRoute>, name: string): string {
  const route = routes.get(name);
  if (route === undefined) throw new Error(`the route tree has no ${name}`);
  return route.file;
}

/** The files of a route's layouts, outermost first (the root is not among them: the app's chunk holds it). */
function layoutFiles(routes: Map<string, TreeRoute>, name: string): string[] {
  const files: string[] = [];
  let layout = routes.get(routes.get(name)?.parent ?? '');
  while (layout !== undefined) {
    files.unshift(layout.file);
    layout = routes.get(layout.parent ?? '');
  }
  return files;
}

/** The manifest key of a route file's code-split component chunk (`x.tsx?tsr-split=component---loader`). */
function componentChunk(manifest: Manifest, file: string): string {
  const split = new RegExp(`^${file.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[cm]?[jt]sx?\\?(.*)$`);
  const keys = Object.keys(manifest).filter((key) => {
    const query = split.exec(key)?.[1];
    return (
      query !== undefined && new URLSearchParams(query).get('tsr-split')?.split('---').includes('component')
    );
  });
  const [key, ...others] = keys;
  if (key === undefined) throw new Error(`the build has no code-split component chunk of ${file}`);
  if (others.length > 0)
    throw new Error(`the build has several component chunks of ${file}: ${keys.join(', ')}`);
  return key;
}

function chunk(manifest: Manifest, key: string) {
  const found = manifest[key];
  if (found === undefined) throw new Error(`the build manifest has no ${key}`);
  return found;
}

function cssOf(manifest: Manifest, key: string): string[] {
  return chunk(manifest, key).css ?? [];
}

/** The manifest keys loading `starts` brings, each once, in the order they are reached. */
function staticClosure(manifest: Manifest, starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(manifest, key).imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...seen];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
