import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  largestLazyChunk,
  loadedUpFront,
  pageWeight,
  readManifest,
} from '../src/support/bundle-budget.js';
import { adminDist } from '../src/support/paths.js';

// The admin is built before this runs (turbo: bench's test depends on its dependencies' build).
const manifest = readManifest(adminDist);

describe('the admin stays within its JavaScript budgets (gzipped)', () => {
  it(`/login loads at most ${BUDGETS.signIn} kB, in English and in Bangla`, () => {
    expect(pageWeight(adminDist, manifest, '/login').kB).toBeLessThanOrEqual(BUDGETS.signIn);
    expect(pageWeight(adminDist, manifest, '/login (bn)').kB).toBeLessThanOrEqual(BUDGETS.signIn);
  });

  it(`/items loads at most ${BUDGETS.items} kB by the time its list is usable, in English and in Bangla, the live admin on demand`, () => {
    expect(pageWeight(adminDist, manifest, '/items').kB).toBeLessThanOrEqual(BUDGETS.items);
    expect(pageWeight(adminDist, manifest, '/items (bn)').kB).toBeLessThanOrEqual(BUDGETS.items);
    expect(loadedUpFront(manifest, '/items')).toEqual([]);
  });

  it(`/ (the dashboard) loads at most ${BUDGETS.dashboard} kB, its chart and the print view on demand`, () => {
    expect(pageWeight(adminDist, manifest, '/').kB).toBeLessThanOrEqual(BUDGETS.dashboard);
    expect(pageWeight(adminDist, manifest, '/ (bn)').kB).toBeLessThanOrEqual(BUDGETS.dashboard);
    expect(loadedUpFront(manifest, '/')).toEqual([]);
  });

  it(`no chunk loaded on demand is over ${BUDGETS.largestLazyChunk} kB`, () => {
    expect(largestLazyChunk(adminDist, manifest).kB).toBeLessThanOrEqual(BUDGETS.largestLazyChunk);
  });

  it('the sign-in page does not load TanStack Query', () => {
    const files = pageWeight(adminDist, manifest, '/login').files.map((f) => f.file);
    expect(files.filter((file) => /query/i.test(file))).toEqual([]);
  });
});
