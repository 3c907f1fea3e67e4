// Staff roles: owners and employees, deactivation, the last owner, idle sessions and signing out everywhere.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { addStaff } from './support/staff.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, rows } from './support/values.js';

let server: TestServer;
let owner: string;
let ownerId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.login();
  ownerId = String(at((await server.api('GET', '/employees/me', { token: owner })).body, '_id'));
});
afterAll(() => server.close());

const vat = (token: string) =>
  server.api('POST', '/vats', { token, json: { amount: 5, isApplicable: true } });
const me = (token: string) => server.api('GET', '/employees/me', { token });
const role = (token: string, id: string, level: string) =>
  server.api('PUT', `/manageEmployees/changeEmployeeRole/${id}`, { token, json: { level } });
const deactivate = (token: string, id: string) =>
  server.api('POST', `/manageEmployees/deactivateEmployee/${id}`, { token });
const reactivate = (token: string, id: string) =>
  server.api('POST', `/manageEmployees/reactivateEmployee/${id}`, { token });

describe('roles', () => {
  it('makes the first employee the owner', async () => {
    expect((await me(owner)).body).toMatchObject({ email: ADMIN.email, level: 'owner', active: true });
  });

  it('registers an invitee with the role the invite grants, never the one the form sends', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    expect((await me(clerk.token)).body).toMatchObject({ level: 'employee', active: true });
    const manager = await addStaff(server, owner, 'owner');
    expect((await me(manager.token)).body).toMatchObject({ level: 'owner' });

    const email = 'promote.me@shop.test';
    const link = await mailedToken(server, email, 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token: owner, json: { email } }),
    );
    const invites = await server.api('GET', '/manageEmployees/getAllInvites', { token: owner });
    expect(rows(invites).find((invite) => at(invite, 'email') === email)).toMatchObject({
      level: 'employee',
    });
    const promoted = await server.api('POST', '/employees/register', {
      form: form({ token: link, name: 'Climber', email, password: 'granite-willow-echo-1', level: 'owner' }),
    });
    expect(promoted).toMatchObject({ status: 400, body: { fields: { level: expect.any(String) } } });
    const asSpecSends = await server.api('POST', '/employees/register', {
      form: form({
        token: link,
        name: 'Climber',
        email,
        password: 'granite-willow-echo-1',
        level: 'employee',
      }),
    });
    expect(asSpecSends).toMatchObject({ status: 201, body: { level: 'employee' } });
  });

  it('refuses an employee what only an owner may do with 403 naming it, and changes nothing', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    const refused = await vat(clerk.token);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Only the shop owner can create the VAT setting.' },
    });
    expect((await server.api('GET', '/vats', { token: clerk.token })).body).toMatchObject({ total: 0 });
    // Refused before the request is read: a broken body gets the same 403, not a 400.
    const broken = await server.api('POST', '/vats', { token: clerk.token, json: { amount: 'lots' } });
    expect(broken.status).toBe(403);
    const invite = await server.api('POST', '/manageEmployees/employeeinvite', {
      token: clerk.token,
      json: { email: 'friend@shop.test', level: 'owner' },
    });
    expect(invite.status).toBe(403);
    expect((await server.api('GET', '/manageEmployees/getAllInvites', { token: clerk.token })).status).toBe(
      403,
    );
    // Open to both roles: the catalogue, orders, the employees list.
    expect((await server.api('GET', '/manageEmployees/getAllEmployees', { token: clerk.token })).status).toBe(
      200,
    );
    const category = await server.api('POST', '/categories', {
      token: clerk.token,
      form: form({ name: 'Clerk Category' }),
    });
    expect(category.status).not.toBe(403);
  });

  it("applies a role change to the employee's next call, on the same session", async () => {
    const clerk = await addStaff(server, owner, 'employee');
    expect((await me(clerk.token)).body).toMatchObject({ level: 'employee' });
    expect((await server.api('GET', '/manageEmployees/getAllInvites', { token: clerk.token })).status).toBe(
      403,
    );
    expect(await role(owner, clerk.id, 'owner')).toMatchObject({ status: 200, body: { level: 'owner' } });
    expect((await server.api('GET', '/manageEmployees/getAllInvites', { token: clerk.token })).status).toBe(
      200,
    );
    expect(await role(owner, clerk.id, 'employee')).toMatchObject({
      status: 200,
      body: { level: 'employee' },
    });
    expect((await server.api('GET', '/manageEmployees/getAllInvites', { token: clerk.token })).status).toBe(
      403,
    );
  });

  it('answers 404 for no such employee, 400 for a bad id or role, 403 for an employee', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    expect((await role(owner, '999999', 'owner')).status).toBe(404);
    expect((await deactivate(owner, '999999')).status).toBe(404);
    expect((await reactivate(owner, '999999')).status).toBe(404);
    expect((await role(owner, 'abc', 'owner')).status).toBe(400);
    expect((await role(owner, clerk.id, 'boss')).status).toBe(400);
    expect((await role(clerk.token, clerk.id, 'owner')).status).toBe(403);
    expect((await deactivate(clerk.token, ownerId)).status).toBe(403);
    expect((await reactivate(clerk.token, clerk.id)).status).toBe(403);
    expect((await role(owner, clerk.id, 'employee')).status).toBe(200);
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or deactivated, and an owner cannot deactivate themself', async () => {
    const others = await server.api('GET', '/manageEmployees/getAllEmployees', { token: owner });
    for (const employee of rows(others)) {
      const id = String(at(employee, '_id'));
      if (id !== ownerId && at(employee, 'level') === 'owner')
        expect((await role(owner, id, 'employee')).status).toBe(200);
    }
    const demoteSelf = await role(owner, ownerId, 'employee');
    expect(demoteSelf).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/active owner/) },
    });
    const deactivateSelf = await deactivate(owner, ownerId);
    expect(deactivateSelf).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/yourself/) },
    });
    expect((await me(owner)).body).toMatchObject({ level: 'owner', active: true });
  });

  it('of two owners demoting each other at once, one is refused: the shop keeps an owner', async () => {
    const second = await addStaff(server, owner, 'owner');
    const [a, b] = await Promise.all([
      role(owner, second.id, 'employee'),
      role(second.token, ownerId, 'employee'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const employees = rows(await server.api('GET', '/manageEmployees/getAllEmployees', { token: owner }));
    const owners = employees.filter((e) => at(e, 'level') === 'owner' && at(e, 'active') === true);
    expect(owners).toHaveLength(1);
    // Whoever won is the owner; put the admin back if it lost.
    if (at(owners[0], '_id') !== ownerId) {
      expect((await role(second.token, ownerId, 'owner')).status).toBe(200);
      owner = await server.login();
    }
    expect((await role(owner, second.id, 'employee')).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('ends a live session at once, refuses sign-in, forgot and reset as for an unknown account', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    const pending = await mailedToken(server, clerk.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: clerk.email } }),
    );
    expect((await me(clerk.token)).status).toBe(200);
    const done = await deactivate(owner, clerk.id);
    expect(done).toMatchObject({ status: 200, body: { active: false } });
    expect((await me(clerk.token)).status).toBe(401);
    const login = await server.api('POST', '/employees/login', {
      json: { email: clerk.email, password: 'a-wrong-password-1' },
    });
    expect(login).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
    expect(login.body).not.toHaveProperty('reason');
    const reset = await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: pending, newPassword: 'taken-over-password-1' },
    });
    expect(reset.status).toBe(400);
    const forgot = await server.api('POST', '/employees/forgotEmployeePassword', {
      json: { email: clerk.email },
    });
    expect(forgot.status).toBe(202);
    // Reset requests are worked on in order after their answers: once a later one's mail is out, this one is done.
    await mailedToken(server, ADMIN.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } }),
    );
    const resets = await server.database.exec(
      `select count(*)::int as n from password_resets where employee_id = ${clerk.id}`,
    );
    expect(resets[0]).toEqual({ n: 0 });
    const resetMails = (await server.outbox()).filter(
      (mail) => mail.text.includes(`To: ${clerk.email}`) && mail.text.includes('/resetEmployeePassword/'),
    );
    expect(resetMails).toHaveLength(1);
    // Listed, with the name kept on what they touched.
    const listed = rows(await server.api('GET', '/manageEmployees/getAllEmployees', { token: owner }));
    expect(listed.find((e) => at(e, '_id') === clerk.id)).toMatchObject({ active: false, level: 'employee' });
    // Deactivating again changes nothing; reactivating lets the old password in.
    expect((await deactivate(owner, clerk.id)).status).toBe(200);
    expect(await me(clerk.token)).toMatchObject({ status: 401, body: { reason: 'accessEnded' } });
    expect(await reactivate(owner, clerk.id)).toMatchObject({ status: 200, body: { active: true } });
    expect(
      (
        await server.api('POST', '/employees/login', {
          json: { email: clerk.email, password: clerk.password },
        })
      ).status,
    ).toBe(200);
  });

  it("tells the session's holder that their access has ended, in their language; every other 401 stays as it was", async () => {
    const clerk = await addStaff(server, owner, 'employee');
    const tablet = await server.login(clerk.email, clerk.password);
    expect((await deactivate(owner, clerk.id)).status).toBe(200);
    const ended = await me(clerk.token);
    expect(ended).toMatchObject({
      status: 401,
      body: { message: 'Your access to this shop has ended. Ask an owner.', reason: 'accessEnded' },
    });
    const inBangla = await server.api('GET', '/employees/me', {
      token: tablet,
      headers: { 'Accept-Language': 'bn' },
    });
    expect(inBangla).toMatchObject({
      status: 401,
      body: {
        message: 'এই দোকানে আপনার প্রবেশাধিকার শেষ হয়েছে। একজন মালিককে জিজ্ঞাসা করুন।',
        reason: 'accessEnded',
      },
    });
    expect(inBangla.headers.get('content-language')).toBe('bn');
    // Any call, not only /me: the next thing the person does.
    expect(await vat(clerk.token)).toMatchObject({ status: 401, body: { reason: 'accessEnded' } });
    // Ended sessions, unknown tokens and no token answer as before, without a reason.
    const unknown = await me('an-unknown-token-0123456789');
    expect(unknown).toMatchObject({
      status: 401,
      body: { message: 'Your session has ended. Please sign in again.' },
    });
    expect(unknown.body).not.toHaveProperty('reason');
    const none = await server.api('GET', '/employees/me');
    expect(none).toMatchObject({ status: 401, body: { message: 'Please sign in.' } });
    expect(none.body).not.toHaveProperty('reason');
    const gone = await server.login();
    expect((await server.api('POST', '/employees/logout', { token: gone })).status).toBe(204);
    expect((await me(gone)).body).not.toHaveProperty('reason');
  });

  it('tells a sign-in with the right password that the access has ended; a wrong one learns nothing', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    expect((await deactivate(owner, clerk.id)).status).toBe(200);
    const right = await server.api('POST', '/employees/login', {
      json: { email: clerk.email, password: clerk.password },
    });
    expect(right).toMatchObject({
      status: 401,
      body: { message: 'Your access to this shop has ended. Ask an owner.', reason: 'accessEnded' },
    });
    const wrong = await server.api('POST', '/employees/login', {
      json: { email: clerk.email, password: 'not-their-password-1' },
    });
    const stranger = await server.api('POST', '/employees/login', {
      json: { email: 'nobody.here@shop.test', password: 'not-their-password-1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
    expect(wrong.body).toEqual(stranger.body);
    // Nothing was opened: the answer carries no token, and no session was added.
    expect(right.body).not.toHaveProperty('token');
    const [sessions] = await server.database.exec(
      `select count(*)::int as n from sessions where employee_id = ${clerk.id} and created_at > now() - interval '1 minute'`,
    );
    expect(sessions).toEqual({ n: 1 });
  });

  it('reactivating lets the person sign in again, but never revives the sessions they held', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    expect((await deactivate(owner, clerk.id)).status).toBe(200);
    expect(await reactivate(owner, clerk.id)).toMatchObject({ status: 200, body: { active: true } });
    const old = await me(clerk.token);
    expect(old).toMatchObject({
      status: 401,
      body: { message: 'Your session has ended. Please sign in again.' },
    });
    expect(old.body).not.toHaveProperty('reason');
    const again = await server.login(clerk.email, clerk.password);
    expect((await me(again)).status).toBe(200);
  });

  it('keeps the invites a deactivated owner sent, with their name', async () => {
    const manager = await addStaff(server, owner, 'owner', 'Invite Sender');
    const email = 'kept.invite@shop.test';
    await server.api('POST', '/manageEmployees/employeeinvite', { token: manager.token, json: { email } });
    expect((await deactivate(owner, manager.id)).status).toBe(200);
    const invites = rows(await server.api('GET', '/manageEmployees/getAllInvites', { token: owner }));
    expect(invites.find((invite) => at(invite, 'email') === email)).toMatchObject({
      employee: { name: 'Invite Sender' },
    });
  });
});

describe('sessions', () => {
  it('signs out everywhere: every session of the employee ends, others stay', async () => {
    const clerk = await addStaff(server, owner, 'employee');
    const phone = await server.login(clerk.email, clerk.password);
    expect((await server.api('POST', '/employees/logoutEverywhere', { token: clerk.token })).status).toBe(
      204,
    );
    expect((await me(clerk.token)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(owner)).status).toBe(200);
    expect((await server.api('POST', '/employees/logoutEverywhere')).status).toBe(401);
  });

  it('ends a session unused for SESSION_IDLE_HOURS (12), and keeps one in use alive', async () => {
    const idle = await server.login();
    await server.database.exec(
      `update sessions set last_used_at = now() - interval '12 hours 1 minute' where token_hash = '${hashToken(idle)}'`,
    );
    expect((await me(idle)).status).toBe(401);

    const used = await server.login();
    await server.database.exec(
      `update sessions set last_used_at = now() - interval '11 hours' where token_hash = '${hashToken(used)}'`,
    );
    expect((await me(used)).status).toBe(200);
    const [row] = await server.database.exec(
      `select extract(epoch from now() - last_used_at)::int as ago from sessions where token_hash = '${hashToken(used)}'`,
    );
    expect(Number(row?.ago)).toBeLessThan(60);
  });
});
