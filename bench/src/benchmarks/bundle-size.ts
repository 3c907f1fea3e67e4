import type { Benchmark } from '../benchmark.js';
import {
  BUDGETS,
  largestLazyChunk,
  loadedUpFront,
  type PageWeight,
  pageWeight,
  readManifest,
} from '../support/bundle-budget.js';
import { adminDist } from '../support/paths.js';

function describe(page: string, weight: PageWeight): string {
  const files = [...weight.files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `${f.name} ${(f.bytes / 1000).toFixed(1)}`)
    .join(', ');
  return `${page}: ${weight.kB} kB gzipped in ${weight.files.length} files (${files})`;
}

/** The admin's JavaScript, gzipped, from its build manifest: deterministic, also checked by bench/test. */
export const bundleSize: Benchmark = {
  name: 'bundle-size',
  async run(log) {
    const manifest = readManifest(adminDist);
    const weights = Object.fromEntries(
      (['/login', '/login (bn)', '/items', '/items (bn)', '/', '/ (bn)'] as const).map((page) => {
        const weight = pageWeight(adminDist, manifest, page);
        log(describe(page, weight));
        return [page, weight.kB];
      }),
    );
    const upFront = [...loadedUpFront(manifest, '/'), ...loadedUpFront(manifest, '/items')];
    const lazy = largestLazyChunk(adminDist, manifest);
    log(
      `loaded by / or /items up front that should load on demand: ${upFront.length === 0 ? 'none' : upFront.join(', ')}`,
    );
    log(`largest chunk loaded on demand: ${lazy.name} (${lazy.file}) ${lazy.kB} kB gzipped`);
    const figure = (name: string, page: keyof typeof weights, max: number) => ({
      name,
      value: weights[page] ?? Number.NaN,
      unit: 'kB',
      target: { max },
    });
    return [
      figure('js-to-sign-in', '/login', BUDGETS.signIn),
      figure('js-to-sign-in-bn', '/login (bn)', BUDGETS.signIn),
      figure('js-for-items', '/items', BUDGETS.items),
      figure('js-for-items-bn', '/items (bn)', BUDGETS.items),
      figure('js-for-dashboard', '/', BUDGETS.dashboard),
      figure('js-for-dashboard-bn', '/ (bn)', BUDGETS.dashboard),
      { name: 'on-demand-loaded-up-front', value: upFront.length, unit: 'chunks', target: { max: 0 } },
      { name: 'largest-lazy-chunk', value: lazy.kB, unit: 'kB', target: { max: BUDGETS.largestLazyChunk } },
    ];
  },
};
