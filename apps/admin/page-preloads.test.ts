import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pagePreloadsOf } from './page-preloads';

// A route tree as TanStack Router generates it, cut down to a layout, three signed-in screens and two sign-in ones.
const routeTree = `
import { Route as rootRouteImport } from './routes/__root';
import { Route as AuthedRouteImport } from './routes/_authed';
import { Route as LoginRouteImport } from './routes/login';
import { Route as AuthedIndexRouteImport } from './routes/_authed/index';
import { Route as AuthedItemsRouteImport } from './routes/_authed/items';
import { Route as RegisterTokenRouteImport } from './routes/register.$token';
import { Route as AuthedOrdersFromStatusStatusRouteImport } from './routes/_authed/ordersFromStatus.$status';

const AuthedRoute = AuthedRouteImport.update({
  id: '/_authed',
  getParentRoute: () => rootRouteImport,
} as any);
const LoginRoute = LoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => rootRouteImport,
} as any);
const AuthedIndexRoute = AuthedIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => AuthedRoute,
} as any);
const AuthedItemsRoute = AuthedItemsRouteImport.update({
  id: '/items',
  path: '/items',
  getParentRoute: () => AuthedRoute,
} as any);
const RegisterTokenRoute = RegisterTokenRouteImport.update({
  id: '/register/$token',
  path: '/register/$token',
  getParentRoute: () => rootRouteImport,
} as any);
const AuthedOrdersFromStatusStatusRoute =
  AuthedOrdersFromStatusStatusRouteImport.update({
    id: '/ordersFromStatus/$status',
    path: '/ordersFromStatus/$status',
    getParentRoute: () => AuthedRoute,
  } as any);

export interface FileRoutesByFullPath {
  '/': typeof AuthedIndexRoute;
  '/login': typeof LoginRoute;
  '/items': typeof AuthedItemsRoute;
  '/register/$token': typeof RegisterTokenRoute;
  '/ordersFromStatus/$status': typeof AuthedOrdersFromStatusStatusRoute;
}
export interface FileRoutesByTo {
  '/login': typeof LoginRoute;
}
`;

const split = '.tsx?tsr-split=component---loader';

const manifest = (): Manifest => ({
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app-main.tsx',
      'src/sign-in-root.tsx',
      'src/app/query-client.ts',
      'src/locales/en/common.po',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js' },
  '_query.js': { file: 'assets/query.js' },
  '_list-page.js': { file: 'assets/list-page.js', imports: ['_react.js'], css: ['assets/list-page.css'] },
  '_login-page.js': { file: 'assets/login-page.js', imports: ['_react.js'], css: ['assets/auth-page.css'] },
  ...Object.fromEntries(
    ['en', 'bn'].flatMap((language) =>
      ['common', 'signin', 'app', 'catalogue', 'orders', 'settings', 'changes'].map((catalog) => [
        `src/locales/${language}/${catalog}.po`,
        {
          file: `assets/${language}-${catalog}.js`,
          src: `src/locales/${language}/${catalog}.po`,
          isDynamicEntry: true,
        },
      ]),
    ),
  ),
  'src/app-main.tsx': {
    file: 'assets/app-main.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_router.js'],
    dynamicImports: [
      `src/routes/_authed${split}`,
      `src/routes/login${split}`,
      `src/routes/_authed/index${split}`,
      `src/routes/_authed/items${split}`,
      `src/routes/register.$token${split}`,
      `src/routes/_authed/ordersFromStatus.$status${split}`,
    ],
  },
  'src/app/query-client.ts': { file: 'assets/query-client.js', imports: ['index.html', '_query.js'] },
  'src/sign-in-root.tsx': {
    file: 'assets/sign-in-root.js',
    imports: ['index.html', '_react.js', '_login-page.js'],
    dynamicImports: ['src/features/auth/register-page.tsx'],
  },
  'src/features/auth/register-page.tsx': { file: 'assets/register-page.js', imports: ['_react.js'] },
  [`src/routes/_authed${split}`]: {
    file: 'assets/_authed.js',
    imports: ['_router.js', '_query.js', 'src/app-main.tsx'],
    css: ['assets/_authed.css'],
  },
  [`src/routes/_authed/index${split}`]: { file: 'assets/_authed-index.js', imports: ['src/app-main.tsx'] },
  [`src/routes/_authed/items${split}`]: {
    file: 'assets/items.js',
    imports: ['_list-page.js', '_query.js', 'src/app-main.tsx'],
    dynamicImports: ['src/features/items/create-item-form.tsx'],
  },
  'src/features/items/create-item-form.tsx': { file: 'assets/create-item-form.js', imports: ['_react.js'] },
  [`src/routes/_authed/ordersFromStatus.$status${split}`]: {
    file: 'assets/ordersFromStatus._status.js',
    imports: ['_list-page.js', 'src/app-main.tsx'],
    css: ['assets/ordersFromStatus.css'],
  },
  [`src/routes/login${split}`]: { file: 'assets/login.js', imports: ['_login-page.js', 'src/app-main.tsx'] },
  [`src/routes/register.$token${split}`]: {
    file: 'assets/register.js',
    imports: ['src/features/auth/register-page.tsx', 'src/app-main.tsx'],
  },
});

describe("the build's page preloads", () => {
  it('name, for a signed-in page, the app, the query client, its layout and itself, with all they import', () => {
    const { entry, pages } = pagePreloadsOf(manifest(), routeTree);
    expect(entry).toBe('assets/index.js');
    expect(pages['/items']).toEqual({
      js: [
        'assets/app-main.js',
        'assets/router.js',
        'assets/query-client.js',
        'assets/query.js',
        'assets/_authed.js',
        'assets/items.js',
        'assets/list-page.js',
      ],
      css: ['assets/_authed.css', 'assets/list-page.css'],
      messages: {
        en: ['assets/en-common.js', 'assets/en-app.js', 'assets/en-catalogue.js'],
        bn: ['assets/bn-common.js', 'assets/bn-app.js', 'assets/bn-catalogue.js'],
      },
    });
  });

  it('find a module the bundler put into a chunk of others by the chunk holding it', () => {
    // The app, the query client and the signed-in layout in one chunk with the frame (chunk-plan.ts).
    const grouped = manifest();
    grouped['_signed-in.js'] = {
      file: 'assets/signed-in.js',
      imports: ['index.html', '_react.js', '_router.js', '_query.js'],
      css: ['assets/signed-in.css'],
    };
    for (const module of ['src/app-main.tsx', 'src/app/query-client.ts', `src/routes/_authed${split}`]) {
      delete grouped[module];
    }
    const holders = new Map(
      ['src/app-main.tsx', 'src/app/query-client.ts', `src/routes/_authed${split}`].map((module) => [
        module,
        '_signed-in.js',
      ]),
    );
    const { pages } = pagePreloadsOf(grouped, routeTree, undefined, holders);
    expect(pages['/items']?.js).toEqual([
      'assets/signed-in.js',
      'assets/router.js',
      'assets/query.js',
      'assets/items.js',
      'assets/list-page.js',
    ]);
    expect(pages['/items']?.css).toEqual(['assets/signed-in.css', 'assets/list-page.css']);
    // Without being told, the layout has no chunk to be found in.
    expect(() => pagePreloadsOf(grouped, routeTree)).toThrow('src/routes/_authed');
  });

  it("name each page's messages in each language, as the app loads them for it", () => {
    const { pages } = pagePreloadsOf(manifest(), routeTree);
    expect(pages['/ordersFromStatus/$status']?.messages.bn).toEqual([
      'assets/bn-common.js',
      'assets/bn-app.js',
      'assets/bn-orders.js',
    ]);
    // A signed-in page never loads the signed-out screens' messages; those load only what every page may show too.
    expect(pages['/ordersFromStatus/$status']?.messages.en).not.toContain('assets/en-signin.js');
    expect(pages['/login']?.messages).toEqual({
      en: ['assets/en-common.js', 'assets/en-signin.js'],
      bn: ['assets/bn-common.js', 'assets/bn-signin.js'],
    });
  });

  it('key each page by its full path as the route tree writes it, parameters included', () => {
    const { pages } = pagePreloadsOf(manifest(), routeTree);
    expect(Object.keys(pages).sort()).toEqual([
      '/',
      '/items',
      '/login',
      '/ordersFromStatus/$status',
      '/register/$token',
    ]);
    expect(pages['/ordersFromStatus/$status']?.js).toContain('assets/ordersFromStatus._status.js');
    expect(pages['/ordersFromStatus/$status']?.css).toContain('assets/ordersFromStatus.css');
    expect(pages['/']?.js).toContain('assets/_authed-index.js');
  });

  it('name, for a sign-in screen, the sign-in entry and not the router', () => {
    const { pages } = pagePreloadsOf(manifest(), routeTree);
    for (const page of ['/login', '/register/$token']) {
      expect(pages[page], page).toEqual({
        js: ['assets/sign-in-root.js', 'assets/login-page.js'],
        css: ['assets/auth-page.css'],
        messages: {
          en: ['assets/en-common.js', 'assets/en-signin.js'],
          bn: ['assets/bn-common.js', 'assets/bn-signin.js'],
        },
      });
    }
  });

  it('leave out of the code what index.html names and what loads on demand', () => {
    const { pages } = pagePreloadsOf(manifest(), routeTree);
    const named = Object.values(pages).flatMap((page) => [...page.js, ...page.css]);
    for (const file of [
      'assets/index.js',
      'assets/index.css',
      'assets/react.js',
      'assets/create-item-form.js',
      'assets/en-app.js',
    ]) {
      expect(named).not.toContain(file);
    }
  });

  it('fail when a route of the tree has no chunk in the build', () => {
    const withoutItems = manifest();
    delete withoutItems[`src/routes/_authed/items${split}`];
    expect(() => pagePreloadsOf(withoutItems, routeTree)).toThrow(
      'the build has no code-split component chunk of src/routes/_authed/items',
    );
    const withoutLayout = manifest();
    delete withoutLayout[`src/routes/_authed${split}`];
    expect(() => pagePreloadsOf(withoutLayout, routeTree)).toThrow('src/routes/_authed');
  });

  it('fail on a route tree that names no page', () => {
    expect(() => pagePreloadsOf(manifest(), 'export const routeTree = {};')).toThrow(
      'the route tree names no route by its full path',
    );
  });
});
