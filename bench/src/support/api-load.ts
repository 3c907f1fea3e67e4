import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Figure } from '../benchmark.js';
import { onCleanup } from './cleanup.js';
import { listEndpoints, P99_VS_BARE_TARGET, RPS_VS_BARE_TARGET } from './list-endpoints.js';
import { type LoadResult, loadTest } from './load-test.js';
import { collectLines, round1, stopChild } from './processes.js';
import { signIn } from './shop-server.js';
import { makeTempDir } from './temp-dir.js';

type Log = (line: string) => void;

/** Seconds of each measured run: the 20 s; BENCH_SECONDS shortens it while working on a benchmark. */
export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmUpSeconds = Math.min(3, loadSeconds);

/** The p99 every list read must stay within, ms. */
export const LIST_P99_TARGET_MS = 30;

/** Reads one endpoint with a token and answers its parsed JSON (to check it and to show what it returned). */
async function readJson(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function describeAnswer(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} entries`;
  if (typeof body === 'object' && body !== null && 'data' in body && 'total' in body) {
    const rows = Array.isArray(body.data) ? body.data.length : 0;
    return `${rows} rows of ${String(body.total)} in total`;
  }
  return 'an answer';
}

/**
 * Measures a bare node:http server answering `document` as JSON, in its own process like the shop server, with
 * the same connections and duration: the ceiling the shop server's requests/s are compared with.
 */
export async function measureBareServer(
  document: unknown,
  connections: number,
  log: Log,
): Promise<LoadResult> {
  const temp = await makeTempDir('bare');
  const file = path.join(temp.path, 'document.json');
  await writeFile(file, JSON.stringify(document));
  const script = path.join(import.meta.dirname, 'bare-json-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, BARE_JSON_FILE: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = onCleanup(() => stopChild(child));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const output = collectLines(child, (line) => {
        const match = /^listening (\d+)$/.exec(line.trim());
        if (match?.[1]) resolve(Number(match[1]));
      });
      child.once('exit', (code) =>
        reject(new Error(`the bare server exited with ${code}: ${output.text()}`)),
      );
    });
    const url = `http://127.0.0.1:${port}/`;
    await loadTest({ url, connections, duration: warmUpSeconds });
    const result = await loadTest({ url, connections, duration: loadSeconds });
    log(
      `bare node:http JSON server (${connections} connections, ${loadSeconds} s): ${Math.round(result.rps)} req/s, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
    return result;
  } finally {
    await stop();
    await temp.remove();
  }
}

/**
 * Signs in to a running shop server, measures the bare server with its first list's answer, then loads each list
 * endpoint (warm-up, then the measured run) and answers the figures: p99 against the target, requests/s, and
 * requests/s as a share of the bare server's.
 */
export async function measureListEndpoints(options: {
  serverUrl: string;
  connections: number;
  prefix: string;
  log: Log;
  /** Hold the list reads' p99 against the bare server's too (PostgreSQL at 50 connections). */
  p99AgainstBare?: boolean;
  /** Who signs in: the demo admin by default. */
  login?: { email: string; password: string };
}): Promise<Figure[]> {
  const { serverUrl, connections, prefix, log, p99AgainstBare = false } = options;
  const token = await signIn(serverUrl, options.login);
  const headers = { authorization: `Bearer ${token}` };
  const sample = await readJson(`${serverUrl}${listEndpoints[0]?.path ?? ''}`, token);
  log(`autocannon: ${connections} connections, ${loadSeconds} s per read after a short warm-up`);
  const bare = await measureBareServer(sample, connections, log);
  const figures: Figure[] = [];
  for (const endpoint of listEndpoints) {
    const url = `${serverUrl}${endpoint.path}`;
    const answer = await readJson(url, token);
    await loadTest({ url, connections, duration: warmUpSeconds, headers });
    const result = await loadTest({ url, connections, duration: loadSeconds, headers });
    const ratio = result.rps / bare.rps;
    log(
      `${endpoint.description}: ${describeAnswer(answer)}; ${Math.round(result.rps)} req/s ` +
        `(${ratio.toFixed(2)} x bare node:http), p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
    figures.push(
      {
        name: `${prefix}-${endpoint.name}-p99`,
        value: round1(result.p99),
        unit: 'ms',
        target: { max: endpoint.p99TargetMs ?? LIST_P99_TARGET_MS },
      },
      { name: `${prefix}-${endpoint.name}-rps`, value: Math.round(result.rps), unit: 'req/s' },
      {
        name: `${prefix}-${endpoint.name}-rps-vs-bare`,
        value: Math.round(ratio * 100) / 100,
        unit: 'x',
        ...(endpoint.againstBare ? { target: { min: RPS_VS_BARE_TARGET } } : {}),
      },
    );
    if (endpoint.againstBare && p99AgainstBare) {
      figures.push({
        name: `${prefix}-${endpoint.name}-p99-vs-bare`,
        value: round1(result.p99 / Math.max(bare.p99, 1)),
        unit: 'x',
        target: { max: P99_VS_BARE_TARGET },
      });
    }
  }
  figures.push({ name: `${prefix}-bare-node-http-rps`, value: Math.round(bare.rps), unit: 'req/s' });
  return figures;
}
