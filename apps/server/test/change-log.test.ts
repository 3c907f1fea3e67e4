// The change log: every write through the API leaves exactly one entry in its own transaction (who, when, the
// operation, the record, what changed), sign-ins are recorded with the client address, nothing secret is ever in
// it; versions, ETags and If-Match: an edit made on an old version is refused with who changed it.
import { staleReads } from '@shop/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/auth/session-store.js';
import { pruneChanges } from '../src/data/changes.js';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { type Files, fuzzFiles, send } from './reliability/support/fuzz-client.js';
import { FuzzRequests } from './reliability/support/fuzz-requests.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { SchemaValues } from './reliability/support/schema-values.js';
import { images } from './support/images.js';
import { addStaff, type StaffMember } from './support/staff.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows, text } from './support/values.js';

let server: TestServer;
let owner: string;
let ownerId: string;
let clerk: StaffMember;

/** A session of the owner of its own (a test may sign the owner out everywhere). */
async function ownerSession(): Promise<string> {
  return openSession(server.database.db, BigInt(ownerId));
}

/** The change log's entries, newest first, as an owner reads them. */
async function changes(query = '') {
  const answer = await server.api('GET', `/changes?pageSize=200${query}`, { token: await ownerSession() });
  expect(answer.status).toBe(200);
  return rows(answer);
}

async function entryCount(): Promise<number> {
  const [row] = await server.database.exec('select count(*)::int as n from changes');
  return Number(row?.n);
}

/** The entries `action` adds, oldest first. */
async function added(action: () => Promise<unknown>) {
  const [before] = await server.database.exec('select coalesce(max(id), 0)::text as id from changes');
  await action();
  const answer = await server.api('GET', '/changes?pageSize=200', { token: await ownerSession() });
  return rows(answer)
    .filter((entry) => BigInt(text(entry, '_id')) > BigInt(String(before?.id)))
    .reverse();
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.login();
  ownerId = text((await server.api('GET', '/employees/me', { token: owner })).body, '_id');
  clerk = await addStaff(server, owner, 'employee', 'Nusrat Jahan');
});
afterAll(() => server.close());

describe('what each write records', () => {
  it('a create, an update (each changed field, old and new) and a delete, by the employee who made them', async () => {
    const [created] = await added(() =>
      server.api('POST', '/collections', {
        token: clerk.token,
        json: { name: 'Eid Sale', description: 'old' },
      }),
    );
    expect(created).toMatchObject({
      operation: 'createCollection',
      employee: { _id: clerk.id, name: 'Nusrat Jahan' },
      role: 'employee',
      entityType: 'Collection',
      label: 'Collection Eid Sale',
      fields: [
        { field: 'name', from: null, to: 'Eid Sale' },
        { field: 'description', from: null, to: 'old' },
      ],
      note: null,
      clientAddress: '127.0.0.1',
    });
    const id = text(created, 'entityId');
    const [updated] = await added(() =>
      server.api('PATCH', `/collections/${id}`, { token: owner, json: { description: 'new' } }),
    );
    expect(updated).toMatchObject({
      operation: 'updateCollection',
      employee: { _id: ownerId },
      role: 'owner',
      entityId: id,
      fields: [{ field: 'description', from: 'old', to: 'new' }],
    });
    const [deleted] = await added(() => server.api('DELETE', `/collections/${id}`, { token: owner }));
    expect(deleted).toMatchObject({
      operation: 'deleteCollection',
      entityId: id,
      label: 'Collection Eid Sale',
      fields: [
        { field: 'name', from: 'Eid Sale', to: null },
        { field: 'description', from: 'new', to: null },
      ],
    });
  });

  it('an image change shows the old and the new image', async () => {
    const created = await server.api('POST', '/testimonials', {
      token: owner,
      form: form({
        name: 'Ayesha',
        designation: 'Buyer',
        testimonial: 'Lovely',
        precedence: 1,
        image: await images.png(),
      }),
    });
    const first = text(created.body, 'image');
    const jpeg = await images.jpeg();
    const [entry] = await added(() =>
      server.api('PATCH', `/testimonials/${idOf(created)}`, { token: owner, form: form({ image: jpeg }) }),
    );
    expect(entry).toMatchObject({
      fields: [
        { field: 'image', from: first, to: expect.stringMatching(/^testimonials\/[a-f0-9]{32}\.jpg$/) },
      ],
    });
  });

  it('an order move and a cancel, with the status before and after', async () => {
    const order = await anOrder();
    const [moved] = await added(() =>
      server.api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${order}`, {
        token: clerk.token,
      }),
    );
    expect(moved).toMatchObject({
      operation: 'changeOrderToToBeDelivered',
      entityType: 'Order',
      entityId: order,
      label: `Order #${order}`,
      employee: { _id: clerk.id },
      fields: [{ field: 'orderStatus', from: 'processing', to: 'toBeDelivered' }],
    });
    const [canceled] = await added(() =>
      server.api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${order}`, { token: owner }),
    );
    expect(canceled).toMatchObject({
      operation: 'cancelOrder',
      fields: [{ field: 'orderStatus', from: 'toBeDelivered', to: 'canceled' }],
    });
  });

  it('staff: an invite, a role change, a deactivation and a reactivation', async () => {
    const email = 'new.staff@shop.test';
    const [invited] = await added(() =>
      server.api('POST', '/manageEmployees/employeeinvite', {
        token: owner,
        json: { email, level: 'owner' },
      }),
    );
    expect(invited).toMatchObject({
      operation: 'createInvite',
      entityType: 'Invite',
      label: `Invite ${email}`,
    });
    const member = await addStaff(server, owner, 'employee', 'Kamrul Hasan');
    const [promoted] = await added(() =>
      server.api('PUT', `/manageEmployees/changeEmployeeRole/${member.id}`, {
        token: owner,
        json: { level: 'owner' },
      }),
    );
    expect(promoted).toMatchObject({
      operation: 'changeEmployeeRole',
      entityId: member.id,
      label: 'Employee Kamrul Hasan',
      fields: [{ field: 'level', from: 'employee', to: 'owner' }],
    });
    const [deactivated] = await added(() =>
      server.api('POST', `/manageEmployees/deactivateEmployee/${member.id}`, { token: owner }),
    );
    expect(deactivated).toMatchObject({
      operation: 'deactivateEmployee',
      fields: [{ field: 'active', from: true, to: false }],
    });
    const [reactivated] = await added(() =>
      server.api('POST', `/manageEmployees/reactivateEmployee/${member.id}`, { token: owner }),
    );
    expect(reactivated).toMatchObject({ fields: [{ field: 'active', from: false, to: true }] });
  });

  it('sign-ins: succeeded, failed and throttled, with the client address; a password change and a reset', async () => {
    const member = await addStaff(server, owner, 'employee', 'Sadia Islam');
    const [signedIn] = await added(() =>
      server.api('POST', '/employees/login', { json: { email: member.email, password: member.password } }),
    );
    expect(signedIn).toMatchObject({
      operation: 'loginEmployee',
      employee: { _id: member.id, name: 'Sadia Islam' },
      entityId: member.id,
      clientAddress: '127.0.0.1',
    });
    const [failed] = await added(() =>
      server.api('POST', '/employees/login', {
        json: { email: member.email, password: 'not-the-password-1' },
      }),
    );
    expect(failed).toMatchObject({
      operation: 'signInFailed',
      employee: { _id: member.id },
      entityId: member.id,
    });
    const [unknown] = await added(() =>
      server.api('POST', '/employees/login', {
        json: { email: 'nobody@shop.test', password: 'whatever-it-is-1' },
      }),
    );
    expect(unknown).toMatchObject({
      operation: 'signInFailed',
      employee: null,
      entityId: null,
      label: 'Unknown account',
    });
    // Five failures spend the account's free ones; the sixth at once is throttled.
    for (let n = 0; n < 4; n++) {
      await server.api('POST', '/employees/login', {
        json: { email: member.email, password: 'still-wrong-pass-1' },
      });
    }
    const [throttled] = await added(() =>
      server.api('POST', '/employees/login', { json: { email: member.email, password: member.password } }),
    );
    expect(throttled).toMatchObject({ operation: 'signInThrottled', entityId: member.id });
    server.clock.advance(10 * 60 * 1000);

    const token = await openSession(server.database.db, BigInt(member.id));
    const [changed] = await added(() =>
      server.api('PUT', '/employees/changeEmployeePassword', {
        token,
        json: { oldPassword: member.password, newPassword: 'a-brand-new-passphrase' },
      }),
    );
    expect(changed).toMatchObject({
      operation: 'changeEmployeePassword',
      employee: { _id: member.id },
      fields: [],
    });
    const link = await mailedToken(server, member.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: member.email } }),
    );
    const [reset] = await added(() =>
      server.api('POST', '/employees/resetEmployeePassword', {
        json: { token: link, newPassword: 'yet-another-passphrase' },
      }),
    );
    expect(reset).toMatchObject({
      operation: 'resetEmployeePassword',
      employee: { _id: member.id },
      role: 'employee',
    });
  });
});

describe('one transaction', () => {
  it('a write whose entry cannot be recorded does not happen either, and a refused write records nothing', async () => {
    await server.database.exec(
      "alter table changes add constraint no_boom check (label <> 'Collection Boom')",
    );
    try {
      // Outside the document's answers (its entry breaks a rule made for this test): refused, and nothing stays.
      const failed = await server.raw('POST', '/api/collections', {
        token: owner,
        json: { name: 'Boom', description: 'x' },
      });
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect(await server.database.exec("select id from collections where name = 'Boom'")).toEqual([]);
    } finally {
      await server.database.exec('alter table changes drop constraint no_boom');
    }
    const category = await server.api('POST', '/categories', {
      token: owner,
      form: form({ name: 'With children', description: 'x', image: await images.png() }),
    });
    await server.api('POST', '/subCategories', {
      token: owner,
      form: form({ category: idOf(category), name: 'Child', description: 'x', precedence: 1 }),
    });
    expect(
      await added(async () => {
        const refused = await server.api('DELETE', `/categories/${idOf(category)}`, { token: owner });
        expect(refused.status).toBe(409);
      }),
    ).toEqual([]);
  });
});

describe('secrets', () => {
  it('no column of any entry holds a password, a token, a hash or a mail link', async () => {
    const member = await addStaff(server, owner, 'employee', 'Secret Keeper');
    const link = await mailedToken(server, member.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: member.email } }),
    );
    await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: link, newPassword: 'secret-reset-passphrase' },
    });
    const secrets = [
      ADMIN.password,
      member.password,
      'secret-reset-passphrase',
      link,
      owner,
      clerk.token,
      member.token,
    ];
    const hashes = await server.database.exec(
      'select password_hash from employees union all select token_hash from sessions',
    );
    for (const row of hashes) secrets.push(String(Object.values(row)[0]));
    const everything = await server.database.exec('select changes::text as line from changes');
    expect(everything.length).toBeGreaterThan(20);
    for (const { line } of everything) {
      for (const secret of secrets) expect(String(line)).not.toContain(secret);
      expect(String(line)).not.toMatch(/argon2|\/register\/|\/resetEmployeePassword\//);
    }
  });
});

describe('versions: ETag and If-Match', () => {
  it('answers the version as ETag; an update on an old version is a 412 naming who changed it, and changes nothing', async () => {
    const created = await server.api('POST', '/collections', {
      token: owner,
      json: { name: 'Versioned', description: 'v1' },
    });
    const id = idOf(created);
    expect(at(created.body, 'version')).toBe(1);
    const read = await server.api('GET', `/collections/getSingleCollections/${id}`, { token: owner });
    expect(read.headers.get('etag')).toBe('"1"');
    // Someone else saves first.
    const theirs = await server.api('PATCH', `/collections/${id}`, {
      token: clerk.token,
      json: { description: 'theirs' },
      headers: { 'if-match': '"1"' },
    });
    expect(theirs).toMatchObject({ status: 200, body: { version: 2, description: 'theirs' } });
    const mine = await server.api('PATCH', `/collections/${id}`, {
      token: owner,
      json: { description: 'mine' },
      headers: { 'if-match': '"1"' },
    });
    expect(mine).toMatchObject({
      status: 412,
      body: {
        message: expect.stringMatching(
          /^Changed by Nusrat Jahan at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
        ),
        changedBy: { _id: clerk.id, name: 'Nusrat Jahan' },
        changedAt: expect.any(String),
        current: { _id: id, version: 2, description: 'theirs' },
      },
    });
    expect(
      (await server.api('GET', `/collections/getSingleCollections/${id}`, { token: owner })).body,
    ).toMatchObject({
      description: 'theirs',
    });
    // On the version it read now, or without If-Match (other tools), it goes through.
    expect(
      (
        await server.api('PATCH', `/collections/${id}`, {
          token: owner,
          json: { description: 'mine' },
          headers: { 'if-match': '2' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.api('PATCH', `/collections/${id}`, { token: owner, json: { description: 'no check' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.api('PATCH', `/collections/${id}`, {
          token: owner,
          json: { description: 'x' },
          headers: { 'if-match': '"latest"' },
        })
      ).status,
    ).toBe(400);
  });

  it('an order move on an old version is a 412, and the timeline shows who moved it', async () => {
    const order = await anOrder();
    const read = await server.api('GET', `/customers/orders/getSingleOrder/${order}`, { token: owner });
    const etag = read.headers.get('etag') ?? '';
    await server.api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${order}`, {
      token: clerk.token,
      headers: { 'if-match': etag },
    });
    const stale = await server.api('PATCH', `/customers/orders/changeOrderStatus/canceledOrder/${order}`, {
      token: owner,
      headers: { 'if-match': etag },
    });
    expect(stale).toMatchObject({
      status: 412,
      body: { changedBy: { name: 'Nusrat Jahan' }, current: { orderStatus: 'toBeDelivered' } },
    });
    const note = await server.api('POST', `/customers/orders/addOrderNote/${order}`, {
      token: owner,
      json: { note: 'Customer asked to deliver after 5 pm.' },
    });
    expect(note).toMatchObject({
      status: 201,
      body: {
        operation: 'addOrderNote',
        note: 'Customer asked to deliver after 5 pm.',
        employee: { _id: ownerId },
      },
    });
    // The timeline: every employee may read it; only owners see client addresses.
    const timeline = await server.api('GET', `/changes/Order/${order}`, { token: clerk.token });
    expect(
      rows(timeline).map((entry) => [
        at(entry, 'operation'),
        at(entry, 'employee', 'name'),
        at(entry, 'clientAddress'),
      ]),
    ).toEqual([
      ['addOrderNote', 'Shop Admin', null],
      ['changeOrderToToBeDelivered', 'Nusrat Jahan', null],
    ]);
    expect(
      (
        await server.api('POST', '/customers/orders/addOrderNote/987654321', {
          token: owner,
          json: { note: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.api('POST', `/customers/orders/addOrderNote/${order}`, {
          token: owner,
          json: { note: '   ' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('reading the log', () => {
  it('filters by employee, kind of record, record, operation and time, newest first, in pages', async () => {
    const byClerk = await changes(`&employee=${clerk.id}`);
    expect(byClerk.length).toBeGreaterThan(0);
    expect(byClerk.every((entry) => at(entry, 'employee', '_id') === clerk.id)).toBe(true);
    const orders = await changes('&entityType=Order');
    expect(orders.every((entry) => at(entry, 'entityType') === 'Order')).toBe(true);
    const cancels = await changes('&operation=cancelOrder');
    expect(cancels.length).toBeGreaterThan(0);
    expect(cancels.every((entry) => at(entry, 'operation') === 'cancelOrder')).toBe(true);
    const all = await changes();
    const times = all.map((entry) => String(at(entry, 'at')));
    expect([...times].sort().reverse()).toEqual(times);
    const future = await server.api(
      'GET',
      `/changes?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      { token: owner },
    );
    expect(future.body).toEqual({ data: [], total: 0, totalIsExact: true });
    const page = await server.api('GET', '/changes?pageSize=2&page=2', { token: owner });
    expect(rows(page).map((entry) => at(entry, '_id'))).toEqual(
      all.slice(2, 4).map((entry) => at(entry, '_id')),
    );
    expect(at(page.body, 'total')).toBe(all.length);
    expect((await server.api('GET', '/changes', { token: clerk.token })).status).toBe(403);
    expect((await server.api('GET', '/changes?entityType=Nothing', { token: owner })).status).toBe(400);
  });

  it("says labels and print notes in the request's language: kinds in words, numbers in its digits, names as written", async () => {
    const order = await anOrder();
    expect(
      (
        await server.api('POST', '/customers/orders/printOrders', {
          token: owner,
          json: { ids: [order], document: 'invoice' },
        })
      ).status,
    ).toBe(200);
    await server.api('PATCH', `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${order}`, {
      token: owner,
    });
    const noted = await server.api('POST', `/customers/orders/addOrderNote/${order}`, {
      token: owner,
      json: { note: 'Call before 5 pm' },
      headers: { 'accept-language': 'bn' },
    });
    expect(noted.status).toBe(201);
    const banglaOrder = `অর্ডার #${[...order].map((digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]).join('')}`;
    // The answer of a note is an entry too: in Bangla, the person's note as written.
    expect(noted.body).toMatchObject({ label: banglaOrder, note: 'Call before 5 pm' });

    const read = async (path: string, language: string) => {
      const answer = await server.api('GET', path, {
        token: owner,
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(200);
      return rows(answer).map((entry) => ({ label: at(entry, 'label'), note: at(entry, 'note') }));
    };
    for (const path of [`/changes?entityType=Order&entityId=${order}`, `/changes/Order/${order}`]) {
      expect(await read(path, 'bn')).toEqual([
        { label: banglaOrder, note: 'Call before 5 pm' },
        { label: banglaOrder, note: null },
        { label: banglaOrder, note: 'ইনভয়েস প্রিন্ট করা হয়েছে' },
      ]);
      // Kept in English: an English request reads them as they were written.
      expect(await read(path, 'en')).toEqual([
        { label: `Order #${order}`, note: 'Call before 5 pm' },
        { label: `Order #${order}`, note: null },
        { label: `Order #${order}`, note: 'Printed the invoice' },
      ]);
    }

    await server.api('POST', '/collections', {
      token: owner,
      json: { name: 'Boishakh 2026', description: '' },
    });
    await server.api('POST', '/employees/login', {
      json: { email: 'nobody.at.all@shop.test', password: 'whatever-it-is-1' },
    });
    const [unknown, collection] = await read('/changes?pageSize=2', 'bn');
    expect(unknown).toMatchObject({ label: 'অজানা অ্যাকাউন্ট' });
    // A name is data: only the kind before it is said in Bangla.
    expect(collection).toMatchObject({ label: 'কালেকশন Boishakh 2026' });
  });

  it('keeps entries for ACTIVITY_RETENTION_DAYS when set: older ones are removed by the upkeep', async () => {
    const before = await entryCount();
    await server.database.exec(
      "update changes set at = now() - interval '40 days' where id in (select id from changes order by id limit 3)",
    );
    expect(await pruneChanges(server.database.db, 30)).toBe(3);
    expect(await entryCount()).toBe(before - 3);
  });
});

describe("whose history: a record's history for whoever may read the record", () => {
  /** A record's history as `token`'s holder reads it: the status and the operations of its entries. */
  async function historyOf(path: string, token: string) {
    const answer = await server.api('GET', `/changes/${path}?pageSize=200`, { token });
    return {
      status: answer.status,
      body: answer.body,
      operations: answer.status === 200 ? rows(answer).map((entry) => String(at(entry, 'operation'))) : [],
      total: at(answer.body, 'total'),
    };
  }
  const SIGN_INS = ['loginEmployee', 'signInFailed', 'signInThrottled', 'logoutEmployee'];

  it("an invite's history is the owners' (as invites are): 403 for an employee, in their language", async () => {
    const invite = await server.api('POST', '/manageEmployees/employeeinvite', {
      token: owner,
      json: { email: 'history.invite@shop.test', level: 'employee' },
    });
    const id = text(invite.body, '_id');
    const refused = await historyOf(`Invite/${id}`, clerk.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the shop owner can see the history of this invite.' });
    const inBangla = await server.api('GET', `/changes/Invite/${id}`, {
      token: clerk.token,
      headers: { 'Accept-Language': 'bn' },
    });
    expect(inBangla.body).toEqual({ message: 'শুধু দোকানের মালিক এই আমন্ত্রণ-এর ইতিহাস দেখতে পারেন।' });
    // Refused whether or not there is such an invite: the kind alone decides.
    expect((await historyOf('Invite/999999', clerk.token)).status).toBe(403);
    expect((await historyOf(`Invite/${id}`, owner)).operations).toEqual(['createInvite']);
  });

  it("sign-ins are the owners' and the employee's own; the rest of an employee's history is open", async () => {
    const member = await addStaff(server, owner, 'employee', 'Rafiq Ahmed');
    await server.api('POST', '/employees/login', {
      json: { email: member.email, password: member.password },
    });
    await server.api('POST', '/employees/login', {
      json: { email: member.email, password: 'not-the-password-1' },
    });
    await server.api('PUT', `/manageEmployees/changeEmployeeRole/${member.id}`, {
      token: owner,
      json: { level: 'owner' },
    });
    await server.api('PUT', `/manageEmployees/changeEmployeeRole/${member.id}`, {
      token: owner,
      json: { level: 'employee' },
    });
    const memberToken = await openSession(server.database.db, BigInt(member.id));
    await server.api('POST', '/employees/logout', { token: memberToken });

    const asOwner = await historyOf(`Employee/${member.id}`, owner);
    expect(asOwner.operations).toEqual([
      'logoutEmployee',
      'changeEmployeeRole',
      'changeEmployeeRole',
      'signInFailed',
      'loginEmployee',
      'registerEmployee',
    ]);
    const asThemself = await historyOf(`Employee/${member.id}`, member.token);
    expect(asThemself.operations).toEqual(asOwner.operations);
    const asColleague = await historyOf(`Employee/${member.id}`, clerk.token);
    expect(asColleague.operations).toEqual(['changeEmployeeRole', 'changeEmployeeRole', 'registerEmployee']);
    expect(asColleague.total).toBe(3);
    // The owner's own sign-ins (/changes/Employee/1 in the finding): not for an employee.
    await server.api('POST', '/employees/login', { json: ADMIN });
    await server.api('POST', '/employees/login', {
      json: { email: ADMIN.email, password: 'not-the-password-1' },
    });
    const ownersHistory = await historyOf(`Employee/${ownerId}`, clerk.token);
    expect(ownersHistory.status).toBe(200);
    expect(ownersHistory.operations.filter((operation) => SIGN_INS.includes(operation))).toEqual([]);
    expect((await historyOf(`Employee/${ownerId}`, owner)).operations.slice(0, 2)).toEqual([
      'signInFailed',
      'loginEmployee',
    ]);
  });
});

// Last: its requests deactivate, demote and sign out whoever they name.
describe('every write', () => {
  it('every write operation that succeeds leaves exactly one entry (one per order of a batch), named by it; a refused one leaves none', async () => {
    const doc = loadOpenApiDocument();
    const requests = new FuzzRequests(new SchemaValues(doc));
    const files: Files = fuzzFiles(await images.png());
    // Every write, and every read that is logged (the exports).
    const writes = doc.operations.filter(
      (op) => (op.method !== 'get' || Object.hasOwn(staleReads, op.operationId)) && op.requiresAuth,
    );
    const seen = new Map<string, number>();
    for (const op of writes) {
      const [request] = fc.sample(requests.valid(op), { seed: 5, numRuns: 1 });
      if (request === undefined) throw new Error(op.operationId);
      const token = await openSession(server.database.db, BigInt(ownerId));
      const before = await entryCount();
      const answer = await send(server.url, request, { files, token });
      const after = await entryCount();
      const expected = answer.status < 300 ? entriesOf(op.operationId, answer.body) : 0;
      expect(
        after - before,
        `${op.operationId} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      ).toBe(expected);
      if (expected > 0) {
        const newest = (await changes()).slice(0, expected);
        expect(new Set(newest.map((entry) => at(entry, 'operation'))), op.operationId).toEqual(
          new Set([op.operationId]),
        );
        seen.set(op.operationId, answer.status);
      }
    }
    // A good part of them got through with a valid request (the rest met a rule: a 404, a 409).
    expect(seen.size).toBeGreaterThanOrEqual(15);
  });
});

/** How many entries a write that succeeded leaves: one, or one per order a batch moved or printed. */
function entriesOf(operationId: string, body: unknown): number {
  if (operationId === 'moveOrders') return Number(at(body, 'moved'));
  if (operationId === 'printOrders') {
    const printed = at(body, 'orders');
    return Array.isArray(printed) ? printed.length : Number.NaN;
  }
  return 1;
}

/** A new order in processing, of a new customer (made in the database, behind the API's back). */
async function anOrder(): Promise<string> {
  const [row] = await server.database.exec(`
    with customer as (
      insert into customers (name, email, mobile)
      values ('Log Buyer', 'log.buyer.' || floor(random() * 1e9)::text || '@example.com',
        '+88017' || lpad((select count(*) from customers)::text, 8, '0'))
      returning id)
    insert into orders (customer_id, order_status, area_string, full_address_string, subtotal, discount, delivery_fee, total, vat, grand_total, notes)
    select id, 'processing', 'Dhanmondi', 'Road 1', 100, 0, 60, 160, 0, 160, '' from customer returning id::text as id`);
  return String(row?.id);
}
