import type { Plugin } from 'vite';

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/** The signed-in layout's route module, whose component chunk loads beside every signed-in screen's. */
const signedInLayout = /[\\/]src[\\/]routes[\\/]_authed\.tsx\?/;
/** A signed-in screen's route module. */
const signedInScreen = /[\\/]src[\\/]routes[\\/]_authed[\\/]/;

/**
 * Which files each on-demand import names for preloading (Vite's `build.modulePreload.resolveDependencies`).
 *
 * Vite names, beside every `import()`, every file the imported chunk needs, so that they download at once rather
 * than one level after the other. The first download's route tree holds one such list per screen: 2.2 kB gzipped of
 * the sign-in page's 12.7 kB entry chunk were these lists. Two kinds of name are dropped, neither of which loads any
 * later for it:
 * - files the entry chunk itself imports (React): the page names them (`<link rel="modulepreload">`), and they are
 *   loaded before any `import()` runs;
 * - for a signed-in screen, the JavaScript files the signed-in layout's chunk needs: the router loads the layout's
 *   chunk at the same time as the screen's, with its own list (its stylesheets are still named by each screen).
 * And what the signed-in frame loads on demand (the command palette, the list of shortcuts, the open account menu, a
 * linked order) fetches its own imports when it is opened: naming them beside each import would put the list in
 * every signed-in screen's first download.
 */
export function preloadPlan(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  const entryFiles = new Set<string>();
  const layoutFiles = new Set<string>();
  const screenFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:preload-plan',
    apply: 'build',
    // Runs before Vite's own generateBundle, which writes the lists (it calls resolveDependencies).
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      }
      const closure = (start: string, into: Set<string>) => {
        const pending = [start];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (into.has(next)) continue;
          into.add(next);
          pending.push(...(imports.get(next) ?? []));
        }
      };
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (file.isEntry) closure(file.fileName, entryFiles);
        if (file.moduleIds.some((id) => signedInLayout.test(id))) closure(file.fileName, layoutFiles);
        if (file.moduleIds.some((id) => signedInScreen.test(id))) screenFiles.add(file.fileName);
      }
    },
  };
  const resolveDependencies: ResolveDependencies = (filename, deps, { hostId, hostType }) => {
    // The page itself names the entry's imports, so that they download beside the entry rather than after it.
    if (hostType === 'html') return deps;
    if (/(^|\/)_authed[-.]/.test(hostId)) {
      return deps.filter((dep) => dep === filename || dep.endsWith('.css'));
    }
    const loadedBeside = screenFiles.has(filename) ? layoutFiles : undefined;
    return deps.filter(
      (dep) => dep === filename || !(entryFiles.has(dep) || (loadedBeside?.has(dep) ?? false)),
    );
  };
  return { plugin, resolveDependencies };
}
