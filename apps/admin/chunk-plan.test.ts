import { describe, expect, it } from 'vitest';
import { type ModuleGraph, type PlannedModule, planGroups, reachable } from './chunk-plan';

// A small app as the bundler parses it: an entry and the sign-in screens reading one fact of the SDK, the app (route
// tree, frame) reading another through the SDK's index, a list screen, a page loaded on demand, React.
const app = '/app/src';
const sdk = '/repo/packages/sdk/dist';
const react = '/repo/node_modules/react/index.js';
const modules: Record<string, PlannedModule> = {
  [`${app}/main.tsx`]: {
    code: `import { languageValues } from '@shop/sdk';\nimport { createRoot } from 'react';\nconst a = () => import('./app-main.tsx');`,
    imports: [`${sdk}/index.js`, react],
  },
  [`${app}/sign-in-root.tsx`]: {
    code: `import { Button } from './button.tsx';`,
    imports: [`${app}/button.tsx`],
  },
  [`${app}/button.tsx`]: { code: 'export function Button() {}', imports: [] },
  [`${app}/app-main.tsx`]: {
    code: `import { routeTree } from './route-tree.ts';\nimport { Button } from './button.tsx';`,
    imports: [`${app}/route-tree.ts`, `${app}/button.tsx`],
  },
  [`${app}/route-tree.ts`]: {
    code: `import { listItemsQuery } from "@shop/sdk";\nimport { frame } from './frame.tsx';\nexport const routeTree = 1;`,
    imports: [`${sdk}/index.js`, `${app}/frame.tsx`],
  },
  [`${app}/frame.tsx`]: { code: 'export const frame = 1;', imports: [react] },
  [`${app}/list-screens/resource-list-screen.tsx`]: {
    code: `import { frame } from '../frame.tsx';\nimport { table } from './table.tsx';\nimport { listOrdersQueryOptions } from '@shop/sdk/query';`,
    imports: [`${app}/frame.tsx`, `${app}/list-screens/table.tsx`, `${sdk}/query.js`],
  },
  [`${app}/list-screens/table.tsx`]: { code: 'export const table = 1;', imports: [] },
  [`${app}/routes/_authed/items.tsx?tsr-split=component`]: {
    code: `import { ResourceListScreen } from '../../list-screens/resource-list-screen.tsx';\nimport { SearchBox } from '../../search-box.tsx';\nimport { Picker } from '../../picker.tsx';\nimport { Own } from '../../items-own.tsx';`,
    imports: [
      `${app}/list-screens/resource-list-screen.tsx`,
      `${app}/search-box.tsx`,
      `${app}/picker.tsx`,
      `${app}/items-own.tsx`,
    ],
  },
  [`${app}/routes/_authed/orders.tsx?tsr-split=component`]: {
    code: `import { SearchBox } from '../../search-box.tsx';\nimport { Picker } from '../../picker.tsx';`,
    imports: [`${app}/search-box.tsx`, `${app}/picker.tsx`],
  },
  [`${app}/routes/_authed/hub.tsx?tsr-split=component`]: {
    code: `import { Cards } from '../../cards.tsx';`,
    imports: [`${app}/cards.tsx`],
  },
  [`${app}/routes/_authed/other-hub.tsx?tsr-split=component`]: {
    code: `import { Cards } from '../../cards.tsx';`,
    imports: [`${app}/cards.tsx`],
  },
  // Shared by two pages, one a list page: joins the list screens' group.
  [`${app}/search-box.tsx`]: { code: 'export function SearchBox() {}', imports: [react] },
  // Shared too, but it needs a dialog, which stays in its own chunk.
  [`${app}/picker.tsx`]: { code: `import { Modal } from './modal.tsx';`, imports: [`${app}/modal.tsx`] },
  [`${app}/modal.tsx`]: { code: 'export function Modal() {}', imports: [] },
  // One page's own.
  [`${app}/items-own.tsx`]: { code: 'export function Own() {}', imports: [] },
  // Shared by two pages, neither a list page.
  [`${app}/cards.tsx`]: { code: 'export function Cards() {}', imports: [] },
  [`${sdk}/index.js`]: {
    code: `export * from './generated/contract.js';\nexport { mediaUrl } from './media.js';`,
    imports: [`${sdk}/generated/contract.js`, `${sdk}/media.js`],
  },
  [`${sdk}/media.js`]: { code: 'export function mediaUrl() {}', imports: [] },
  [`${sdk}/generated/contract.js`]: {
    code: `export { languageValues } from './contract/language-values.js';\nexport { listItemsQuery } from './contract/list-items-query.js';\nexport { unusedFact } from './contract/unused-fact.js';`,
    imports: [
      `${sdk}/generated/contract/language-values.js`,
      `${sdk}/generated/contract/list-items-query.js`,
      `${sdk}/generated/contract/unused-fact.js`,
    ],
  },
  [`${sdk}/generated/contract/language-values.js`]: {
    code: 'export const languageValues = [];',
    imports: [],
  },
  [`${sdk}/generated/contract/list-items-query.js`]: {
    code: 'export const listItemsQuery = {};',
    imports: [],
  },
  [`${sdk}/generated/contract/unused-fact.js`]: { code: 'export const unusedFact = {};', imports: [] },
  [`${sdk}/query.js`]: {
    code: `export * from './generated/operations.js';`,
    imports: [`${sdk}/generated/operations.js`],
  },
  [`${sdk}/generated/operations.js`]: {
    code: `export * from './operations/list-orders.js';\nexport * from './operations/list-items.js';`,
    imports: [`${sdk}/generated/operations/list-orders.js`, `${sdk}/generated/operations/list-items.js`],
  },
  [`${sdk}/generated/operations/list-orders.js`]: {
    code: 'export function listOrdersQueryOptions() {}',
    imports: [],
  },
  [`${sdk}/generated/operations/list-items.js`]: {
    code: 'export function listItemsQueryOptions() {}',
    imports: [],
  },
  [react]: { code: '', imports: [] },
};
const graph: ModuleGraph = new Map(Object.entries(modules));
const onDemand = new Set([
  `${app}/main.tsx`,
  `${app}/app-main.tsx`,
  `${app}/sign-in-root.tsx`,
  `${app}/routes/_authed/items.tsx?tsr-split=component`,
  `${app}/routes/_authed/orders.tsx?tsr-split=component`,
  `${app}/routes/_authed/hub.tsx?tsr-split=component`,
  `${app}/routes/_authed/other-hub.tsx?tsr-split=component`,
]);
const starts = {
  signedOut: /src[\\/](main|sign-in-root)\.tsx$/,
  signedIn: /src[\\/]app-main\.tsx$/,
  lists: /src[\\/]list-screens[\\/]resource-list-screen\.tsx$/,
  screens: /src[\\/]routes[\\/]_authed[\\/].*\?tsr-split=component/,
  shareable: /src[\\/]/,
  apart: /modal\.tsx$/,
  libraries: /node_modules[\\/]@tanstack[\\/]/,
  ungrouped: /node_modules[\\/]react[\\/]/,
};
const names = (ids: Iterable<string>) =>
  [...ids].map((id) => id.replace(/^.*(src|dist|node_modules)\//, '')).sort();

describe('the chunk plan', () => {
  it("follows the SDK's index by name: a module reaches the facts it reads, not every fact", () => {
    expect(names(reachable(graph, [`${app}/route-tree.ts`], () => false))).toEqual([
      'frame.tsx',
      'generated/contract/list-items-query.js',
      'react/index.js',
      'route-tree.ts',
    ]);
    expect(names(reachable(graph, [`${app}/list-screens/resource-list-screen.tsx`], () => false))).toEqual([
      'frame.tsx',
      'generated/operations/list-orders.js',
      'list-screens/resource-list-screen.tsx',
      'list-screens/table.tsx',
      'react/index.js',
    ]);
  });

  it('groups what a signed-in visit loads beyond the entry and the sign-in screens, with the facts it reads', () => {
    const { signedIn, lists } = planGroups(graph, onDemand, starts);
    // The app's module itself though loaded on demand (every signed-in visit loads it with the rest), not the button
    // the sign-in screens load, not React, and not the fact the entry reads.
    expect(names(signedIn)).toEqual([
      'app-main.tsx',
      'frame.tsx',
      'generated/contract/list-items-query.js',
      'route-tree.ts',
    ]);
    // The list screens' group leaves out what the signed-in group holds, and takes what a list page shares with
    // another page; not what needs a module staying out (the picker needs the dialog), nor a page's own module, nor
    // what only pages without a list share.
    expect(names(lists)).toEqual([
      'generated/operations/list-orders.js',
      'list-screens/resource-list-screen.tsx',
      'list-screens/table.tsx',
      'search-box.tsx',
    ]);
  });

  it('takes a whole module when it cannot tell which of its names are used', () => {
    const whole = new Map(graph);
    whole.set(`${app}/route-tree.ts`, {
      code: `import * as sdk from '@shop/sdk';`,
      imports: [`${sdk}/index.js`],
    });
    expect(names(reachable(whole, [`${app}/route-tree.ts`], () => false))).toContain(
      'generated/contract/unused-fact.js',
    );
  });
});
