import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { preferredLanguage } from '../core/language.js';
import { translate } from '../core/messages.js';
import { fileInside, fileResponse } from './static-files.js';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shop back-office API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// Served as a file rather than inline, so the Content-Security-Policy needs no 'unsafe-inline' script. A token pasted
// to try a call lives as long as the page: kept in local storage, any script of the shop's origin could read it
// (and earlier versions kept it there, under Swagger UI's \`authorized\` key: removed).
export const API_DOCS_INIT = `window.addEventListener('load', function () {
  try {
    window.localStorage.removeItem('authorized');
  } catch (error) {}
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: false,
  });
});
`;

const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'favicon-16x16.png']);

/** The interactive API reference at /api/docs: Swagger UI from node_modules, no network needed. */
export function registerApiDocs(app: Hono): void {
  app.get('/api/docs', (c) => c.html(PAGE));
  app.get('/api/docs/init.js', (c) =>
    c.body(API_DOCS_INIT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );
  app.get('/api/docs/assets/:name', (c) => {
    const name = c.req.param('name');
    const file = ASSETS.has(name) ? fileInside(swaggerDir, name) : undefined;
    if (file === undefined) {
      const noSuchFile = /*i18n*/ { id: 'request.noSuchFile', message: 'No such file.' };
      return c.json(
        { message: translate(noSuchFile, preferredLanguage(c.req.header('accept-language'))) },
        404,
      );
    }
    return fileResponse(file, c.req.method, { 'cache-control': 'public, max-age=86400' });
  });
}
