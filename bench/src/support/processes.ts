import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** Runs a command to its end; rejects with its last output lines when it fails. `onLine` sees every line. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; onLine?: (line: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectLines(child, options.onLine);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output.text());
      else {
        const tail = output.text().split('\n').slice(-15).join('\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}:\n${tail}`));
      }
    });
  });
}

/** Collects a child's stdout and stderr as text, line by line. */
export function collectLines(child: ChildProcess, onLine?: (line: string) => void): { text(): string } {
  let text = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const data = partial + chunk.toString('utf8');
    const lines = data.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      text += `${line}\n`;
      onLine?.(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return { text: () => text + partial };
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Stops a child: SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Milliseconds with one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A process's resident memory from /proc, MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The highest resident memory of `pid` (MB, read from /proc every 50 ms, and `idle` at least) while `work` runs. */
export async function peakRssWhile<T>(
  pid: number,
  idle: number,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number }> {
  let peak = idle;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 50);
  try {
    const result = await work();
    return { result, peak };
  } finally {
    clearInterval(sampler);
  }
}
