// People in browsers: the session in an HttpOnly cookie the server sets (never in the page's reach), and the
// changes made with it refused unless they come from the shop's own pages (CSRF).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from './support/staff.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';
import { form, idOf, rows, text } from './support/values.js';

const ADMIN_CLIENT = { 'X-Shop-Client': 'admin' };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let server: TestServer;
/** The headers a page of the shop's own origin sends with a change. */
let fromShop: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  fromShop = { ...ADMIN_CLIENT, origin: server.url };
});
afterAll(() => server.close());

/** The `name=value` of a `Set-Cookie` answer header, and its attributes in lowercase. */
function setCookie(headers: Headers): { pair: string; attributes: string[] } | undefined {
  const header = headers.get('set-cookie');
  if (header === null) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

/** Signs in as the admin app does; answers the `Cookie` header a browser would send back. */
async function cookieLogin(
  target: TestServer = server,
  headers: Record<string, string> = {},
  account: { email: string; password: string } = ADMIN,
): Promise<string> {
  const login = await target.api('POST', '/employees/login', {
    json: { email: account.email, password: account.password },
    headers: { ...ADMIN_CLIENT, origin: target.url, ...headers },
  });
  expect(login.status, login.text).toBe(200);
  const cookie = setCookie(login.headers);
  if (cookie === undefined) throw new Error('no cookie set');
  return cookie.pair;
}

async function vatCount(cookie: string): Promise<number> {
  return rows(await server.api('GET', '/vats', { headers: { cookie } })).length;
}

describe('sign-in from the admin', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie over http and answers the employee without a token', async () => {
    const login = await server.api('POST', '/employees/login', { json: ADMIN, headers: fromShop });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: ADMIN.email, level: 'owner', active: true });
    expect(login.body).not.toHaveProperty('token');
    const cookie = setCookie(login.headers);
    expect(cookie?.pair).toMatch(/^shop_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=604800']),
    );
    // Over plain http a browser refuses Secure (and with it the __Host- prefix); no Domain, ever.
    expect(cookie?.attributes).not.toContain('secure');
    expect(cookie?.attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
    const me = await server.api('GET', '/employees/me', { headers: { cookie: cookie?.pair ?? '' } });
    expect(me).toMatchObject({ status: 200, body: { email: ADMIN.email } });
  });

  it('keeps answering scripts a bearer token, and sets no cookie for them', async () => {
    const login = await server.api('POST', '/employees/login', { json: ADMIN });
    expect(text(login.body, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.headers.get('set-cookie')).toBeNull();
  });

  it('names the cookie __Host- and makes it Secure when a trusted proxy says the browser came over https', async () => {
    const proxied = await startTestServer({ trustedProxies: ['127.0.0.1'], embedded: true });
    try {
      // The proxy passes the Host the browser asked for; the page's origin is its https one.
      const overHttps = { 'x-forwarded-proto': 'https', origin: proxied.url.replace(/^http:/, 'https:') };
      const login = await proxied.api('POST', '/employees/login', {
        json: ADMIN,
        headers: { ...ADMIN_CLIENT, ...overHttps },
      });
      expect(login.status, login.text).toBe(200);
      const cookie = setCookie(login.headers);
      expect(cookie?.pair).toMatch(/^__Host-shop_session=/);
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
      const token = cookie?.pair.split('=')[1] ?? '';
      const me = (cookie: string) =>
        proxied.api('GET', '/employees/me', { headers: { 'x-forwarded-proto': 'https', cookie } });
      expect((await me(`__Host-shop_session=${token}`)).status).toBe(200);
      // Over https the plain twin is not read: a page on plain http (or a sibling host) could have planted it.
      expect((await me(`shop_session=${token}`)).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('registers from an invite into a cookie session too', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const cookie = await cookieLogin(server, {}, member);
    const me = await server.api('GET', '/employees/me', { headers: { cookie } });
    expect(me).toMatchObject({ status: 200, body: { email: member.email } });
  });

  it('takes Authorization over a cookie the same client sends', async () => {
    const cookie = await cookieLogin();
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const me = await server.api('GET', '/employees/me', { token: member.token, headers: { cookie } });
    expect(me.body).toMatchObject({ email: member.email });
  });
});

describe('changes made with the cookie (CSRF)', () => {
  const vat = () => form({ amount: 5, isApplicable: true });

  it('makes a change that comes from the shop with the admin header', async () => {
    const cookie = await cookieLogin();
    await server.database.exec('delete from vats');
    const made = await server.api('POST', '/vats', { form: vat(), headers: { ...fromShop, cookie } });
    expect(made.status, made.text).toBe(201);
    // A browser that sends no Origin on a same-origin request says so in Fetch Metadata.
    const sameOrigin = { ...ADMIN_CLIENT, 'sec-fetch-site': 'same-origin', cookie };
    const removed = await server.api('DELETE', `/vats/${idOf(made)}`, { headers: sameOrigin });
    expect(removed.status, removed.text).toBe(204);
  });

  it('refuses a cross-origin form post, a fetch without the header and a wrong Origin, changing nothing', async () => {
    const cookie = await cookieLogin();
    await server.database.exec('delete from vats');
    const before = await vatCount(cookie);
    const attempts: Array<{ name: string; headers: Record<string, string>; raw?: boolean }> = [
      // Another site's <form method=post>: its Origin, no custom header (a form cannot send one).
      { name: 'form post', headers: { origin: 'http://127.0.0.2:8080', cookie }, raw: true },
      { name: 'no header, own origin', headers: { origin: server.url, cookie } },
      { name: 'no header, same-origin fetch metadata', headers: { 'sec-fetch-site': 'same-origin', cookie } },
      { name: 'header, wrong origin', headers: { ...ADMIN_CLIENT, origin: 'http://evil.example', cookie } },
      { name: 'header, same-site', headers: { ...ADMIN_CLIENT, 'sec-fetch-site': 'same-site', cookie } },
      { name: 'header, no origin at all', headers: { ...ADMIN_CLIENT, cookie } },
      { name: 'null origin', headers: { ...ADMIN_CLIENT, origin: 'null', cookie } },
      // Without a cookie (SameSite keeps it from another site's post): refused for its origin alone.
      { name: 'form post without the cookie', headers: { origin: 'http://127.0.0.2:8080' }, raw: true },
    ];
    for (const attempt of attempts) {
      const answer = attempt.raw
        ? await server.raw('POST', '/api/vats', {
            raw: { body: 'amount=5&isApplicable=true', contentType: 'application/x-www-form-urlencoded' },
            headers: attempt.headers,
          })
        : await server.api('POST', '/vats', { form: vat(), headers: attempt.headers });
      expect(answer.status, attempt.name).toBe(403);
      expect(text(answer.body, 'message'), attempt.name).toMatch(/shop's own pages/);
    }
    expect(await vatCount(cookie)).toBe(before);
    // Signing out is a change too: a forged one leaves the session as it was.
    const forgedLogout = await server.api('POST', '/employees/logout', {
      headers: { origin: 'http://evil.example', cookie },
    });
    expect(forgedLogout.status).toBe(403);
    expect((await server.api('GET', '/employees/me', { headers: { cookie } })).status).toBe(200);
  });

  it('refuses the request before reading its body', async () => {
    const cookie = await cookieLogin();
    // A body over every limit: the refusal comes first, not a 413.
    const answer = await server.raw('POST', '/api/vats', {
      raw: { body: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' },
      headers: { origin: server.url, cookie },
    });
    expect(answer.status).toBe(403);
  });

  it('leaves tools with bearer tokens as they were, whatever Origin they send', async () => {
    const token = await server.login();
    await server.database.exec('delete from vats');
    const made = await server.api('POST', '/vats', {
      token,
      form: vat(),
      headers: { origin: 'http://elsewhere.example' },
    });
    expect(made.status, made.text).toBe(201);
    const plain = await server.api('DELETE', `/vats/${idOf(made)}`, { token });
    expect(plain.status).toBe(204);
  });

  it('lets a sign-in from the admin come only from the shop', async () => {
    const login = await server.raw('POST', '/api/employees/login', {
      json: ADMIN,
      headers: { ...ADMIN_CLIENT, origin: 'http://evil.example' },
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie')).toBeNull();
  });
});

describe('signing out of a cookie session', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await cookieLogin();
    const out = await server.api('POST', '/employees/logout', { headers: { ...fromShop, cookie } });
    expect(out.status).toBe(204);
    const cleared = setCookie(out.headers);
    expect(cleared?.pair).toBe('shop_session=');
    expect(cleared?.attributes).toContain('max-age=0');
    expect((await server.api('GET', '/employees/me', { headers: { cookie } })).status).toBe(401);
  });

  it('clears it when the password is changed, or everywhere is signed out', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const cookie = await cookieLogin(server, {}, member);
    const everywhere = await server.api('POST', '/employees/logoutEverywhere', {
      headers: { ...fromShop, cookie },
    });
    expect(setCookie(everywhere.headers)?.attributes).toContain('max-age=0');
    const again = await cookieLogin(server, {}, member);
    const changed = await server.api('PUT', '/employees/changeEmployeePassword', {
      json: { oldPassword: member.password, newPassword: 'copper-lantern-meadow-81' },
      headers: { ...fromShop, cookie: again },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(setCookie(changed.headers)?.attributes).toContain('max-age=0');
    expect((await server.api('GET', '/employees/me', { headers: { cookie: again } })).status).toBe(401);
  });
});

describe('where I am signed in', () => {
  it('lists my live sessions with their browser, address and times, marking this one', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const phone = await cookieLogin(server, { 'user-agent': CHROME_ON_WINDOWS }, member);
    const laptop = await cookieLogin(server, { 'user-agent': FIREFOX_ON_LINUX }, member);
    const listed = await server.api('GET', '/employees/me/sessions', { headers: { cookie: laptop } });
    expect(listed.status).toBe(200);
    const sessions = rows(listed);
    // The registration's session, then the two browsers'.
    expect(sessions).toHaveLength(3);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Chrome on Windows', address: '127.0.0.1', current: false }),
        expect.objectContaining({ browser: 'Firefox on Linux', address: '127.0.0.1', current: true }),
      ]),
    );
    expect(listed.text).not.toMatch(/token|hash/i);
    const others = await server.api('GET', '/employees/me/sessions', { token: owner });
    expect(rows(others).some((row) => JSON.stringify(row).includes('Firefox'))).toBe(false);
    expect(phone).not.toBe(laptop);
  });

  it('ends one session of mine, which then answers 401, and leaves the others', async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const phone = await cookieLogin(server, { 'user-agent': CHROME_ON_WINDOWS }, member);
    const laptop = await cookieLogin(server, { 'user-agent': FIREFOX_ON_LINUX }, member);
    const listed = rows(await server.api('GET', '/employees/me/sessions', { headers: { cookie: laptop } }));
    const phoneSession = listed.find((row) => JSON.stringify(row).includes('Chrome on Windows'));
    const id = idOf({ body: phoneSession });
    const ended = await server.api('DELETE', `/employees/me/sessions/${id}`, {
      headers: { ...fromShop, cookie: laptop },
    });
    expect(ended.status, ended.text).toBe(204);
    expect((await server.api('GET', '/employees/me', { headers: { cookie: phone } })).status).toBe(401);
    expect((await server.api('GET', '/employees/me', { headers: { cookie: laptop } })).status).toBe(200);
    const history = await server.api('GET', '/changes?operation=endMySession', { token: owner });
    expect(rows(history).length).toBeGreaterThan(0);
  });

  it("answers 404 for another employee's session or none, 401 signed out, 403 to an API token", async () => {
    const owner = await server.login();
    const member = await addStaff(server, owner, 'employee');
    const mine = rows(await server.api('GET', '/employees/me/sessions', { token: member.token }));
    const memberSession = idOf({ body: mine[0] });
    const notTheirs = await server.api('DELETE', `/employees/me/sessions/${memberSession}`, { token: owner });
    expect(notTheirs.status).toBe(404);
    expect((await server.api('GET', '/employees/me', { token: member.token })).status).toBe(200);
    expect((await server.api('DELETE', '/employees/me/sessions/999999', { token: owner })).status).toBe(404);
    expect((await server.api('DELETE', '/employees/me/sessions/abc', { token: owner })).status).toBe(400);
    expect((await server.api('GET', '/employees/me/sessions')).status).toBe(401);
    expect((await server.api('DELETE', `/employees/me/sessions/${memberSession}`)).status).toBe(401);
    const made = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: 'Sessions reader', scopes: ['catalogue:read'] },
    });
    const apiToken = text(made.body, 'token');
    expect((await server.api('GET', '/employees/me/sessions', { token: apiToken })).status).toBe(403);
    expect(
      (await server.api('DELETE', `/employees/me/sessions/${memberSession}`, { token: apiToken })).status,
    ).toBe(403);
  });
});

describe('the API docs page', () => {
  it('keeps a pasted token no longer than the page, and removes one an older version kept', async () => {
    const init = await server.raw('GET', '/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('persistAuthorization: false');
    expect(init.text).toContain("removeItem('authorized')");
  });
});
