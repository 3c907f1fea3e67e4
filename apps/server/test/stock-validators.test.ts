// Tools outside this repository check our answers with stock validators. This records an answer of every GET
// operation of the demo shop and validates each with plain Ajv (its defaults: strict, no keyword or format of ours),
// compiled straight from the document's schemas.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { idOf } from './support/values.js';

const doc = loadOpenApiDocument();
const COMPONENTS = '#/components/schemas/';

/** The component schemas `schema` reaches through `$ref`s. */
function reachable(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) reachable(item, found);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
        const name = value.slice(COMPONENTS.length);
        if (!found.has(name)) {
          found.add(name);
          reachable(doc.schemas[name], found);
        }
      } else reachable(value, found);
    }
  }
  return found;
}

/** A schema of the document with its component refs pointing into the registry schema `shop`. */
function asRegistered(schema: unknown): object {
  const copy: unknown = JSON.parse(JSON.stringify(schema).replaceAll(`"${COMPONENTS}`, '"shop#/$defs/'));
  if (typeof copy !== 'object' || copy === null) throw new Error('not a schema object');
  return copy;
}

/** The `$ref` a value at `path` of a JSON value holds (`['properties', 'data', 'items']`), if any. */
function refAt(value: unknown, path: readonly string[]): string | undefined {
  let node = value;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Object.entries(node).find(([name]) => name === key)?.[1];
  }
  return typeof node === 'object' && node !== null && '$ref' in node && typeof node.$ref === 'string'
    ? node.$ref
    : undefined;
}

// Every read that answers JSON (the CSV exports are files, checked row by row in csv-export-import.test.ts).
const reads = doc.operations.filter(
  (operation) =>
    operation.method === 'get' && operation.responses.get('200')?.contentType === 'application/json',
);
const answerSchemas = reads.map((operation) => operation.responses.get('200')?.schema);

// Ajv exactly as a stranger would make it.
const ajv = new Ajv2020.default();
addFormats.default(ajv);
const names = reachable(answerSchemas);
ajv.addSchema({
  $id: 'shop',
  $defs: Object.fromEntries([...names].map((name) => [name, asRegistered(doc.schemas[name])])),
});

/** An id from the first row of a list answer. */
function firstId(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
    const [row] = body.data;
    if (typeof row === 'object' && row !== null && '_id' in row && typeof row._id === 'string')
      return row._id;
  }
  throw new Error(`no row in ${JSON.stringify(body).slice(0, 200)}`);
}

/** Every number in a value, with where it stands. */
function numbers(value: unknown, at = ''): Array<{ at: string; value: number }> {
  if (typeof value === 'number') return [{ at, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbers(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => numbers(item, `${at}.${key}`));
  }
  return [];
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  token = await server.login();
});

afterAll(async () => {
  await server.close();
});

describe('every answer of every read, as a stock validator sees it', () => {
  it('validates with plain Ajv: one recorded answer of each GET operation', async () => {
    const get = async (path: string) => {
      const response = await server.api('GET', path, { token });
      expect(response.status, path).toBe(200);
      return response.body;
    };
    const ids = {
      collection: firstId(await get('/collections')),
      category: firstId(await get('/categories')),
      item: firstId(await get('/controlItems/manageItem')),
      customer: firstId(await get('/customers/manageCustomers/getAllCustomers')),
      order: firstId(await get('/customers/orders/allOrdersByStatus/processing')),
      division: firstId(await get('/divisions')),
    };
    const inviteToken = await mailedToken(server, 'stranger@shop.test', 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token, json: { email: 'stranger@shop.test' } }),
    );
    // Its name never resolves (the test server's resolver knows no name): nothing is sent anywhere.
    const endpoint = await server.api('POST', '/webhookEndpoints', {
      token,
      json: { url: 'https://tools.invalid/hook', eventTypes: ['order.placed'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    // Path values for the reads whose parameter is not a record of their own answer.
    const pathValues: { [operationId: string]: { [parameter: string]: string } } = {
      listOrdersByStatus: { status: 'processing' },
      listOrderItems: { orderID: ids.order },
      listCustomerWishlists: { id: ids.customer },
      listCustomerAddresses: { id: ids.customer },
      listCustomerOrders: { id: ids.customer },
      listSubcategoriesByCategory: { categoryId: ids.category },
      getEmailFromToken: { token: inviteToken },
      listEntityChanges: { entityType: 'Order', id: ids.order },
      listWebhookDeliveries: { id: idOf(endpoint) },
    };
    // A record of each answer's own schema, from the list of it (read first, since lists have no path parameter).
    const answers = new Map<string, unknown>();
    const listIds = new Map<string, string>();
    const ordered = [...reads].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
    for (const operation of ordered) {
      let path = operation.path;
      const answerRef = refAt(operation.responses.get('200'), ['schema']) ?? '';
      for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
        const value = pathValues[operation.operationId]?.[parameter.name] ?? listIds.get(answerRef);
        if (value === undefined) throw new Error(`no value for ${operation.operationId} ${parameter.name}`);
        path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
      }
      const body = await get(path);
      answers.set(operation.operationId, body);
      // A list's first row gives the id its single read is asked with.
      const rowRef = refAt(doc.schemas[answerRef.slice(COMPONENTS.length)], ['properties', 'data', 'items']);
      if (rowRef !== undefined && typeof body === 'object' && body !== null && 'data' in body) {
        if (Array.isArray(body.data) && body.data.length > 0) listIds.set(rowRef, firstId(body));
      }
    }
    expect([...answers.keys()].sort()).toEqual(reads.map((operation) => operation.operationId).sort());

    const failures: string[] = [];
    for (const operation of reads) {
      const check = ajv.compile(asRegistered(operation.responses.get('200')?.schema));
      if (!check(answers.get(operation.operationId))) {
        failures.push(`${operation.operationId}: ${JSON.stringify(check.errors?.slice(0, 2))}`);
      }
    }
    expect(failures).toEqual([]);

    // The answers hold amounts a naive `multipleOf: 0.01` refuses (1189.11 / 0.01 = 118910.99999999999): the check
    // above is the one that broke before the document stopped using it.
    const amounts = [...answers.values()].flatMap((body) => numbers(body));
    expect(amounts.some(({ value }) => !Number.isInteger(value / 0.01))).toBe(true);
  });
});
