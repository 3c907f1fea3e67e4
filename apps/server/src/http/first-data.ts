import { SHOP_CLIENT_HEADER, SHOP_CLIENT_VALUE } from '@shop/sdk';
import type { OperationSpec } from '../document/openapi-document.js';
import type { FirstRead } from './first-reads.js';

/** The id of the page's data block, which the admin reads once at start (apps/admin/src/app/first-data.ts). */
export const FIRST_DATA_ID = 'shop-first-data';

/** How long a page waits for its first reads at most: a read not answered by then is left out. */
export const FIRST_DATA_BUDGET_MS = 300;

/** The answers a page carries: who they were read for, and each read's answer under its query key. */
export interface FirstData {
  /** The signed-in employee's id (`getCurrentEmployee`): the admin uses the answers only for that person. */
  employee: string;
  answers: Array<{ key: readonly unknown[]; data: unknown }>;
}

export interface FirstDataOptions {
  /** The API's operations, by id: where each read is sent. */
  operations: ReadonlyMap<string, OperationSpec>;
  /** The API's base path (`/api`). */
  basePath: string;
  /** Sends a request through the server's own handling (the same checks of who may read what). */
  send: (request: Request) => Promise<Response>;
  budgetMs?: number;
}

/**
 * Runs a page's first reads as the page's own visitor, through the server's own request handling (`send`), with
 * `headers` (their cookie), all at once and for at most the budget. Answers undefined when the visitor is not
 * signed in (the first read, who they are, fails) or nothing came back in time; a read refused (an employee's 403)
 * or late is left out.
 */
export async function readFirstData(
  origin: string,
  headers: Headers,
  reads: readonly FirstRead[],
  options: FirstDataOptions,
): Promise<FirstData | undefined> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(undefined);
    }, options.budgetMs ?? FIRST_DATA_BUDGET_MS);
  });
  try {
    const answers = await Promise.all(
      reads.map((read) =>
        Promise.race([
          answerOf(origin, headers, read, options, abort.signal).catch(() => undefined),
          deadline,
        ]),
      ),
    );
    const employee = answers.find((answer) => answer?.key[0] === 'getCurrentEmployee')?.data;
    if (
      typeof employee !== 'object' ||
      employee === null ||
      !('_id' in employee) ||
      typeof employee._id !== 'string'
    )
      return undefined;
    return {
      employee: employee._id,
      answers: answers.filter((answer) => answer !== undefined),
    };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

async function answerOf(
  origin: string,
  headers: Headers,
  read: FirstRead,
  options: FirstDataOptions,
  signal: AbortSignal,
): Promise<{ key: readonly unknown[]; data: unknown } | undefined> {
  const operation = options.operations.get(read.operationId);
  if (operation === undefined || operation.method !== 'get') return undefined;
  const path = operation.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(read.params?.path?.[name] ?? ''),
  );
  const url = new URL(options.basePath + path, origin);
  for (const [name, value] of Object.entries(read.params?.query ?? {}))
    url.searchParams.set(name, String(value));
  const response = await options.send(new Request(url, { headers, signal }));
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    await response.body?.cancel();
    return undefined;
  }
  const data: unknown = await response.json();
  return { key: read.params === undefined ? [read.operationId] : [read.operationId, read.params], data };
}

/**
 * The data block for `html`: JSON a browser never runs (`type="application/json"`, so the Content-Security-Policy
 * needs no inline script), with every `<`, `>` and `&` escaped so that no text in the data (`</script>`, `<!--`)
 * can end the block; U+2028 and U+2029 too, for any reader that takes it as script.
 */
export function firstDataScript(data: FirstData): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}

/** `html` with the data block at the end of its body (after everything the head names for the browser to fetch). */
export function withFirstData(html: string, data: FirstData): string {
  const end = html.lastIndexOf('</body>');
  const script = firstDataScript(data);
  return end < 0 ? html + script : `${html.slice(0, end)}${script}\n  ${html.slice(end)}`;
}

/** What the page's request says that its reads need: the same person (cookie), language, browser and address. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'host', 'x-forwarded-for', 'x-forwarded-proto'];

/** The headers of a page's reads: the page request's own that matter, and the admin's header, as the app sends it. */
export function firstReadHeaders(page: Headers): Headers {
  const headers = new Headers({ [SHOP_CLIENT_HEADER]: SHOP_CLIENT_VALUE, accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = page.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
