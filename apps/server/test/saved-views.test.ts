import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, type StaffMember } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, idOf, rows, text } from './support/values.js';

// Saved views: a person's own, and the shop's (owners make those); their filters and sort checked as their list's.

let server: TestServer;
let owner: string;
let employee: StaffMember;
let other: StaffMember;

const call = (method: string, path: string, token: string | undefined, json?: unknown) =>
  server.api(method, `/savedViews${path}`, { ...(token === undefined ? {} : { token }), json });

const namesOf = async (token: string, query = '') =>
  rows(await call('GET', query, token)).map((view) => at(view, 'name'));

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.login();
  employee = await addStaff(server, owner, 'employee', 'View Employee');
  other = await addStaff(server, owner, 'employee', 'Other Employee');
});

afterAll(async () => {
  await server.close();
});

describe('saved views', () => {
  it('keeps a person’s own view, with a Bangla name, its filters, sort and columns, for them alone', async () => {
    const created = await call('POST', '', employee.token, {
      name: 'আজকের ঢাকা',
      list: 'orders',
      filters: 'districtId=3&placedFrom=2026-05-01&source=phone%2Cwhatsapp&status=processing',
      sort: '-grandTotal',
      columns: ['createdAt', 'grandTotal'],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'আজকের ঢাকা',
      list: 'orders',
      filters: 'districtId=3&placedFrom=2026-05-01&source=phone%2Cwhatsapp&status=processing',
      sort: '-grandTotal',
      columns: ['createdAt', 'grandTotal'],
      scope: 'mine',
      createdBy: { _id: employee.id, name: 'View Employee' },
    });
    expect(await namesOf(employee.token)).toEqual(['আজকের ঢাকা']);
    expect(await namesOf(other.token)).toEqual([]);
    expect(await namesOf(owner)).toEqual([]);
    // Another person's own view is none of theirs: 404, as no view at all.
    const id = idOf(created);
    expect((await call('PATCH', `/${id}`, other.token, { name: 'Mine now' })).status).toBe(404);
    expect((await call('DELETE', `/${id}`, owner)).status).toBe(404);
    expect((await call('DELETE', '/999999', employee.token)).status).toBe(404);
  });

  it('lets only owners make, change and delete the shop’s views, which everyone sees', async () => {
    const refused = await call('POST', '', employee.token, {
      name: 'Phone orders',
      list: 'orders',
      scope: 'shop',
    });
    expect(refused.status).toBe(403);
    expect(text(refused.body, 'message')).toMatch(/^Only the shop owner can /);
    const shop = await call('POST', '', owner, {
      name: 'Phone orders',
      list: 'orders',
      filters: 'source=phone',
      scope: 'shop',
    });
    expect(shop.status, shop.text).toBe(201);
    const id = idOf(shop);
    expect(await namesOf(employee.token, '?list=orders')).toEqual(['Phone orders', 'আজকের ঢাকা']);
    expect(await namesOf(other.token)).toEqual(['Phone orders']);
    expect(await namesOf(other.token, '?list=items')).toEqual([]);
    expect((await call('PATCH', `/${id}`, employee.token, { name: 'Mine' })).status).toBe(403);
    expect((await call('DELETE', `/${id}`, employee.token)).status).toBe(403);
    // An employee cannot make their own view a shop one either.
    const own = await call('POST', '', other.token, { name: 'Big orders', list: 'orders' });
    expect((await call('PATCH', `/${idOf(own)}`, other.token, { scope: 'shop' })).status).toBe(403);
    const changed = await call('PATCH', `/${id}`, owner, {
      filters: 'source=phone,messenger',
      sort: '',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ filters: 'source=phone,messenger', sort: null, version: 2 });
    expect((await call('DELETE', `/${id}`, owner)).status).toBe(204);
    expect(await namesOf(other.token)).toEqual(['Big orders']);
  });

  it('refuses a name the list already has among the person’s views, or the shop’s, in any case (409)', async () => {
    expect((await call('POST', '', other.token, { name: 'BIG ORDERS', list: 'orders' })).status).toBe(409);
    // The same name in another list, or by another person, is another view.
    expect((await call('POST', '', other.token, { name: 'Big orders', list: 'items' })).status).toBe(201);
    expect((await call('POST', '', employee.token, { name: 'Big orders', list: 'orders' })).status).toBe(201);
    await call('POST', '', owner, { name: 'Everyone', list: 'customers', scope: 'shop' });
    const clash = await call('POST', '', owner, { name: 'everyone', list: 'customers', scope: 'shop' });
    expect(clash.status).toBe(409);
    expect(text(clash.body, 'message')).toContain('everyone');
    const own = await call('POST', '', other.token, { name: 'Mine', list: 'customers' });
    const renamed = await call('PATCH', `/${idOf(own)}`, other.token, { name: 'big orders' });
    expect(renamed.status).toBe(200);
    expect((await call('PATCH', `/${idOf(renamed)}`, other.token, { name: 'Another' })).status).toBe(200);
  });

  it('checks filters and sort as the list’s operation checks its query (400 with field messages)', async () => {
    const refused = async (body: object, fields: string[]) => {
      const answer = await call('POST', '', employee.token, { name: 'Bad', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(Object(at(answer.body, 'fields'))).sort(), JSON.stringify(body)).toEqual(
        fields.sort(),
      );
    };
    await refused({ list: 'orders', filters: 'colour=red' }, ['filters.colour']);
    await refused({ list: 'orders', filters: 'placedFrom=2026-02-30' }, ['filters.placedFrom']);
    await refused({ list: 'orders', filters: 'source=phone,fax' }, ['filters.source']);
    await refused({ list: 'orders', filters: 'page=2' }, ['filters.page']);
    await refused({ list: 'orders', filters: 'source=phone&source=whatsapp' }, ['filters.source']);
    await refused({ list: 'items', filters: 'districtId=3' }, ['filters.districtId']);
    await refused({ list: 'customers', filters: 'hasOrders=maybe' }, ['filters.hasOrders']);
    await refused({ list: 'items', sort: '-grandTotal' }, ['sort']);
    await refused({ list: 'orders', filters: 'minGrandTotal=lots', sort: 'name' }, [
      'filters.minGrandTotal',
      'sort',
    ]);
    await refused({ list: 'shelves' }, ['list']);
    await refused({ list: 'orders', name: '   ' }, ['name']);
    await refused({ list: 'orders', columns: ['a b'] }, ['columns']);
    const view = await call('POST', '', employee.token, {
      name: 'Fine',
      list: 'items',
      filters: 'hasImage=true',
    });
    expect(view.status).toBe(201);
    const badUpdate = await call('PATCH', `/${idOf(view)}`, employee.token, {
      filters: 'placedFrom=2026-01-01',
    });
    expect(badUpdate.status).toBe(400);
    expect(at(badUpdate.body, 'fields', 'filters.placedFrom')).toEqual(expect.any(String));
    expect((await call('PATCH', `/${idOf(view)}`, employee.token, {})).status).toBe(400);
  });

  it('is a person’s screen: no sign-in is 401, no API token may call it (403)', async () => {
    expect((await call('GET', '', undefined)).status).toBe(401);
    expect((await call('POST', '', undefined, { name: 'x', list: 'orders' })).status).toBe(401);
    const made = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: 'Report', scopes: ['orders:read', 'customers:read', 'catalogue:read'] },
    });
    expect(made.status, made.text).toBe(201);
    const tool = text(made.body, 'token');
    expect((await call('GET', '', tool)).status).toBe(403);
    expect((await call('POST', '', tool, { name: 'x', list: 'orders' })).status).toBe(403);
  });
});
