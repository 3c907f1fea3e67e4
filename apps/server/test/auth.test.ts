import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, invites, passwordResets } from '../src/db/schema.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { images } from './support/images.js';
import { addStaff } from './support/staff.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows, text } from './support/values.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The token of the link in the mail `action` sends to `to` (reset mails go out in the background). */
const mailedLink = (to: string, kind: 'register' | 'resetEmployeePassword', action: () => Promise<unknown>) =>
  mailedToken(server, to, kind, action);

async function mailCount(to: string): Promise<number> {
  return (await server.outbox()).filter((mail) => mail.text.includes(`To: ${to}`)).length;
}

describe('sign in and sessions', () => {
  it('signs in with the first employee and reads it back', async () => {
    const login = await server.api('POST', '/employees/login', { json: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: ADMIN.email, level: 'owner', active: true, dp: null });
    expect(text(login.body, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.text).not.toMatch(/hash|argon/i);
    const me = await server.api('GET', '/employees/me', { token: text(login.body, 'token') });
    expect(me.body).toMatchObject({ email: ADMIN.email });
  });

  it('accepts the email in any case, refuses wrong passwords with 401', async () => {
    expect(
      (await server.api('POST', '/employees/login', { json: { ...ADMIN, email: 'ADMIN@Shop.Test' } })).status,
    ).toBe(200);
    const wrong = await server.api('POST', '/employees/login', { json: { ...ADMIN, password: 'nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
    const unknown = await server.api('POST', '/employees/login', {
      json: { email: 'who@shop.test', password: 'x' },
    });
    expect(unknown.status).toBe(401);
  });

  it('stores only hashes of passwords and tokens', async () => {
    const hashes = await server.database.exec('select password_hash from employees');
    expect(String(hashes[0]?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = await server.login();
    const sessions = await server.database.exec('select token_hash from sessions');
    expect(sessions.map((row) => row.token_hash)).not.toContain(token);
  });

  it('logout revokes the token', async () => {
    const token = await server.login();
    expect((await server.api('POST', '/employees/logout', { token })).status).toBe(204);
    expect((await server.api('GET', '/employees/me', { token })).status).toBe(401);
    expect((await server.api('POST', '/employees/logout', { token })).status).toBe(401);
  });

  it('expired sessions are refused', async () => {
    const token = await server.login();
    await server.database.exec("update sessions set expires_at = now() - interval '1 second'");
    expect((await server.api('GET', '/employees/me', { token })).status).toBe(401);
  });
});

describe('change password', () => {
  it('refuses a wrong current password at the field, then changes it and ends every session', async () => {
    const token = await server.login();
    const other = await server.login();
    const wrong = await server.api('PUT', '/employees/changeEmployeePassword', {
      token,
      json: { oldPassword: 'wrong-one', newPassword: 'another-pass-1' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { oldPassword: 'Wrong password' } } });
    const short = await server.api('PUT', '/employees/changeEmployeePassword', {
      token,
      json: { oldPassword: ADMIN.password, newPassword: 'short' },
    });
    expect(short).toMatchObject({ status: 400, body: { fields: { newPassword: 'At least 10 characters' } } });
    const common = await server.api('PUT', '/employees/changeEmployeePassword', {
      token,
      json: { oldPassword: ADMIN.password, newPassword: 'Password123' },
    });
    expect(common).toMatchObject({
      status: 400,
      body: { fields: { newPassword: 'This password is too common; choose another' } },
    });
    const changed = await server.api('PUT', '/employees/changeEmployeePassword', {
      token,
      json: { oldPassword: ADMIN.password, newPassword: 'another-pass-1' },
    });
    expect(changed.status).toBe(200);
    expect((await server.api('GET', '/employees/me', { token })).status).toBe(401);
    expect((await server.api('GET', '/employees/me', { token: other })).status).toBe(401);
    const newToken = await server.login(ADMIN.email, 'another-pass-1');
    await server.api('PUT', '/employees/changeEmployeePassword', {
      token: newToken,
      json: { oldPassword: 'another-pass-1', newPassword: ADMIN.password },
    });
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, mailing only a real one', async () => {
    const before = await mailCount('nobody@shop.test');
    const unknown = await server.api('POST', '/employees/forgotEmployeePassword', {
      json: { email: 'nobody@shop.test' },
    });
    let known: Awaited<ReturnType<TestServer['api']>> | undefined;
    await mailedLink(ADMIN.email, 'resetEmployeePassword', async () => {
      known = await server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } });
    });
    expect(unknown.status).toBe(202);
    expect(known?.status).toBe(202);
    expect(unknown.body).toEqual(known?.body);
    expect(await mailCount('nobody@shop.test')).toBe(before);
  });

  it('resets with the mailed link once, ending the old sessions', async () => {
    const session = await server.login();
    const resetToken = await mailedLink(ADMIN.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } }),
    );
    const reset = await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: resetToken, newPassword: 'reset-pass-123' },
    });
    expect(reset.status).toBe(200);
    expect((await server.api('GET', '/employees/me', { token: session })).status).toBe(401);
    const again = await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: resetToken, newPassword: 'reset-pass-456' },
    });
    expect(again).toMatchObject({ status: 400, body: { fields: { token: expect.any(String) } } });
    const token = await server.login(ADMIN.email, 'reset-pass-123');
    await server.api('PUT', '/employees/changeEmployeePassword', {
      token,
      json: { oldPassword: 'reset-pass-123', newPassword: ADMIN.password },
    });
  });

  it('refuses an expired reset link', async () => {
    const resetToken = await mailedLink(ADMIN.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: ADMIN.email } }),
    );
    await server.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const reset = await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: resetToken, newPassword: 'reset-pass-123' },
    });
    expect(reset.status).toBe(400);
  });
});

describe('invites and registration', () => {
  it('invite -> mail in the outbox -> email from token -> register -> sign in', async () => {
    const token = await server.login();
    let invite = await server.api('GET', '/employees/me', { token });
    const link = await mailedLink('Rafiq.Islam@shop.test', 'register', async () => {
      invite = await server.api('POST', '/manageEmployees/employeeinvite', {
        token,
        json: { email: 'Rafiq.Islam@shop.test' },
      });
    });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ email: 'Rafiq.Islam@shop.test', employee: { name: 'Shop Admin' } });
    const inviteId = idOf(invite);
    expect((await server.api('GET', `/manageEmployees/getSingleInvite/${inviteId}`, { token })).status).toBe(
      200,
    );
    expect(rows(await server.api('GET', '/manageEmployees/getAllInvites', { token }))).toHaveLength(1);

    expect(server.logs.some((line) => line.includes(`/register/${link}`))).toBe(true);
    const email = await server.api('GET', `/manageEmployees/getEmailFromToken/${link}`);
    expect(email.body).toEqual({ email: 'Rafiq.Islam@shop.test' });

    const mismatch = await server.api('POST', '/employees/register', {
      form: form({
        token: link,
        name: 'Rafiq',
        email: 'someone.else@shop.test',
        password: 'amber-tide-quill-1',
      }),
    });
    expect(mismatch).toMatchObject({ status: 400, body: { fields: { email: expect.any(String) } } });

    const registered = await server.api('POST', '/employees/register', {
      form: form({
        token: link,
        name: 'Rafiq Islam',
        email: 'rafiq.islam@shop.test',
        password: 'amber-tide-quill-1',
        dp: await images.jpeg(),
        level: 'employee',
      }),
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      name: 'Rafiq Islam',
      level: 'employee',
      dp: expect.stringMatching(/^employees\//),
    });
    expect((await server.api('GET', '/employees/me', { token: text(registered.body, 'token') })).status).toBe(
      200,
    );
    expect((await server.raw('GET', `/media/${String(at(registered.body, 'dp'))}`)).status).toBe(200);
    await server.login('rafiq.islam@shop.test', 'amber-tide-quill-1');

    const reused = await server.api('POST', '/employees/register', {
      form: form({
        token: link,
        name: 'Again',
        email: 'rafiq.islam@shop.test',
        password: 'amber-tide-quill-1',
      }),
    });
    expect(reused.status).toBe(400);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${link}`)).status).toBe(404);
    expect(rows(await server.api('GET', '/manageEmployees/getAllInvites', { token }))).toHaveLength(0);
    const employees = rows(await server.api('GET', '/manageEmployees/getAllEmployees', { token }));
    expect(employees.map((e) => at(e, 'email'))).toContain('Rafiq.Islam@shop.test');
  });

  it('refuses to invite an employee or an email already invited', async () => {
    const token = await server.login();
    const employee = await server.api('POST', '/manageEmployees/employeeinvite', {
      token,
      json: { email: ADMIN.email },
    });
    expect(employee.status).toBe(409);
    await server.api('POST', '/manageEmployees/employeeinvite', {
      token,
      json: { email: 'twice@shop.test' },
    });
    const twice = await server.api('POST', '/manageEmployees/employeeinvite', {
      token,
      json: { email: 'TWICE@shop.test' },
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This email already has a pending invite.' },
    });
  });

  it('a resend replaces the token; expired and deleted invites stop working', async () => {
    const token = await server.login();
    let invite = await server.api('GET', '/employees/me', { token });
    const first = await mailedLink('resend@shop.test', 'register', async () => {
      invite = await server.api('POST', '/manageEmployees/employeeinvite', {
        token,
        json: { email: 'resend@shop.test' },
      });
    });
    const second = await mailedLink('resend@shop.test', 'register', async () => {
      const resent = await server.api('POST', `/manageEmployees/resendInvite/${idOf(invite)}`, { token });
      expect(resent.status).toBe(200);
    });
    expect(second).not.toBe(first);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${first}`)).status).toBe(404);
    const replaced = await server.api('POST', '/employees/register', {
      form: form({ token: first, name: 'Old link', email: 'resend@shop.test', password: 'resend-pass-1' }),
    });
    expect(replaced.status).toBe(400);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${second}`)).status).toBe(200);

    await server.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.email, 'resend@shop.test'));
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${second}`)).status).toBe(404);
    const expired = await server.api('POST', '/employees/register', {
      form: form({ token: second, name: 'Late', email: 'resend@shop.test', password: 'resend-pass-1' }),
    });
    expect(expired.status).toBe(400);

    const third = await mailedLink('resend@shop.test', 'register', () =>
      server.api('POST', `/manageEmployees/resendInvite/${idOf(invite)}`, { token }),
    );
    expect(
      (await server.api('DELETE', `/manageEmployees/deleteInvite/${idOf(invite)}`, { token })).status,
    ).toBe(204);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${third}`)).status).toBe(404);
    expect(
      (await server.api('DELETE', `/manageEmployees/deleteInvite/${idOf(invite)}`, { token })).status,
    ).toBe(404);
  });

  it('refuses a registration picture that is not an image', async () => {
    const token = await server.login();
    const link = await mailedLink('pic@shop.test', 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token, json: { email: 'pic@shop.test' } }),
    );
    const response = await server.api('POST', '/employees/register', {
      form: form({
        token: link,
        name: 'Pic',
        email: 'pic@shop.test',
        password: 'pic-pass-12',
        dp: images.svg(),
      }),
    });
    expect(response).toMatchObject({ status: 400, body: { fields: { dp: expect.any(String) } } });
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${link}`)).status).toBe(200);
  });
});

describe('throttling failed sign-ins', () => {
  it('answers 429 with Retry-After after 5 failures for one account (1 s after the last), whatever the URL spelling', async () => {
    const email = 'throttled@shop.test';
    for (let i = 0; i < 5; i++) {
      const response = await server.api('POST', '/employees/login', {
        json: { email, password: `wrong-${i}` },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await server.api('POST', '/employees/login', {
      json: { email: ' THROTTLED@shop.test', password: 'x' },
    });
    expect(blocked.status).toBe(400);
    const blockedExact = await server.api('POST', '/employees/login', {
      json: { email: 'THROTTLED@shop.test', password: 'x' },
    });
    expect(blockedExact.status).toBe(429);
    expect(blockedExact.headers.get('retry-after')).toBe('1');
    expect(blockedExact.body).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    for (const other of ['/api/employees/login/', '/api/Employees/Login']) {
      const response = await server.raw('POST', other, { json: { email, password: 'x' } });
      expect(response.status, other).toBe(404);
    }
  });

  it('answers 429 after 20 failures from one address across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await server.api('POST', '/employees/login', {
        json: { email: `spray${i}@shop.test`, password: 'wrong' },
      });
    }
    const blocked = await server.api('POST', '/employees/login', { json: ADMIN });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a password change ends pending reset links', () => {
  // Past the throttles' windows of the failures above.
  beforeAll(() => server.clock.advance(60 * 60_000));

  it('a reset link mailed before the change no longer works after it', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee', 'Link Keeper');
    const link = await mailedLink(member.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: member.email } }),
    );
    const changed = await server.api('PUT', '/employees/changeEmployeePassword', {
      token: member.token,
      json: { oldPassword: member.password, newPassword: 'kept-lantern-orchid-4' },
    });
    expect(changed.status).toBe(200);
    const reset = await server.api('POST', '/employees/resetEmployeePassword', {
      json: { token: link, newPassword: 'stolen-mailbox-route-8' },
    });
    expect(reset).toMatchObject({
      status: 400,
      body: { fields: { token: 'This reset link is no longer valid' } },
    });
    const pending = await server.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.employeeId, BigInt(member.id)));
    expect(pending).toEqual([]);
    await server.login(member.email, 'kept-lantern-orchid-4');
  });
});

describe('a new password must be hard to guess', () => {
  const tooEasy = 'This password is too easy to guess; choose another.';

  it('register refuses the own email or name, the demo password, the shop name, a repeat or a keyboard run, saying why', async () => {
    await server.database.db
      .insert(appSettings)
      .values({ name: 'Deshi Bazar', isCategoryFeatured: false, image: '' });
    const owner = await server.login();
    const email = 'staff.seven@shop.test';
    const link = await mailedLink(email, 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token: owner, json: { email } }),
    );
    const register = (password: string, language = 'en') =>
      server.api('POST', '/employees/register', {
        form: form({ token: link, name: 'Nusrat Jahan', email, password }),
        headers: { 'accept-language': language },
      });
    for (const [password, reason] of [
      ['staff.seven@shop.test', 'Too easy to guess: it contains your email'],
      ['StaffSeven2025', 'Too easy to guess: it contains your email'],
      ['NusratJahan2025', 'Too easy to guess: it contains your name'],
      ['nusrat.jahan.1', 'Too easy to guess: it contains your name'],
      ['change-me-now', 'Too easy to guess: it contains the demo password'],
      ['DeshiBazar123', "Too easy to guess: it contains the shop's name"],
      ['aaaaaaaaaaaaaaaa', 'Too easy to guess: it repeats characters or a pattern'],
      ['zxcvbnm,./', 'Too easy to guess: it follows the keyboard or a sequence (qwerty, 1234)'],
      ['qwertyuiop', 'This password is too common; choose another'],
    ] as const) {
      const refused = await register(password);
      expect(refused.body, password).toMatchObject({ fields: { password: reason } });
      expect(refused.status).toBe(400);
    }
    expect((await register('staffseven2025', 'bn')).body).toEqual({
      message: 'এই পাসওয়ার্ডটি অনুমান করা খুব সহজ; অন্য একটি বেছে নিন।',
      fields: { password: 'অনুমান করা খুব সহজ: এতে আপনার ইমেইল আছে' },
    });
    expect((await register('Deshi-Bazar-99', 'bn')).body).toMatchObject({
      fields: { password: 'অনুমান করা খুব সহজ: এতে দোকানের নাম আছে' },
    });
    // The invite still stands: a refused password used nothing up.
    expect((await register('monsoon-ferry-lantern')).status).toBe(201);
  });

  it('reset and change refuse it too, weighed against the account’s own email and name', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee', 'Karim Chowdhury');
    const change = await server.api('PUT', '/employees/changeEmployeePassword', {
      token: member.token,
      json: { oldPassword: member.password, newPassword: 'karimchowdhury1' },
    });
    expect(change).toMatchObject({
      status: 400,
      body: { message: tooEasy, fields: { newPassword: 'Too easy to guess: it contains your name' } },
    });
    const link = await mailedLink(member.email, 'resetEmployeePassword', () =>
      server.api('POST', '/employees/forgotEmployeePassword', { json: { email: member.email } }),
    );
    const reset = (newPassword: string) =>
      server.api('POST', '/employees/resetEmployeePassword', { json: { token: link, newPassword } });
    expect((await reset('1234567890abcdef')).body).toMatchObject({
      message: tooEasy,
      fields: { newPassword: 'Too easy to guess: it follows the keyboard or a sequence (qwerty, 1234)' },
    });
    expect((await reset(`${member.email}!`)).body).toMatchObject({
      fields: { newPassword: 'Too easy to guess: it contains your email' },
    });
    // The link was not used up by the refusals.
    expect((await reset('pebble-harbor-violin-3')).status).toBe(200);
  });
});
