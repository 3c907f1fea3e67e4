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
    .map((f) => `${f.file} ${(f.bytes / 1000).toFixed(1)}`)
    .join(', ');
  return `${page}: ${weight.kB} kB gzipped in ${weight.files.length} files (${files})`;
}

/** The admin's JavaScript, gzipped, from its build manifest: deterministic, also checked by bench/test. */
export const bundleSize: Benchmark = {
  name: 'bundle-size',
  async run(log) {
    const manifest = readManifest(adminDist);
    const login = pageWeight(adminDist, manifest, '/login');
    const items = pageWeight(adminDist, manifest, '/items');
    const dashboard = pageWeight(adminDist, manifest, '/');
    const upFront = loadedUpFront(manifest, '/');
    const lazy = largestLazyChunk(adminDist, manifest);
    log(describe('/login', login));
    log(describe('/items', items));
    log(describe('/', dashboard));
    log(
      `loaded by / up front that should load on demand: ${upFront.length === 0 ? 'none' : upFront.join(', ')}`,
    );
    log(`largest chunk loaded on demand: ${lazy.file} ${lazy.kB} kB gzipped`);
    return [
      { name: 'js-to-sign-in', value: login.kB, unit: 'kB', target: { max: BUDGETS.signIn } },
      { name: 'js-for-items', value: items.kB, unit: 'kB', target: { max: BUDGETS.items } },
      { name: 'js-for-dashboard', value: dashboard.kB, unit: 'kB', target: { max: BUDGETS.dashboard } },
      { name: 'on-demand-loaded-up-front', value: upFront.length, unit: 'chunks', target: { max: 0 } },
      { name: 'largest-lazy-chunk', value: lazy.kB, unit: 'kB', target: { max: BUDGETS.largestLazyChunk } },
    ];
  },
};
