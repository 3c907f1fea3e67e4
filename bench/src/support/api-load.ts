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

/** A shop server a list benchmark reads from. */
export interface ListServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** What a list read is measured as: one URL again and again (kept answers), or reads that differ (none kept). */
type Reads = 'repeated' | 'varied';

/**
 * Measures every list read twice, each against a bare node:http server measured once in the same run: on a server
 * keeping answers (ANSWER_CACHE_MB unset), one URL again and again, which measures the kept answers; then on a
 * server keeping none (ANSWER_CACHE_MB=0), requests that differ (pages 1-200, search words, each sort), the reads a
 * person meets first. Answers the figures: p99 against its target, requests/s, and requests/s as a share of the
 * bare server's (and, where asked, p99 as a multiple of its p99).
 */
export async function measureListEndpoints(options: {
  /** Starts the shop server with these variables added to its environment. */
  startServer: (env: Record<string, string>) => Promise<ListServer>;
  connections: number;
  prefix: string;
  log: Log;
  /** Hold the list reads' p99 against the bare server's too (PostgreSQL at 50 connections). */
  p99AgainstBare?: boolean;
  /** Who signs in: the demo admin by default. */
  login?: { email: string; password: string };
}): Promise<Figure[]> {
  const { connections, log } = options;
  log(`autocannon: ${connections} connections, ${loadSeconds} s per read after a short warm-up`);
  let bare: LoadResult | undefined;
  const figures: Figure[] = [];
  for (const reads of ['repeated', 'varied'] as const) {
    const server = await options.startServer(reads === 'varied' ? { ANSWER_CACHE_MB: '0' } : {});
    try {
      const token = await signIn(server.url, options.login);
      if (bare === undefined) {
        const sample = await readJson(`${server.url}${listEndpoints[0]?.path ?? ''}`, token);
        bare = await measureBareServer(sample, connections, log);
      }
      log(
        reads === 'repeated'
          ? 'with kept answers (one URL again and again: what the answer cache gives):'
          : 'without kept answers (ANSWER_CACHE_MB=0; reads that differ, as a person meets them first):',
      );
      figures.push(...(await measureReads(server.url, token, reads, bare, options)));
    } finally {
      await server.stop();
    }
  }
  if (bare !== undefined) {
    figures.push({
      name: `${options.prefix}-bare-node-http-rps`,
      value: Math.round(bare.rps),
      unit: 'req/s',
    });
  }
  return figures;
}

async function measureReads(
  serverUrl: string,
  token: string,
  reads: Reads,
  bare: LoadResult,
  options: { connections: number; prefix: string; log: Log; p99AgainstBare?: boolean },
): Promise<Figure[]> {
  const { connections, log, p99AgainstBare = false } = options;
  const prefix = reads === 'repeated' ? options.prefix : `${options.prefix}-uncached`;
  const headers = { authorization: `Bearer ${token}` };
  const figures: Figure[] = [];
  for (const endpoint of listEndpoints) {
    const url = `${serverUrl}${endpoint.path}`;
    const answer = await readJson(url, token);
    const paths = reads === 'varied' ? endpoint.variants?.() : undefined;
    const load = { url, connections, headers, ...(paths === undefined ? {} : { paths }) };
    await loadTest({ ...load, duration: warmUpSeconds });
    const result = await loadTest({ ...load, duration: loadSeconds });
    const ratio = result.rps / bare.rps;
    const what = paths === undefined ? describeAnswer(answer) : `${paths.length} different reads`;
    log(
      `  ${endpoint.description}: ${what}; ${Math.round(result.rps)} req/s ` +
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
  return figures;
}
