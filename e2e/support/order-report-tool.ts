// examples/order-report as another repository holds it: copied out of the workspace, @shop/sdk installed from the
// tarball `pnpm pack` makes, everything else from the registry.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = new URL('../../', import.meta.url).pathname;
const example = path.join(repoRoot, 'examples/order-report');

/** The installed copy: its folder, and a removal of everything made for it. */
export interface OrderReportTool {
  dir: string;
  remove(): Promise<void>;
}

/** Installs a copy of examples/order-report in a new temporary folder whose name starts with `prefix`. */
export async function installOrderReport(prefix: string): Promise<OrderReportTool> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const packs = path.join(dir, 'packs');
  await run('pnpm', ['--filter', '@shop/sdk', 'pack', '--pack-destination', packs], { cwd: repoRoot });
  const [tarball] = (await readdir(packs)).filter((file) => file.endsWith('.tgz'));
  if (tarball === undefined) throw new Error('pnpm pack made no tarball');
  const tool = path.join(dir, 'order-report');
  await cp(example, tool, {
    recursive: true,
    filter: (from) => !/node_modules|dist/.test(path.basename(from)),
  });
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', path.join(packs, tarball)], {
    cwd: tool,
  });
  return { dir: tool, remove: () => rm(dir, { recursive: true, force: true }) };
}
