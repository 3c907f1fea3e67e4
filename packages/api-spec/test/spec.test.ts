import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  additionalProperties?: boolean | Schema;
  required?: string[];
  enum?: string[];
};
type Operation = {
  operationId?: string;
  'x-shows'?: string[];
  'x-changes'?: string[];
  'x-scopes'?: string[];
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    'x-decimal-places': Record<string, number>;
    'x-limits': Record<string, number>;
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
};

const doc = parse(await readFile(new URL('../src/openapi.yaml', import.meta.url), 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Operation })),
);

// Every leaf name of the product spec's Calls section (back-office-spec.md section 7) and its path constants.
const LEAF_NAMES = [
  'register',
  'login',
  'employees',
  'forgotEmployeePassword',
  'resetEmployeePassword',
  'changeEmployeePassword',
  'manageEmployees',
  'getEmailFromToken',
  'getAllEmployees',
  'getAllInvites',
  'getSingleInvite',
  'employeeinvite',
  'deleteInvite',
  'getOrderCountsByStatus',
  'allOrdersByStatus',
  'getSingleOrder',
  'orderItemsFromOrder',
  'changeOrderStatus',
  'canceledOrder',
  'toBeDeliveredFromProcessing',
  'shippedFromToBeDelivered',
  'completedFromShipped',
  'getAllCustomers',
  'getSingleCustomer',
  'getWishlistsForSingleCustomer',
  'getAddressesForSingleCustomer',
  'getSingleCustomerOrders',
  'getSingleAddress',
  'getSingleCollections',
  'getCollections',
  'getSingleNavCollections',
  'getSingleFeaturedCategories',
  'getSingleSocialLinks',
  'getSingleAppSettings',
  'getSingleHeroSlider',
  'getSingleTestimonials',
  'getSubcategoriesByCategory',
  'getSingleItem',
  'getSingleVats',
  'getSingleDiscounts',
  'getSingleDeliveryFees',
  'getSingleAsset',
  'areas',
  'divisions',
  'districts',
  'socialLinks',
  'controlItems',
  'manageItem',
  'featuredItems',
  'subCategories',
  'itemCategories',
  'itemSubcategories',
  'navCollections',
  'itemCollections',
  'customers',
  'manageCustomers',
  'orders',
  'wishlists',
  'collections',
  'categories',
  'featuredCategories',
  'heroSliders',
  'testimonials',
  'appSettings',
  'itemAssets',
  'vats',
  'discounts',
  'deliveryFees',
];

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() as string;
  return doc.components.schemas[name] as Schema;
}

function openObjects(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  const target = resolve(schema);
  if (seen.has(target)) return [];
  seen.add(target);
  const found: string[] = [];
  if (target.type === 'object' && target.properties) {
    if (target.additionalProperties !== false) found.push(at);
    for (const [key, value] of Object.entries(target.properties))
      found.push(...openObjects(value, `${at}.${key}`, seen));
  }
  if (target.items) found.push(...openObjects(target.items, `${at}[]`, seen));
  for (const option of target.oneOf ?? []) found.push(...openObjects(option, at, seen));
  return found;
}

describe('the OpenAPI document', () => {
  it('names every leaf of the product spec as a path segment', () => {
    const segments = new Set(Object.keys(doc.paths).flatMap((path) => path.split('/')));
    expect(LEAF_NAMES.filter((leaf) => !segments.has(leaf))).toEqual([]);
  });

  it('gives every operation a unique readable operationId, a tag and a summary', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ op }) => !op.tags?.length || !op.summary)).toEqual([]);
  });

  it('says what every operation does in a description (outside tools read the document)', () => {
    const undescribed = operations
      .filter(({ op }) => typeof op.description !== 'string' || op.description.trim() === '')
      .map(({ method, path, op }) => `${op.operationId} (${method.toUpperCase()} ${path})`);
    expect(undescribed).toEqual([]);
  });

  it('closes every response schema so nothing undeclared can leak', () => {
    const open = operations.flatMap(({ op }) =>
      Object.entries(op.responses).flatMap(([code, response]) => {
        const content = response.$ref
          ? doc.components.responses[response.$ref.split('/').pop() as string]?.content
          : response.content;
        return Object.values(content ?? {}).flatMap((media) =>
          openObjects(media.schema, `${op.operationId} ${code}`),
        );
      }),
    );
    expect(open).toEqual([]);
  });

  it('answers errors with the one Error schema (a 401 may add why, a 409 whose customer has a mobile)', () => {
    /** Error responses whose schema is an Error with one member more. */
    const extended: Record<string, { schema: string; member: string; more: object; required: boolean }> = {
      Unauthorized: {
        schema: 'UnauthorizedError',
        member: 'reason',
        more: { $ref: '#/components/schemas/UnauthorizedReason' },
        required: false,
      },
      Forbidden: {
        schema: 'ForbiddenError',
        member: 'missingScope',
        more: { $ref: '#/components/schemas/ApiScope' },
        required: false,
      },
      PolicyForbidden: {
        schema: 'ForbiddenError',
        member: 'missingScope',
        more: { $ref: '#/components/schemas/ApiScope' },
        required: false,
      },
      MobileInUse: {
        schema: 'MobileInUseError',
        member: 'customer',
        more: { type: 'object' },
        required: true,
      },
    };
    for (const [name, response] of Object.entries(doc.components.responses)) {
      if (name.startsWith('Order') && name !== 'OrderMoveConflict') continue;
      expect(response.content?.['application/json']?.schema.$ref, name).toBe(
        `#/components/schemas/${extended[name]?.schema ?? 'Error'}`,
      );
    }
    const { Error: error } = doc.components.schemas;
    for (const { schema, member, more, required } of Object.values(extended)) {
      const { [member]: added, ...asError } = doc.components.schemas[schema]?.properties ?? {};
      expect(added, schema).toMatchObject(more);
      expect(asError, schema).toEqual(error?.properties);
      expect(doc.components.schemas[schema]?.required, schema).toEqual(
        required ? [...(error?.required ?? []), member] : error?.required,
      );
    }
  });

  it('says what an API token needs for every operation, and a token-open operation may answer 403', () => {
    const scopes = new Set(doc.components.schemas.ApiScope?.enum ?? []);
    expect(scopes.size).toBeGreaterThan(5);
    for (const { op } of operations) {
      const needs = op['x-scopes'];
      expect(Array.isArray(needs), `${op.operationId} x-scopes`).toBe(true);
      expect(
        (needs ?? []).filter((scope) => !scopes.has(scope)),
        op.operationId,
      ).toEqual([]);
      if ((needs ?? []).length > 0) expect(op.responses['403'], `${op.operationId} 403`).toBeDefined();
    }
    // Never open to a token: the people, their sign-in and the tokens themselves.
    for (const { op } of operations.filter(({ op }) =>
      ['Auth', 'Employees', 'API tokens'].includes(op.tags?.[0] ?? ''),
    )) {
      expect(op['x-scopes'], op.operationId).toEqual([]);
    }
  });

  it('protects every operation but the sign-in flows', () => {
    const publicOps = operations
      .filter(({ op }) => op.security?.length === 0)
      .map(({ op }) => op.operationId);
    expect(publicOps.sort()).toEqual(
      [
        'forgotEmployeePassword',
        'getEmailFromToken',
        'loginEmployee',
        'registerEmployee',
        'resetEmployeePassword',
      ].sort(),
    );
    for (const { op } of operations) {
      if (op.security?.length !== 0) expect(op.responses['401'], op.operationId).toBeDefined();
    }
  });

  it('says what every read shows and what every write changes, by schema name', () => {
    const names = new Set(Object.keys(doc.components.schemas));
    for (const { method, op } of operations) {
      const [key, other] =
        method === 'get' ? (['x-shows', 'x-changes'] as const) : (['x-changes', 'x-shows'] as const);
      const list = op[key];
      expect(Array.isArray(list), `${op.operationId} ${key}`).toBe(true);
      // A read may be logged (an export of personal data): it then changes the change log, and nothing else.
      if (method === 'get' && op[other] !== undefined) expect(op[other], op.operationId).toEqual(['Change']);
      else expect(op[other], `${op.operationId} ${other}`).toBeUndefined();
      expect(
        (list ?? []).filter((name) => !names.has(name)),
        `${op.operationId} ${key}`,
      ).toEqual([]);
      if (method === 'get') expect(list?.length, `${op.operationId} shows something`).toBeGreaterThan(0);
    }
  });

  it('states decimal places outside the schemas, never as multipleOf (stock validators miscompute it)', () => {
    expect(JSON.stringify(doc)).not.toMatch(/multipleOf/);
    for (const [name, places] of Object.entries(doc.components['x-decimal-places'])) {
      expect(doc.components.schemas[name]?.type, name).toBe('number');
      expect(Number.isInteger(places) && places >= 0, name).toBe(true);
    }
  });

  it('states the limits on how many records there may be as whole numbers', () => {
    const limits = Object.entries(doc.components['x-limits']);
    expect(limits.length).toBeGreaterThan(0);
    for (const [name, limit] of limits) expect(Number.isInteger(limit) && limit >= 1, name).toBe(true);
  });

  it('never returns a password or token hash', () => {
    const text = JSON.stringify(doc.components.schemas);
    expect(text).not.toMatch(/hash/i);
  });
});
