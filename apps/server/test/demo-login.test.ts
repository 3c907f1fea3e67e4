// The demo login (admin@shop.test / change-me-now, printed in the README) never reaches a shop others can use:
// only a local trial (a loopback HOST, a loopback PUBLIC_URL or none, no TRUSTED_PROXIES, the embedded database)
// creates it or prints mail links, and any other start refuses, changing nothing, while it still opens an owner's
// account. Each start here is the real process (`dist/main.js`) on a data dir of its own.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.js';
import { changes, fingerprint } from './reliability/support/db-fingerprint.js';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';

const DEMO = { email: 'admin@shop.test', password: 'change-me-now' };
const CHOSEN_PASSWORD = 'orchid-lantern-ferry-61';
const setPasswordJs = path.resolve(import.meta.dirname, '../dist/commands/set-password.js');

/** How a start ended: it listened (and was stopped again), or it exited with a code before it did. */
async function startOutcome(server: ServerProcess): Promise<{ exitCode: number | null } | 'listening'> {
  const outcome = await Promise.race([
    server.exited.then((exitCode) => ({ exitCode })),
    waitHealthy(server).then(() => 'listening' as const),
  ]).catch((error: unknown) => ({ exitCode: server.child.exitCode, error }));
  if (outcome === 'listening') await stop(server);
  return outcome === 'listening' ? outcome : { exitCode: outcome.exitCode };
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** Runs `set-password EMAIL` on the data dir with `password` on standard input; answers its exit code and output. */
async function setPassword(
  email: string,
  password: string,
): Promise<{ code: number | null; output: string }> {
  const command = spawn(process.execPath, [setPasswordJs, email], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  command.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  command.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  command.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => command.once('exit', resolve));
  return { code, output };
}

/** The variables of a start that is not a local trial, though it listens on 127.0.0.1 only. */
const behindProxy = { PUBLIC_URL: 'https://shop.example.com' };

/** Every table of the data dir's database: what a refused start must leave as it was. */
async function tables(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    const all = await fingerprint(database, dataDir);
    all.delete('files');
    return all;
  } finally {
    await database.close();
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-demo-login-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the demo login', () => {
  it('behind a reverse proxy on the same machine (PUBLIC_URL https) no demo owner is created', async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), 'shop-demo-login-'));
    try {
      for (const env of [behindProxy, { TRUSTED_PROXIES: '127.0.0.1' }]) {
        const server = spawnServer(fresh, await freePort(), { ...env, SHOP_ADMIN_PASSWORD: undefined });
        expect(await startOutcome(server), server.output()).toEqual({ exitCode: 1 });
        expect(server.output()).toContain('Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD');
        expect(server.output()).not.toContain(DEMO.password);
      }
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('a trial data dir restarted where others reach it refuses while the demo password opens the owner, changing nothing', async () => {
    const trial = spawnServer(dataDir, await freePort(), { SHOP_ADMIN_PASSWORD: undefined });
    await waitHealthy(trial);
    expect(trial.output()).toContain(`sign in:  ${DEMO.email} / ${DEMO.password}`);
    await stop(trial);
    const before = await tables(dataDir);

    // 192.0.2.1 is a documentation address: nothing can listen there, so the refusal must come first.
    for (const env of [behindProxy, { TRUSTED_PROXIES: '10.0.0.0/8' }, { HOST: '192.0.2.1' }]) {
      const refused = spawnServer(dataDir, await freePort(), {
        ...env,
        SHOP_ADMIN_PASSWORD: CHOSEN_PASSWORD,
      });
      expect(await startOutcome(refused), refused.output()).toEqual({ exitCode: 1 });
      const said = refused.output();
      expect(said).toContain(
        `The owner account ${DEMO.email} (employee 1) still signs in with the demo password`,
      );
      expect(said).toContain('Nothing was changed.');
      expect(said).toContain('start once as a local trial');
      expect(said).toContain(`pnpm --filter @shop/server set-password ${DEMO.email}`);
      expect(said).not.toContain(DEMO.password);
    }
    expect(changes(before, await tables(dataDir))).toEqual([]);

    // As the refusal says: the owner gets a password of their own (here with set-password), then the start goes on.
    const weak = await setPassword(DEMO.email, 'admin-shop-2026');
    expect(weak).toMatchObject({
      code: 1,
      output: expect.stringContaining('The password contains the email'),
    });
    expect(changes(before, await tables(dataDir))).toEqual([]);
    expect(await setPassword(DEMO.email, CHOSEN_PASSWORD)).toEqual({
      code: 0,
      output:
        'The password of admin@shop.test (employee 1) is changed; their sessions and reset links ended.\n',
    });
    const production = spawnServer(dataDir, await freePort(), {
      ...behindProxy,
      SHOP_ADMIN_PASSWORD: CHOSEN_PASSWORD,
    });
    try {
      await waitHealthy(production);
      expect(production.output()).toMatch(/No owner has the demo password \(checked in \d+ ms\)/);
      const demo = await callApi(production.url, 'POST', '/employees/login', { json: DEMO });
      expect(demo.status).toBe(401);
    } finally {
      await stop(production);
    }
  });

  it('mail links are printed on stdout only by a local trial', async () => {
    for (const [env, printed] of [
      [{}, true],
      [behindProxy, false],
    ] as const) {
      const fresh = await mkdtemp(path.join(tmpdir(), 'shop-demo-login-'));
      const server = spawnServer(fresh, await freePort(), env);
      try {
        await waitHealthy(server);
        await callApi(server.url, 'POST', '/employees/forgotEmployeePassword', {
          json: { email: 'admin@shop.test' },
        });
        await expect
          .poll(() => /Mail to admin@shop\.test/.test(server.output()), { timeout: 30_000 })
          .toBe(true);
        expect(server.output().includes('/resetEmployeePassword/'), JSON.stringify(env)).toBe(printed);
      } finally {
        await stop(server);
        await rm(fresh, { recursive: true, force: true });
      }
    }
  });
});
