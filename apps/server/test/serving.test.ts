import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, linkMail } from '../src/mail/mailer.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const adminDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-dist-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(adminDir, 'assets'));
  writeFileSync(
    path.join(adminDir, 'index.html'),
    '<!doctype html><title>Shop admin</title><script src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(adminDir, 'assets', 'app.js'), 'console.log("admin")');
  writeFileSync(
    path.join(adminDir, 'assets', 'big.js'),
    `console.log(${JSON.stringify('admin '.repeat(2000))})`,
  );
  // As the admin's build writes them (apps/admin/precompress.ts): Brotli and gzip copies beside a text file.
  const precompressed = `console.log(${JSON.stringify('shop '.repeat(2000))})`;
  writeFileSync(path.join(adminDir, 'assets', 'packed.js'), precompressed);
  writeFileSync(path.join(adminDir, 'assets', 'packed.js.br'), brotliCompressSync(precompressed));
  writeFileSync(path.join(adminDir, 'assets', 'packed.js.gz'), gzipSync(precompressed, { level: 9 }));
  server = await startTestServer({ adminDistDir: adminDir });
});
afterAll(async () => {
  await server.close();
  rmSync(adminDir, { recursive: true, force: true });
});

describe('the admin app', () => {
  it('serves its files, and index.html for deep links', async () => {
    for (const route of ['/', '/items', '/ordersFromStatus/shipped', '/register/some-token']) {
      const response = await server.raw('GET', route);
      expect(response.status, route).toBe(200);
      expect(response.text).toContain('<title>Shop admin</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const script = await server.raw('GET', '/assets/app.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await server.raw('GET', '/assets/missing.js')).status).toBe(404);
    expect((await server.raw('GET', '/../../etc/passwd')).status).not.toBe(500);
  });

  it('sends the built assets gzipped to a browser that accepts it', async () => {
    const gzipped = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzipped.headers.get('content-length'))).toBeLessThan(1000);
    expect(await gzipped.text()).toBe(`console.log(${JSON.stringify('admin '.repeat(2000))})`);
    const plain = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(12_000);
  });

  it("sends the build's Brotli copy to a browser that accepts it, else its gzip copy", async () => {
    const expected = `console.log(${JSON.stringify('shop '.repeat(2000))})`;
    const get = (acceptEncoding: string) =>
      fetch(`${server.url}/assets/packed.js`, { headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(expected);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(expected);
    const plain = await get('br;q=0, gzip;q=0');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(expected);
    // An asset without a Brotli copy is not sent as one.
    expect(
      (await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'br' } })).headers.get(
        'content-encoding',
      ),
    ).toBeNull();
  });

  it('leaves /api and /media to the server', async () => {
    expect((await server.raw('GET', '/api/nothing')).status).toBe(404);
    expect((await server.raw('GET', '/media/items/0123.webp')).status).toBe(404);
    expect((await server.raw('POST', '/items')).status).toBe(404);
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await server.raw('POST', '/api/collections', {
      json: { name: 'x', description: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
  });
});

describe('mail over SMTP', () => {
  it('sends through the SMTP_URL server with MAIL_FROM as the sender', async () => {
    const received: string[] = [];
    const smtp = createServer((socket: Socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        if (data) {
          if (!buffer.includes('\r\n.\r\n')) return;
          received.push(buffer);
          buffer = '';
          data = false;
          socket.write('250 queued\r\n');
          return;
        }
        let end = buffer.indexOf('\r\n');
        while (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go\r\n');
            break;
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
          end = buffer.indexOf('\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.address();
    if (typeof address !== 'object' || address === null) throw new Error('no port');
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${address.port}`,
      from: 'Deshi Bazar <shop@example.com>',
      outboxDir: path.join(adminDir, 'unused-outbox'),
      log: (line) => logged.push(line),
      printLinks: true,
    });
    expect(mailer.description).toContain('SMTP');
    await mailer.send(
      linkMail('new@shop.test', 'Invite', 'Hello', 'Join', 'https://admin.example.com/register/abc', 'Bye'),
    );
    smtp.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('From: Deshi Bazar <shop@example.com>');
    expect(received[0]).toContain('To: new@shop.test');
    expect(received[0]).toContain('https://admin.example.com/register/abc');
    expect(logged).toEqual([]);
  });
});
