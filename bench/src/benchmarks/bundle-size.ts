import type { Benchmark } from '../benchmark.js';
import {
  BUDGETS,
  largestLazyChunk,
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
    const lazy = largestLazyChunk(adminDist, manifest);
    log(describe('/login', login));
    log(describe('/items', items));
    log(`largest chunk loaded on demand: ${lazy.file} ${lazy.kB} kB gzipped`);
    return [
      { name: 'js-to-sign-in', value: login.kB, unit: 'kB', target: { max: BUDGETS.signIn } },
      { name: 'js-for-items', value: items.kB, unit: 'kB', target: { max: BUDGETS.items } },
      { name: 'largest-lazy-chunk', value: lazy.kB, unit: 'kB', target: { max: BUDGETS.largestLazyChunk } },
    ];
  },
};
