// A deep link's index.html names every file its page needs up front, from the list the admin's build writes
// (apps/admin/page-preloads.ts): a build laid out as Vite lays it out, with such a list.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const adminDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-dist-'));
const listFile = path.join(adminDir, '.vite', 'page-preloads.json');
let server: TestServer;

const indexHtml = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Shop admin</title>
    <script type="module" crossorigin src="${base}assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="${base}assets/react-r1.js">
    <link rel="stylesheet" crossorigin href="${base}assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const signedIn = [
  'assets/app-main-a1.js',
  'assets/router-b1.js',
  'assets/query-q1.js',
  'assets/_authed-l1.js',
];
const signIn = ['assets/sign-in-root-s1.js', 'assets/login-page-p1.js'];
const list = {
  entry: 'assets/index-e1.js',
  pages: {
    '/': { js: [...signedIn, 'assets/_authed-d1.js'], css: ['assets/_authed-l1.css'] },
    '/items': {
      // React is named by index.html already: not twice.
      js: [...signedIn, 'assets/items-i1.js', 'assets/list-page-t1.js', 'assets/react-r1.js'],
      css: ['assets/_authed-l1.css', 'assets/list-page-t1.css'],
      messages: {
        en: ['assets/en-signin.js', 'assets/en-app.js', 'assets/en-catalogue.js'],
        bn: ['assets/bn-signin.js', 'assets/bn-app.js', 'assets/bn-catalogue.js'],
      },
    },
    '/ordersFromStatus/$status': {
      js: [...signedIn, 'assets/ordersFromStatus._status-o1.js'],
      css: ['assets/_authed-l1.css'],
    },
    '/login': { js: signIn, css: ['assets/auth-page-x1.css'] },
    '/register/$token': { js: signIn, css: ['assets/auth-page-x1.css'] },
  },
};

beforeAll(async () => {
  mkdirSync(path.join(adminDir, 'assets'));
  mkdirSync(path.join(adminDir, '.vite'));
  writeFileSync(path.join(adminDir, 'index.html'), indexHtml('/'));
  writeFileSync(path.join(adminDir, 'assets', 'items-i1.js'), 'export const items = 1;');
  writeFileSync(listFile, JSON.stringify(list));
  server = await startTestServer({ adminDistDir: adminDir });
});
afterAll(async () => {
  await server.close();
  rmSync(adminDir, { recursive: true, force: true });
});

async function page(target: string, init: RequestInit = {}) {
  const response = await fetch(server.url + target, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The files the HTML's head names, by how: `modulepreload`, `stylesheet`, `script`. */
function named(html: string): { modulepreload: string[]; stylesheet: string[]; script: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = (rel: string) =>
    [...head.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map(
      ([, href = '']) => href,
    );
  return {
    modulepreload: links('modulepreload'),
    stylesheet: links('stylesheet'),
    script: [...head.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map(
      ([, src = '']) => src,
    ),
  };
}

describe("a page's index.html", () => {
  it("names the app, the signed-in layout's chunk and the page's own for a signed-in page", async () => {
    for (const target of ['/items', '/items/']) {
      const { status, headers, html } = await page(target);
      expect(status, target).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(headers.get('cache-control')).toBe('no-cache');
      const { modulepreload, stylesheet, script } = named(html);
      expect(script).toEqual(['/assets/index-e1.js']);
      expect(modulepreload).toEqual([
        '/assets/react-r1.js',
        '/assets/app-main-a1.js',
        '/assets/router-b1.js',
        '/assets/query-q1.js',
        '/assets/_authed-l1.js',
        '/assets/items-i1.js',
        '/assets/list-page-t1.js',
        '/assets/en-signin.js',
        '/assets/en-app.js',
        '/assets/en-catalogue.js',
      ]);
      expect(stylesheet).toEqual([
        '/assets/index-c1.css',
        '/assets/_authed-l1.css',
        '/assets/list-page-t1.css',
      ]);
      // Every stylesheet before the first script: the first paint waits for them, not for the scripts.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.lastIndexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<script'));
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("names the messages of the language the app will show: its cookie, else the browser's", async () => {
    const messagesOf = (html: string) =>
      named(html).modulepreload.filter((file) => /-(signin|app|catalogue)\.js$/.test(file));
    const english = ['/assets/en-signin.js', '/assets/en-app.js', '/assets/en-catalogue.js'];
    const bangla = ['/assets/bn-signin.js', '/assets/bn-app.js', '/assets/bn-catalogue.js'];
    const cases: Array<[RequestInit['headers'], string[], string]> = [
      [{}, english, 'en'],
      [{ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }, bangla, 'bn'],
      [{ 'accept-language': 'bn-BD', cookie: 'shop.language=en' }, english, 'en'],
      [{ 'accept-language': 'en-US', cookie: 'theme=dark; shop.language=bn' }, bangla, 'bn'],
      // A cookie of no language of ours is not taken.
      [{ 'accept-language': 'bn', cookie: 'shop.language=fr' }, bangla, 'bn'],
    ];
    for (const [headers, messages, lang] of cases) {
      const { html, headers: answered } = await page('/items', { headers });
      expect(messagesOf(html), JSON.stringify(headers)).toEqual(messages);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(answered.get('vary')).toMatch(/Accept-Language, Cookie/);
    }
  });

  it("names a page's own chunk for an address with a parameter, and the dashboard's for /", async () => {
    const orders = named((await page('/ordersFromStatus/processing')).html).modulepreload;
    expect(orders).toContain('/assets/ordersFromStatus._status-o1.js');
    expect(orders).toContain('/assets/_authed-l1.js');
    expect(orders).not.toContain('/assets/items-i1.js');
    expect(named((await page('/')).html).modulepreload).toContain('/assets/_authed-d1.js');
  });

  it('names the sign-in entry, and not the router, for a sign-in screen', async () => {
    for (const target of ['/login', '/register/a-token']) {
      const { modulepreload, stylesheet } = named((await page(target)).html);
      expect(modulepreload, target).toEqual([
        '/assets/react-r1.js',
        '/assets/sign-in-root-s1.js',
        '/assets/login-page-p1.js',
      ]);
      expect(stylesheet, target).toEqual(['/assets/index-c1.css', '/assets/auth-page-x1.css']);
      expect(modulepreload, target).not.toContain('/assets/router-b1.js');
    }
  });

  it('is index.html as it is for an address of no page, and files are served as before', async () => {
    for (const target of ['/nowhere', '/ordersFromStatus/processing/more', '/itemsx', '/register']) {
      const { status, html } = await page(target);
      expect(status, target).toBe(200);
      expect(html, target).toBe(indexHtml('/'));
    }
    const script = await page('/assets/items-i1.js');
    expect(script.html).toBe('export const items = 1;');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await page('/items.js')).status).toBe(404);
  });

  it('answers HEAD with the headers of GET', async () => {
    const get = await fetch(`${server.url}/items`, { headers: { 'accept-encoding': 'identity' } });
    const head = await fetch(`${server.url}/items`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('is sent gzipped to a browser that accepts it', async () => {
    const plain = await fetch(`${server.url}/items`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    const gzipped = await fetch(`${server.url}/items`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzipped.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text));
    expect(await gzipped.text()).toBe(text);
  });

  it('keeps the security headers: preloads are no inline script', async () => {
    const { headers, html } = await page('/items');
    expect(headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('takes the base path of the assets from the module script of index.html', async () => {
    writeFileSync(path.join(adminDir, 'index.html'), indexHtml('/admin/'));
    try {
      const { modulepreload } = named((await page('/items')).html);
      expect(modulepreload).toContain('/admin/assets/items-i1.js');
      expect(modulepreload).not.toContain('/assets/items-i1.js');
    } finally {
      writeFileSync(path.join(adminDir, 'index.html'), indexHtml('/'));
    }
  });

  it('is index.html as it is for a build without the list, or with the list of another build', async () => {
    renameSync(listFile, `${listFile}.away`);
    try {
      expect((await page('/items')).html).toBe(indexHtml('/'));
    } finally {
      renameSync(`${listFile}.away`, listFile);
    }
    writeFileSync(listFile, JSON.stringify({ ...list, entry: 'assets/index-other.js' }));
    try {
      expect((await page('/items')).html).toBe(indexHtml('/'));
      expect(server.logs.join('\n')).toContain("page-preloads.json is not its index.html's");
    } finally {
      writeFileSync(listFile, JSON.stringify(list));
    }
    expect(named((await page('/items')).html).modulepreload).toContain('/assets/items-i1.js');
  });
});
