import type { paths } from '@shop/sdk';
import { createOpenApiHttp } from 'openapi-msw';

/** Where the app under test finds the API (jsdom's origin plus the default `/api`). */
export const API_BASE_URL = 'http://localhost:3000/api';

/** MSW's `http`, typed from the OpenAPI document: paths, params, bodies and responses are checked. */
export const http = createOpenApiHttp<paths>({ baseUrl: API_BASE_URL });
