// Abuse: guessing passwords, probing for accounts, reusing emailed tokens, hostile uploads.
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../support/images.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';
import { at, form } from '../support/values.js';
import { filesUnder } from './support/db-fingerprint.js';
import { leakIn } from './support/leaks.js';
import { mailedToken } from './support/mail-links.js';
import { type RawAnswer, requestFrom, streamUpload } from './support/raw-http.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

const wrong = { email: ADMIN.email, password: 'not-the-password' };

function login(
  from: string,
  credentials: { email: string; password: string },
  loginPath = '/api/employees/login',
) {
  return requestFrom(from, server.url + loginPath, { method: 'POST', json: credentials });
}

function expectJsonError(answer: RawAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status);
  expect(String(answer.headers['content-type'])).toContain('application/json');
  expect(JSON.parse(answer.text)).toMatchObject({ message: expect.any(String) });
  expect(leakIn(answer.text)).toBeUndefined();
}

describe('login throttling', () => {
  it('20 failures from one address: that address gets 429 with Retry-After, even with the right password; another does not', async () => {
    for (let i = 0; i < 20; i++) {
      expectJsonError(await login('127.0.0.2', { email: `nobody${i}@shop.test`, password: 'guess' }), 401);
    }
    const blocked = await login('127.0.0.2', ADMIN);
    expectJsonError(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Headers a proxy would set are not believed from a peer that is not a trusted proxy (none is, here).
    const spoofed = await requestFrom('127.0.0.2', `${server.url}/api/employees/login`, {
      method: 'POST',
      json: ADMIN,
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', forwarded: 'for=203.0.113.9' },
    });
    expectJsonError(spoofed, 429);
    expect((await login('127.0.0.3', ADMIN)).status).toBe(200);
  });

  it('5 failures for one account: it waits, and no spelling of the path or the email dodges the wait', async () => {
    // Failures from three addresses, the last two failing twice: the account waits 1 s after the fifth.
    for (const from of ['127.0.0.10', '127.0.0.11', '127.0.0.11', '127.0.0.12', '127.0.0.12']) {
      expectJsonError(await login(from, wrong), 401);
    }
    const waiting = await login('127.0.0.12', ADMIN);
    expectJsonError(waiting, 429);
    expect(waiting.headers['retry-after']).toBe('1');

    const paths = [
      '/api/Employees/login',
      '/api/employees/Login',
      '/API/employees/login',
      '/api/employees/login/',
      '/api/employees/login//',
      '/api//employees/login',
      '/api/employees/./login',
      '/api/employees/x/../login',
      '/api/employees/login;x',
      '/api/employees/%6cogin',
      '/api/employees/login%2F',
      '/api/employees/login?retry=1',
      '/api/employees/login#x',
    ];
    for (const loginPath of paths) {
      const answer = await login('127.0.0.12', ADMIN, loginPath);
      // Either the same throttled operation, or no operation at all: never a fresh attempt.
      expect([404, 429], `${loginPath}: ${answer.status} ${answer.text}`).toContain(answer.status);
      expectJsonError(answer, answer.status);
    }
    const emails = [
      'ADMIN@SHOP.TEST',
      'Admin@Shop.Test',
      ' admin@shop.test',
      'admin@shop.test ',
      '\tadmin@shop.test\n',
    ];
    for (const email of emails) {
      const answer = await login('127.0.0.12', { email, password: ADMIN.password });
      // The email is trimmed and lower-cased before it is counted (or refused as malformed): never a fresh attempt.
      expect([400, 429], `${JSON.stringify(email)}: ${answer.status} ${answer.text}`).toContain(
        answer.status,
      );
    }
    server.clock.advance(1000);
    expect((await login('127.0.0.12', ADMIN)).status).toBe(200);
  });
});

describe('forgot-password tells no one whether an account exists', () => {
  const ask = (from: string, email: string) =>
    requestFrom(from, `${server.url}/api/employees/forgotEmployeePassword`, {
      method: 'POST',
      json: { email },
    });

  it('the same answer, byte for byte, for an account and for no account', async () => {
    const known = await ask('127.0.0.100', ADMIN.email);
    const unknown = await ask('127.0.0.100', 'nobody-here@shop.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    for (const header of ['content-type', 'content-length', 'retry-after', 'set-cookie']) {
      expect(unknown.headers[header], header).toEqual(known.headers[header]);
    }
  });

  it('and in about the same time (medians of 20 each, interleaved, within 3x + 25 ms)', async () => {
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // 10 requests per address per 15 minutes: four addresses, 10 each.
    for (let i = 0; i < 20; i++) {
      const from = `127.0.0.${110 + Math.floor(i / 5)}`;
      const a = await ask(from, ADMIN.email);
      const b = await ask(from, `nobody${i}@shop.test`);
      expect([a.status, b.status]).toEqual([202, 202]);
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const [k, u] = [median(knownMs), median(unknownMs)];
    // Generous on purpose: a shared machine's noise stays inside; awaiting a mail server or hashing a password
    // on one side only would not.
    expect(
      Math.max(k, u),
      `medians: account ${k.toFixed(1)} ms, no account ${u.toFixed(1)} ms`,
    ).toBeLessThanOrEqual(3 * Math.min(k, u) + 25);
  });

  it('an address asking more than 10 times in 15 minutes gets 429', async () => {
    for (let i = 0; i < 10; i++) expect((await ask('127.0.0.120', `x${i}@shop.test`)).status).toBe(202);
    expectJsonError(await ask('127.0.0.120', ADMIN.email), 429);
  });
});

describe('emailed tokens work once', () => {
  const invite = (email: string) =>
    mailedToken(server, email, 'register', () =>
      server.api('POST', '/manageEmployees/employeeinvite', { token, json: { email } }),
    );
  const register = (inviteToken: string, email: string, name = 'New Hire') =>
    server.api('POST', '/employees/register', {
      form: form({ token: inviteToken, name, email, password: 'kestrel-bonfire-lane-1' }),
    });

  it('an invite registers once; a second use, a wrong email or a resent (replaced) token is refused', async () => {
    const first = await invite('first@shop.test');
    expect((await register(first, 'someone-else@shop.test')).status).toBe(400);
    expect((await register(first, 'first@shop.test')).status).toBe(201);
    expect((await register(first, 'first@shop.test', 'Again')).status).toBe(400);
    expect((await server.api('GET', `/manageEmployees/getEmailFromToken/${first}`)).status).toBe(404);

    const old = await invite('second@shop.test');
    const invites = await server.api('GET', '/manageEmployees/getAllInvites', { token });
    const id = String(at(invites.body, 'data', '0', '_id'));
    const fresh = await mailedToken(server, 'second@shop.test', 'register', () =>
      server.api('POST', `/manageEmployees/resendInvite/${id}`, { token }),
    );
    expect((await register(old, 'second@shop.test')).status).toBe(400);
    expect((await register(fresh, 'second@shop.test')).status).toBe(201);
  });

  it('an expired invite is refused', async () => {
    const expired = await invite('late@shop.test');
    await server.database.exec(
      "update invites set expires_at = now() - interval '1 second' where email = 'late@shop.test'",
    );
    expect((await register(expired, 'late@shop.test')).status).toBe(400);
  });

  it('of 10 registrations at once with one invite, exactly one succeeds', async () => {
    // A new quarter of an hour: the invalid links this address sent above do not count against these ten.
    server.clock.advance(15 * 60 * 1000);
    const shared = await invite('race@shop.test');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(shared, 'race@shop.test', `Racer ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      statuses.filter((status) => status !== 201).every((status) => status === 400 || status === 409),
    ).toBe(true);
    const employees = await server.database.exec(
      "select count(*)::int as n from employees where email = 'race@shop.test'",
    );
    expect(employees[0]?.n).toBe(1);
  });

  it('a reset token works once, not after expiry, and of 10 uses at once exactly one succeeds', async () => {
    const reset = (resetToken: string, newPassword: string) =>
      server.api('POST', '/employees/resetEmployeePassword', { json: { token: resetToken, newPassword } });
    const forgot = () =>
      mailedToken(server, 'first@shop.test', 'resetEmployeePassword', () =>
        server.api('POST', '/employees/forgotEmployeePassword', { json: { email: 'first@shop.test' } }),
      );
    const once = await forgot();
    expect((await reset(once, 'kestrel-bonfire-lane-2')).status).toBe(200);
    expect((await reset(once, 'third-password-3')).status).toBe(400);

    const late = await forgot();
    await server.database.exec("update password_resets set expires_at = now() - interval '1 second'");
    expect((await reset(late, 'third-password-3')).status).toBe(400);

    const shared = await forgot();
    server.clock.advance(15 * 60 * 1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reset(shared, `racing-password-${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
  });
});

describe('hostile uploads', () => {
  const upload = (image: Blob, filename: string) => {
    const data = new FormData();
    data.append('name', 'Upload test');
    data.append('description', 'x');
    data.append('image', image, filename);
    return server.api('POST', '/categories', { token, form: data });
  };

  it('a script named .png, an svg, a text file and an empty file are refused, and nothing is written', async () => {
    const before = await filesUnder(server.dataDir);
    const script = new Blob(['#!/bin/sh\nrm -rf /\n'], { type: 'image/png' });
    const html = new Blob(['<html><script>alert(document.cookie)</script></html>'], { type: 'image/png' });
    for (const [image, filename] of [
      [script, 'photo.png'],
      [html, 'photo.png'],
      [await images.svg(), 'logo.svg'],
      [await images.svg(), 'logo.png'],
      [images.fakePng(), 'fake.png'],
      [new Blob([], { type: 'image/png' }), 'empty.png'],
    ] as const) {
      const answer = await upload(image, filename);
      expect(answer.status, `${filename}: ${answer.text}`).toBe(400);
    }
    expect(await filesUnder(server.dataDir)).toEqual(before);
  });

  it('an image over 5 MB is refused with 413 and not kept', async () => {
    const before = await filesUnder(server.dataDir);
    expect((await upload(images.huge(), 'big.jpg')).status).toBe(413);
    expect(await filesUnder(server.dataDir)).toEqual(before);
  });

  it('a file name with ../ never decides where anything is written: the image lands under a generated name in media/', async () => {
    const before = await filesUnder(server.dataDir);
    const outsideBefore = await readdir(tmpdir());
    const hostile = [
      '../../evil.png',
      '..\\..\\evil.png',
      '/etc/evil.png',
      '....//....//evil.png',
      'evil\u0000.png',
    ];
    for (const filename of hostile) {
      const answer = await upload(await images.png(), filename);
      expect(answer.status, `${filename}: ${answer.text}`).toBe(201);
      expect(String(at(answer.body, 'image'))).toMatch(/^categories\/[a-f0-9]{32}\.png$/);
    }
    // A part that is not a file field, named like a path, is an unknown field.
    const traversalField = new FormData();
    traversalField.append('name', 'x');
    traversalField.append('description', 'x');
    traversalField.append('image', await images.png(), 'ok.png');
    traversalField.append('../../image', await images.png(), 'evil.png');
    expect((await server.api('POST', '/categories', { token, form: traversalField })).status).toBe(400);

    const added = (await filesUnder(server.dataDir)).filter((file) => !before.includes(file));
    // Each image with its two WebP renditions beside it.
    expect(added).toHaveLength(hostile.length * 3);
    for (const file of added)
      expect(file).toMatch(/^media\/categories\/[a-f0-9]{32}(\.png|-96\.webp|-480\.webp)$/);
    expect(
      (await readdir(tmpdir())).filter((name) => name.includes('evil') && !outsideBefore.includes(name)),
    ).toEqual([]);
    expect((await readdir(path.dirname(server.dataDir))).filter((name) => name.includes('evil'))).toEqual([]);
  });

  for (const withLength of [true, false]) {
    it(`a 50 MB body ${withLength ? 'with' : 'without'} Content-Length is refused with 413 long before it is all sent`, async () => {
      const before = await filesUnder(server.dataDir);
      const size = 50 * 1024 * 1024;
      const answer = await streamUpload(`${server.url}/api/categories`, { size, token, withLength });
      expect(answer.status, answer.text).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ message: expect.stringContaining('too large') });
      // With a length the answer comes before reading; without, after the 12 MB limit (plus what the sockets buffer).
      expect(answer.bytesSentBeforeAnswer).toBeLessThan(withLength ? 16 * 1024 * 1024 : 30 * 1024 * 1024);
      expect(await filesUnder(server.dataDir)).toEqual(before);
      // The server still answers.
      expect((await server.api('GET', '/categories', { token })).status).toBe(200);
    });
  }
});
