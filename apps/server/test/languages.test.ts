// The server speaks the language a request asks for (Accept-Language): its error messages, field messages,
// answers' messages and mails in Bangla for `bn`, and exactly today's English otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../src/core/language.js';
import { mailedToken } from './reliability/support/mail-links.js';
import { addStaff, type StaffMember } from './support/staff.js';
import {
  type ApiResponse,
  type RequestOptions,
  startTestServer,
  type TestServer,
} from './support/test-server.js';
import { at, form, idOf, rows } from './support/values.js';

let server: TestServer;
let owner: string;
let clerk: StaffMember;
let clients = 0;

beforeAll(async () => {
  // Behind a trusted proxy (127.0.0.1), so that each throttled call below comes from a client of its own; and with
  // mail links kept out of the log, as on any server but a local trial.
  server = await startTestServer({ trustedProxies: ['127.0.0.1'], printMailLinks: false });
  owner = await server.login();
  clerk = await addStaff(server, owner, 'employee', 'Nusrat Jahan');
});
afterAll(() => server?.close());

/** A request from a client of its own (its own throttle counters), saying `language` as Accept-Language. */
function call(
  language: string | undefined,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.51.100.${++clients}`,
    ...options.headers,
    ...(language === undefined ? {} : { 'accept-language': language }),
  };
  return server.api(method, path, { ...options, headers });
}

const bn = (method: string, path: string, options?: RequestOptions) => call('bn', method, path, options);
const message = (response: ApiResponse) => at(response.body, 'message');

describe('which language a request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['bn', 'bn'],
    ['BN', 'bn'],
    ['bn-BD', 'bn'],
    ['bn-IN;q=0.8', 'bn'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr', 'en'],
    ['fr-FR, fr;q=0.9, bn;q=0.1', 'bn'],
    ['*', 'en'],
    ['bn;q=0', 'en'],
    ['bn;q=0, *', 'en'],
    ['en;q=0, *', 'bn'],
    ['en;q=0.5, bn;q=0.9', 'bn'],
    ['bn;q=0.5, en', 'en'],
    ['en;q=0.7, bn-BD;q=0.8, bn;q=0.2', 'bn'],
    ['bn, en', 'bn'],
    ['en, bn', 'en'],
    ['*, bn', 'bn'],
    ['*;q=0.9, en;q=0.8', 'bn'],
    ['bn;q=1.5, en;q=0.5', 'en'],
    ['bn;q=abc', 'en'],
    ['<script>, bn', 'bn'],
  ])('%j -> %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('error messages', () => {
  it('a 400 with field messages, in Bangla for bn and as today in English otherwise', async () => {
    const json = { email: 'not an email', password: '', nickname: 'x' };
    const english = await call(undefined, 'POST', '/employees/login', { json });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: expect.stringMatching(/^Please check /),
      fields: { email: 'Enter a valid email address', password: 'Required', nickname: 'Unknown field' },
    });
    const bangla = await bn('POST', '/employees/login', { json });
    const fields: Record<string, string> = {
      email: 'সঠিক ইমেইল ঠিকানা দিন',
      password: 'আবশ্যক',
      nickname: 'অজানা ফিল্ড',
    };
    // The fields in the English message's order, each said in Bangla.
    const englishFields = at(english.body, 'fields');
    const order =
      typeof englishFields === 'object' && englishFields !== null ? Object.keys(englishFields) : [];
    const parts = order.map((name) => `${name}: ${fields[name]}`).join('; ');
    expect(bangla).toMatchObject({ status: 400, body: { message: `অনুগ্রহ করে ঠিক করুন — ${parts}`, fields } });
    for (const language of ['en', 'en-US', 'fr', 'de;q=0.9, *;q=0.1']) {
      const same = await call(language, 'POST', '/employees/login', { json });
      expect(same.body, language).toEqual(english.body);
    }
  });

  it('a number over its maximum and a boolean that is not one (form data)', async () => {
    const refused = await bn('POST', '/vats', {
      token: owner,
      form: form({ amount: 150, isApplicable: 'yes' }),
    });
    expect(refused.status).toBe(400);
    expect(at(refused.body, 'fields')).toEqual({
      amount: 'সর্বোচ্চ 100 হতে পারে',
      isApplicable: 'true বা false হতে হবে',
    });
  });

  it('401: no token, a token that is not one, a wrong password', async () => {
    const none = await bn('GET', '/employees/me');
    expect(none).toMatchObject({ status: 401, body: { message: 'অনুগ্রহ করে সাইন ইন করুন।' } });
    const ended = await bn('GET', '/employees/me', { token: 'A'.repeat(43) });
    expect(ended).toMatchObject({
      status: 401,
      body: { message: 'আপনার সেশন শেষ হয়ে গেছে। অনুগ্রহ করে আবার সাইন ইন করুন।' },
    });
    const wrong = await bn('POST', '/employees/login', {
      json: { email: clerk.email, password: 'not-the-password' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'ইমেইল বা পাসওয়ার্ড ভুল।' } });
    const english = await call('fr', 'POST', '/employees/login', {
      json: { email: clerk.email, password: 'not-the-password' },
    });
    expect(english).toMatchObject({ status: 401, body: { message: 'Wrong email or password.' } });
  });

  it("403: what only the owner may do, named in the employee's language", async () => {
    const refused = await bn('POST', '/vats', {
      token: clerk.token,
      form: form({ amount: 5, isApplicable: true }),
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'শুধু দোকানের মালিক ভ্যাট সেটিং তৈরি করতে পারেন।' },
    });
    const invites = await call('bn-BD;q=0.9, en;q=0.8', 'GET', '/manageEmployees/getAllInvites', {
      token: clerk.token,
    });
    expect(message(invites)).toBe('শুধু দোকানের মালিক অপেক্ষায় থাকা আমন্ত্রণের তালিকা দেখতে পারেন।');
    const english = await call('en', 'POST', '/vats', {
      token: clerk.token,
      form: form({ amount: 5, isApplicable: true }),
    });
    expect(message(english)).toBe('Only the shop owner can create the VAT setting.');
  });

  it('404: no such record, and a request the API has no operation for', async () => {
    const missing = await bn('GET', '/collections/getSingleCollections/999999', { token: owner });
    expect(missing).toMatchObject({ status: 404, body: { message: 'এমন কোনো কালেকশন নেই।' } });
    const english = await call(undefined, 'GET', '/collections/getSingleCollections/999999', {
      token: owner,
    });
    expect(message(english)).toBe('No such collection.');
    const asset = await server.raw('GET', '/api/docs/assets/nothing.js', {
      headers: { 'accept-language': 'bn' },
    });
    expect(asset).toMatchObject({ status: 404, body: { message: 'এমন কোনো ফাইল নেই।' } });
    const nowhere = await server.raw('GET', '/api/nowhere', { headers: { 'accept-language': 'bn' } });
    expect(nowhere).toMatchObject({
      status: 404,
      body: { message: 'GET /api/nowhere-এ কোনো API অপারেশন নেই।' },
    });
  });

  it('409: a second VAT setting, and an owner deactivating themself', async () => {
    const vat = () => ({ token: owner, form: form({ amount: 5, isApplicable: true }) });
    expect((await bn('POST', '/vats', vat())).status).toBe(201);
    const again = await bn('POST', '/vats', vat());
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'ভ্যাট সেটিং আগে থেকেই আছে; এর বদলে সেটি হালনাগাদ করুন।' },
    });
    expect(message(await call(undefined, 'POST', '/vats', vat()))).toBe(
      'There is already a VAT setting; update it instead.',
    );
    const self = await bn('POST', `/manageEmployees/deactivateEmployee/${await ownId(owner)}`, {
      token: owner,
    });
    expect(self).toMatchObject({
      status: 409,
      body: { message: 'আপনি নিজেকে নিষ্ক্রিয় করতে পারবেন না; অন্য একজন মালিক তা করতে পারেন।' },
    });
  });

  it('412: who changed the record and when, the date in Bangla', async () => {
    const created = await bn('POST', '/collections', {
      token: owner,
      json: { name: 'ঈদ', description: 'v1' },
    });
    const id = idOf(created);
    const theirs = await bn('PATCH', `/collections/${id}`, {
      token: clerk.token,
      json: { description: 'theirs' },
      headers: { 'if-match': '"1"' },
    });
    expect(theirs.status).toBe(200);
    const stale = { token: owner, json: { description: 'mine' }, headers: { 'if-match': '"1"' } };
    const bangla = await bn('PATCH', `/collections/${id}`, stale);
    expect(bangla.status).toBe(412);
    expect(message(bangla)).toMatch(
      /^[০-৯]{1,2} [\u0980-\u09FF]+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2}-এ Nusrat Jahan এটি বদলেছেন$/,
    );
    expect(bangla.body).toMatchObject({
      changedBy: { name: 'Nusrat Jahan' },
      current: { description: 'theirs' },
    });
    const english = await call('en', 'PATCH', `/collections/${id}`, stale);
    expect(message(english)).toMatch(/^Changed by Nusrat Jahan at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  });

  it('413: a body over the limit, its size said in Bangla', async () => {
    const json = { email: 'a@shop.test', password: 'x'.repeat(9000) };
    const refused = await bn('POST', '/employees/login', { json });
    expect(refused).toMatchObject({ status: 413, body: { message: 'রিকোয়েস্টের বডি খুব বড় (সর্বোচ্চ 8 KB)।' } });
    expect(message(await call(undefined, 'POST', '/employees/login', { json }))).toBe(
      'The request body is too large (at most 8 KB).',
    );
  });

  it('429: too many attempts, how long to wait in Bangla, and Retry-After', async () => {
    const client = '203.0.113.9';
    const forgot = (language: string) =>
      server.api('POST', '/employees/forgotEmployeePassword', {
        json: { email: 'nobody@shop.test' },
        headers: { 'x-forwarded-for': client, 'accept-language': language },
      });
    for (let i = 0; i < 10; i++) expect((await forgot('bn')).status).toBe(202);
    const refused = await forgot('bn');
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'অনেকবার চেষ্টা করা হয়েছে। 15 মিনিট পরে আবার চেষ্টা করুন।' },
    });
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(message(await forgot('en'))).toBe('Too many attempts. Try again in 15 minutes.');
  });

  it('says Vary: Accept-Language on the API, and the language of an error as Content-Language', async () => {
    const answer = await bn('GET', '/collections', { token: owner });
    expect(answer.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    // A list of records holds data, not messages: it names no language.
    expect(answer.headers.get('content-language')).toBeNull();
    const refused = await bn('GET', '/employees/me');
    expect(refused.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    expect(refused.headers.get('content-language')).toBe('bn');
    expect((await call('fr', 'GET', '/employees/me')).headers.get('content-language')).toBe('en');
    const nowhere = await server.raw('GET', '/api/nowhere', { headers: { 'accept-language': 'bn-BD' } });
    expect(nowhere.headers.get('content-language')).toBe('bn');
  });
});

describe("answers' messages", () => {
  it('the forgot-password answer and the outcome of each order of a batch move', async () => {
    const forgot = await bn('POST', '/employees/forgotEmployeePassword', {
      json: { email: 'nobody@shop.test' },
    });
    expect(forgot).toMatchObject({
      status: 202,
      body: { message: 'এই ইমেইলে কোনো অ্যাকাউন্ট পাওয়া গেলে সেখানে একটি ইমেইল পাঠানো হয়েছে।' },
    });
    expect(forgot.headers.get('content-language')).toBe('bn');
    const moved = await bn('POST', '/customers/orders/moveOrders', {
      token: owner,
      json: { ids: ['999999'], to: 'shipped' },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { results: [{ _id: '999999', outcome: 'notFound', message: 'এমন কোনো অর্ডার নেই।' }] },
    });
    expect(moved.headers.get('content-language')).toBe('bn');
  });
});

describe('an items import', () => {
  const file = (text: string) => {
    const body = new FormData();
    body.append('file', new File([`${text}\r\n`], 'items.csv', { type: 'text/csv' }), 'items.csv');
    body.append('dryRun', 'false');
    return { token: owner, form: body };
  };

  it("says each row's fault and the file's in Bangla", async () => {
    const refused = await bn(
      'POST',
      '/controlItems/manageItem/importItems',
      file('name,price,category\r\nশাড়ি,12.345,Sarees'),
    );
    expect(refused).toMatchObject({
      status: 422,
      body: {
        message: '2 নম্বর সারিতে ভুল আছে; কিছুই ইমপোর্ট করা হয়নি।',
        rows: [{ row: 2, outcome: 'error', column: 'category', message: '“Sarees” নামে কোনো ক্যাটাগরি নেই' }],
      },
    });
    const english = await call(
      'en',
      'POST',
      '/controlItems/manageItem/importItems',
      file('name,price,category\r\nশাড়ি,12.345,Sarees'),
    );
    expect(english.body).toMatchObject({
      message: 'Row 2 has an error; nothing was imported.',
      rows: [{ message: "category 'Sarees' does not exist" }],
    });
    const columns = await bn('POST', '/controlItems/manageItem/importItems', file('name,name\r\nx,y'));
    expect(columns).toMatchObject({
      status: 400,
      body: { message: 'ফাইলে “name” কলামটি দুবার আছে।', fields: { file: 'কলাম দুবার আছে' } },
    });
  });
});

describe('mails', () => {
  it("the invite and its resend in the inviter's language; no token or link in the log", async () => {
    const email = 'rafiq@shop.test';
    const token = await mailedToken(server, email, 'register', async () => {
      const invited = await bn('POST', '/manageEmployees/employeeinvite', {
        token: owner,
        json: { email, level: 'employee' },
      });
      expect(invited.status).toBe(201);
    });
    const [mail] = (await server.outbox()).filter((m) => m.text.includes(`To: ${email}`));
    expect(mail?.text).toContain('Subject: দোকানের ব্যাক অফিসে যোগ দেওয়ার আমন্ত্রণ');
    expect(mail?.text).toContain('Content-Language: bn');
    expect(mail?.text).toContain('আপনাকে দোকানের ব্যাক অফিসে যোগ দিতে আমন্ত্রণ জানিয়েছেন।');
    expect(mail?.text).toContain(`আপনার অ্যাকাউন্ট তৈরি করুন: ${server.url}/register/${token}`);
    expect(mail?.text).toContain('লিংকটি একবারই কাজ করবে, সাত দিন পর্যন্ত।');

    // The owner resends it in English now: the new mail is in English.
    const [invite] = rows(await server.api('GET', '/manageEmployees/getAllInvites', { token: owner }));
    const inviteId = String(at(invite, '_id'));
    const resent = await mailedToken(server, email, 'register', async () => {
      expect(
        (await call('en', 'POST', `/manageEmployees/resendInvite/${inviteId}`, { token: owner })).status,
      ).toBe(200);
    });
    const again = (await server.outbox()).filter((m) => m.text.includes(`To: ${email}`)).at(-1);
    expect(again?.text).toContain('Subject: You are invited to the shop back office');
    expect(again?.text).toContain(`Create your account: ${server.url}/register/${resent}`);
    expect(again?.text).toContain('Content-Language: en');

    const log = server.logs.join('\n');
    expect(log).toContain('দোকানের ব্যাক অফিসে যোগ দেওয়ার আমন্ত্রণ');
    for (const secret of [token, resent, '/register/']) expect(log).not.toContain(secret);
  });

  it("the password-reset mail in the requester's language", async () => {
    const token = await mailedToken(server, clerk.email, 'resetEmployeePassword', async () => {
      expect(
        (await bn('POST', '/employees/forgotEmployeePassword', { json: { email: clerk.email } })).status,
      ).toBe(202);
    });
    const mail = (await server.outbox()).filter((m) => m.text.includes(`To: ${clerk.email}`)).at(-1);
    expect(mail?.text).toContain('Subject: দোকানের ব্যাক অফিসের পাসওয়ার্ড রিসেট করুন');
    expect(mail?.text).toContain('প্রিয় Nusrat Jahan, কেউ (আশা করি আপনিই) আপনার পাসওয়ার্ড রিসেট করতে চেয়েছেন।');
    expect(mail?.text).toContain(`নতুন পাসওয়ার্ড বেছে নিন: ${server.url}/resetEmployeePassword/${token}`);
    expect(mail?.text).toContain('<div lang="bn"><p>প্রিয় Nusrat Jahan,');
    // The link works, and its answer is in the language of the request that uses it.
    const reset = await bn('POST', '/employees/resetEmployeePassword', {
      json: { token, newPassword: 'a-new-password-for-nusrat' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।' },
    });
    clerk = {
      ...clerk,
      password: 'a-new-password-for-nusrat',
      token: await server.login(clerk.email, 'a-new-password-for-nusrat'),
    };
    const log = server.logs.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain('/resetEmployeePassword/');
  });
});

/** The id of the employee signed in with `token`. */
async function ownId(token: string): Promise<string> {
  return idOf(await server.api('GET', '/employees/me', { token }));
}
