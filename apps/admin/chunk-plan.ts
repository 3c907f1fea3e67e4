import path from 'node:path';
import type { Plugin } from 'vite';

/** A module's id (the bundler's: a file path, with a query for a route's code-split part). */
type ModuleId = string;

/** A module as the plan sees it: its code (after transforms) and the modules it imports statically. */
export interface PlannedModule {
  code: string;
  imports: readonly ModuleId[];
}

/** The module graph the plan reads, by id. */
export type ModuleGraph = ReadonlyMap<ModuleId, PlannedModule>;

/** A group of the build's chunks: which modules it takes. */
export interface ChunkGroup {
  name: string;
  test: (id: ModuleId) => boolean;
}

/** Where the groups' closures start and stop, as module id patterns. */
export interface ChunkPlanStarts {
  /** What a signed-out visit loads: the entry, and the sign-in screens' own entry. Never grouped. */
  signedOut: RegExp;
  /** What a signed-in visit loads before any page (the app, the query cache, the frame): the `signed-in` group. */
  signedIn: RegExp;
  /** The list screen every resource's page is made of: the `lists` group. */
  lists: RegExp;
  /** The signed-in pages' own modules (their routes' code-split parts): what two of them share joins `lists`. */
  screens: RegExp;
  /**
   * The modules that may join `lists` for being shared by pages: the app's own, the ui-kit's, the SDK's facts and
   * operations (one small module each).
   */
  shareable: RegExp;
  /** Modules with a chunk of their own, which never join a group (the ui-kit's dialogs). */
  apart: RegExp;
  /** Libraries with their own chunk (beside React): the router and TanStack Query. */
  libraries: RegExp;
  /** Modules left to the bundler whatever reaches them (React, with its own group; the message catalogs). */
  ungrouped: RegExp;
}

/** React, in a chunk of its own (vite.config.ts). */
export const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
/** The router and TanStack Query, in one chunk of their own (vite.config.ts). */
export const LIBRARY_MODULES =
  /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)[\\/]/;
/**
 * The ui-kit's dialogs (with the modal's focus trap, scroll lock and hiding of the page behind it) and the controls
 * only signed-in screens use, in a chunk of their own (vite.config.ts).
 */
export const DIALOG_MODULES =
  /packages[\\/]ui-kit[\\/]src[\\/](modal|use-focus-trap|use-scroll-lock|hide-others|confirm-dialog|select-field|details-list)\.tsx?$/;

const STARTS: ChunkPlanStarts = {
  signedOut: /src[\\/](main|sign-in-root)\.tsx$/,
  signedIn: /src[\\/](app-main\.tsx|app[\\/]query-client\.ts|routes[\\/]_authed\.tsx\?tsr-split=component)/,
  lists: /src[\\/]list-screens[\\/]resource-list-screen\.tsx$/,
  screens: /src[\\/]routes[\\/]_authed[\\/].*\?tsr-split=component/,
  shareable:
    /(apps[\\/]admin|packages[\\/]ui-kit)[\\/]src[\\/]|packages[\\/]sdk[\\/]dist[\\/]generated[\\/](contract|operations)[\\/]/,
  apart: DIALOG_MODULES,
  libraries: LIBRARY_MODULES,
  ungrouped: new RegExp(`${REACT_MODULES.source}|\\.po$`),
};

/** The package whose modules re-export others by name (`@shop/sdk`'s index and folders of one module per fact). */
const SDK = /packages[\\/]sdk[\\/]dist[\\/]/;

/** The SDK's entry points, as the app imports them, and the module each is. */
const SDK_ENTRIES: ReadonlyArray<[specifier: string, file: RegExp]> = [
  ['@shop/sdk', /packages[\\/]sdk[\\/]dist[\\/]index\.js$/],
  ['@shop/sdk/query', /packages[\\/]sdk[\\/]dist[\\/]query\.js$/],
  ['@shop/sdk/schemas', /packages[\\/]sdk[\\/]dist[\\/]schemas\.js$/],
];

/** What a module exports: its own names, names it passes on from another module, and modules it passes on whole. */
interface Exports {
  own: Set<string>;
  passed: Map<string, { from: string; name: string }>;
  all: string[];
}

function exportsOf(code: string): Exports {
  const own = new Set<string>();
  const passed = new Map<string, { from: string; name: string }>();
  const all: string[] = [];
  for (const [, name] of code.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g,
  )) {
    if (name !== undefined) own.add(name);
  }
  for (const [, list = '', from] of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/g)) {
    for (const [local, exported = local] of specifiers(list)) {
      if (from === undefined) own.add(exported);
      else passed.set(exported, { from, name: local });
    }
  }
  for (const [, from] of code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    if (from !== undefined) all.push(from);
  }
  return { own, passed, all };
}

/** `a, b as c, type D` -> [a, a], [b, c]. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [local = part, exported] = part.split(/\s+as\s+/);
      return [local, exported ?? local];
    });
}

/** The names a module imports from each specifier, or `*` when it takes the whole module. */
function importsOf(code: string): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  const add = (from: string, name: string) => {
    const names = named.get(from) ?? new Set<string>();
    names.add(name);
    named.set(from, names);
  };
  for (const [, clause = '', from = ''] of code.matchAll(/import\s*([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces !== null) for (const [local] of specifiers(braces[1] ?? '')) add(from, local);
    if (clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') !== '') add(from, '*');
  }
  for (const [, from = ''] of code.matchAll(/import\s*['"]([^'"]+)['"]/g)) add(from, '*');
  // What a module passes on is what it takes from there too.
  for (const [, list = '', from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (from !== undefined) for (const [local] of specifiers(list)) add(from, local);
  }
  for (const [, from = ''] of code.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) add(from, '*');
  return named;
}

/**
 * The modules the graph reaches from `starts` through static imports. The SDK's modules are followed by name: a
 * module that imports `listItemsQuery` from `@shop/sdk` reaches the module defining it, not every module the SDK's
 * index re-exports (which would be every fact and operation of the API).
 */
export function reachable(graph: ModuleGraph, starts: readonly ModuleId[], stop: (id: ModuleId) => boolean) {
  const exportsCache = new Map<ModuleId, Exports>();
  const exported = (id: ModuleId) => {
    let found = exportsCache.get(id);
    if (found === undefined) {
      found = exportsOf(graph.get(id)?.code ?? '');
      exportsCache.set(id, found);
    }
    return found;
  };
  const resolveIn = (from: ModuleId, specifier: string): ModuleId | undefined => {
    const imports = graph.get(from)?.imports ?? [];
    if (specifier.startsWith('.')) {
      const wanted = path.resolve(path.dirname(from), specifier);
      return imports.find((id) => id === wanted);
    }
    const entry = SDK_ENTRIES.find(([name]) => name === specifier);
    return entry === undefined ? undefined : imports.find((id) => entry[1].test(id));
  };
  /** The module that defines `name`, exported by `id` (which may pass it on). */
  const definer = (id: ModuleId, name: string, seen = new Set<string>()): ModuleId | undefined => {
    if (seen.has(`${id} ${name}`)) return undefined;
    seen.add(`${id} ${name}`);
    const { own, passed, all } = exported(id);
    if (own.has(name)) return id;
    const pass = passed.get(name);
    if (pass !== undefined) {
      const target = resolveIn(id, pass.from);
      return target === undefined ? undefined : definer(target, pass.name, seen);
    }
    for (const from of all) {
      const target = resolveIn(id, from);
      const found = target === undefined ? undefined : definer(target, name, seen);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const seen = new Set<ModuleId>();
  const pending = [...starts];
  const visit = (id: ModuleId) => {
    if (!seen.has(id) && !stop(id)) pending.push(id);
  };
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    const module = graph.get(id);
    if (module === undefined) continue;
    const byName = new Set<ModuleId>();
    for (const [specifier, names] of importsOf(module.code)) {
      const target = resolveIn(id, specifier);
      if (target === undefined || !SDK.test(target) || names.has('*')) continue;
      byName.add(target);
      for (const name of names) {
        const found = definer(target, name);
        // A name the plan cannot place: the whole module, rather than a module left out.
        if (found === undefined) byName.delete(target);
        else visit(found);
      }
    }
    for (const imported of module.imports) if (!byName.has(imported)) visit(imported);
  }
  return seen;
}

/**
 * The modules of each group: `signed-in`, what a signed-in visit loads before any page beyond the entry (the router
 * and TanStack Query have their own group), its starts included though they are loaded on demand (the app, the query
 * cache, the signed-in layout: every signed-in visit loads all three at once); and `lists`, the list screens' and
 * what two signed-in pages or more share (a search box, a hook: a file of a few hundred bytes each otherwise). Each
 * holds the modules its starts reach that the entry and the sign-in screens do not, so that no group's chunk imports
 * a chunk that imports it back. Other modules loaded on demand (an `import()`) keep their own chunks.
 */
export function planGroups(
  graph: ModuleGraph,
  onDemand: ReadonlySet<ModuleId>,
  starts: ChunkPlanStarts = STARTS,
): { signedIn: Set<ModuleId>; lists: Set<ModuleId> } {
  const ids = [...graph.keys()];
  const matching = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
  const signedOut = reachable(graph, matching(starts.signedOut), (id) => starts.ungrouped.test(id));
  const group = (start: RegExp, taken: ReadonlySet<ModuleId>) =>
    new Set(
      [...reachable(graph, matching(start), (id) => taken.has(id) || starts.ungrouped.test(id))].filter(
        (id) => !onDemand.has(id) || (start === starts.signedIn && start.test(id)),
      ),
    );
  const signedIn = group(starts.signedIn, signedOut);
  const lists = group(starts.lists, new Set([...signedOut, ...signedIn]));
  const outside = new Set([...signedOut, ...signedIn, ...lists]);
  for (const id of sharedByPages(graph, onDemand, starts, outside)) lists.add(id);
  return { signedIn, lists };
}

/**
 * The modules two signed-in pages or more reach, one of them a list page (the rest's own code stays theirs), that may
 * join `lists` (`starts.shareable`) and need nothing outside it but `outside`, React and the libraries: the group's
 * chunk must not make every list page download another.
 */
function sharedByPages(
  graph: ModuleGraph,
  onDemand: ReadonlySet<ModuleId>,
  starts: ChunkPlanStarts,
  outside: ReadonlySet<ModuleId>,
): Set<ModuleId> {
  const ids = [...graph.keys()];
  const stays = (id: ModuleId) => outside.has(id) || starts.ungrouped.test(id) || starts.libraries.test(id);
  const listStarts = new Set(ids.filter((id) => starts.lists.test(id)));
  const pagesOf = new Map<ModuleId, number>();
  const onListPages = new Set<ModuleId>();
  for (const screen of ids.filter((id) => starts.screens.test(id))) {
    const all = reachable(graph, [screen], (id) => starts.ungrouped.test(id));
    const listPage = [...all].some((id) => listStarts.has(id));
    for (const id of reachable(graph, [screen], stays)) {
      if (onDemand.has(id) || !starts.shareable.test(id) || starts.apart.test(id)) continue;
      pagesOf.set(id, (pagesOf.get(id) ?? 0) + 1);
      if (listPage) onListPages.add(id);
    }
  }
  const shared = new Set(
    [...pagesOf].filter(([id, pages]) => pages >= 2 && onListPages.has(id)).map(([id]) => id),
  );
  // Less each one that needs a module staying out (a dialog, a schema, a page's own), until none does.
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of shared) {
      const needs = reachable(graph, [id], (other) => other !== id && (stays(other) || shared.has(other)));
      if (needs.size > 1) {
        shared.delete(id);
        changed = true;
      }
    }
  }
  return shared;
}

/**
 * Groups the signed-in pages' modules into a few chunks, in place of the dozens of small ones the bundler cuts when
 * every combination of screens sharing a module gets its own (a page's files each cost a request, and on a slow
 * connection a round trip): see {@link planGroups}. The plugin records the module graph as the bundler parses it;
 * the groups read it when chunks are made.
 */
export function chunkPlan(): { plugin: Plugin; groups: ChunkGroup[] } {
  const graph = new Map<ModuleId, PlannedModule>();
  const onDemand = new Set<ModuleId>();
  const plugin: Plugin = {
    name: 'shop:chunk-plan',
    apply: 'build',
    moduleParsed(info) {
      graph.set(info.id, { code: info.code ?? '', imports: info.importedIds });
      if (info.isEntry) onDemand.add(info.id);
      for (const id of info.dynamicallyImportedIds) onDemand.add(id);
    },
  };
  let planned: ReturnType<typeof planGroups> | undefined;
  const plan = () => {
    planned ??= planGroups(graph, onDemand);
    return planned;
  };
  return {
    plugin,
    groups: [
      { name: 'signed-in', test: (id) => plan().signedIn.has(id) },
      { name: 'lists', test: (id) => plan().lists.has(id) },
    ],
  };
}
