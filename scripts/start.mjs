#!/usr/bin/env node
// `pnpm start`: builds what is not built yet, saying so (a first start builds the admin and the server, then the
// server creates the demo shop: a minute or two in all), then runs the server in the foreground. Ctrl-C stops the
// server gracefully and ends with its exit code, without a package manager's error on top.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

console.log(
  'Building the admin app and the server where they are not built yet (a first start takes a minute)…',
);
const build = spawnSync(
  'turbo',
  ['run', 'build', '--filter=@shop/server', '--filter=@shop/admin', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  },
);
if (build.status !== 0) {
  console.error('The build failed (above). Run `pnpm build` to see all of its output.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { INIT_CWD: root, ...process.env },
});
// The terminal sends Ctrl-C to the server as well; it stops on its own, and this process waits for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 0 : 1)));
