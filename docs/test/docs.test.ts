// The guides stay true to the code: the variables the server reads and the ones running-a-shop.md names are the same
// (but for the few a library reads), every pnpm command in a code block is a script of the workspace, every link
// between the README and the guides lands on a file and a heading, and every arrow of architecture.md's pictures is
// a real dependency (a package's, or a server file's import).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');
const serverDir = path.join(root, 'apps/server');

/** The README and every guide, by path relative to the repository. */
const documents = ['README.md', ...readdirSync(docsDir).filter((name) => name.endsWith('.md'))].map((name) =>
  name === 'README.md' ? name : `docs/${name}`,
);

function read(relative: string): string {
  return readFileSync(path.join(root, relative), 'utf8');
}

/**
 * Folders no guide speaks of: installed packages, builds and their caches, which other tasks of `pnpm test` write
 * while this one reads (a build replacing its `dist` made a file vanish under the walk).
 */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'artifacts', 'coverage']);

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return NOT_SOURCE.has(entry.name) || entry.name.startsWith('.') ? [] : filesUnder(full, ext);
    return entry.isFile() && ext.test(entry.name) ? [full] : [];
  });
}

/** The code blocks of a markdown text whose language is one of `languages`. */
function codeBlocks(text: string, languages: readonly string[]): string[] {
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)]
    .filter(([, language]) => languages.includes(language ?? ''))
    .map(([, , body]) => body ?? '');
}

describe('the variables', () => {
  /** Read by a library the server uses, not by its own code: the AWS client's credentials. */
  const readByLibraries = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);

  const readByServer = new Set(
    filesUnder(path.join(serverDir, 'src'), /\.ts$/).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g),
      ].map(([, dotted, indexed]) => dotted ?? indexed ?? ''),
    ),
  );
  /** The names in the first column of running-a-shop.md's tables of variables. */
  const named = new Set(
    readFileSync(path.join(docsDir, 'running-a-shop.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| `[A-Z]/.test(line))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name ?? ''),
      ),
  );

  it('are found in the server', () => {
    expect(readByServer.size).toBeGreaterThan(20);
    expect(readByServer).toContain('DATABASE_URL');
  });

  it('the server reads are each in a table of running-a-shop.md', () => {
    expect([...readByServer].filter((name) => !named.has(name)).sort()).toEqual([]);
  });

  it('running-a-shop.md names are each read by the server (or by a library it uses)', () => {
    expect([...named].filter((name) => !readByServer.has(name) && !readByLibraries.has(name)).sort()).toEqual(
      [],
    );
  });
});

describe('the commands in the guides', () => {
  /** pnpm's own commands the guides may name. */
  const builtIns = new Set([
    'install',
    'i',
    'add',
    'exec',
    'dlx',
    'run',
    'why',
    'list',
    'store',
    'remove',
    'pack',
    'publish',
  ]);
  const workspace = ['package.json', ...filesUnder(root, /^package\.json$/)]
    .map((file) => (path.isAbsolute(file) ? file : path.join(root, file)))
    .filter((file) => !file.includes('node_modules') && !file.includes(`${path.sep}examples${path.sep}`));
  const packages = new Map<string, Set<string>>();
  for (const file of new Set(workspace)) {
    const manifest: { name?: string; scripts?: Record<string, string> } = JSON.parse(
      readFileSync(file, 'utf8'),
    );
    packages.set(
      file === path.join(root, 'package.json') ? '' : (manifest.name ?? ''),
      new Set(Object.keys(manifest.scripts ?? {})),
    );
  }

  /** Why a pnpm command line cannot run, or undefined when it names a script that exists. */
  function problem(command: string): string | undefined {
    const words = command.trim().split(/\s+/);
    let pkg = '';
    while (words[0]?.startsWith('-')) {
      const flag = words.shift() ?? '';
      if (flag === '--filter' || flag === '-F') pkg = words.shift() ?? '';
      else if (flag.startsWith('--filter=')) pkg = flag.slice('--filter='.length);
    }
    let script = words[0] ?? '';
    if (script === 'run') script = words[1] ?? '';
    else if (builtIns.has(script)) return undefined;
    const scripts = packages.get(pkg);
    if (scripts === undefined) return `no package ${pkg}`;
    return scripts.has(script) ? undefined : `no script "${script}" in ${pkg || 'the root package'}`;
  }

  /** The pnpm commands a document shows: in its shell code blocks, and in its inline code. */
  function commandsOf(text: string): string[] {
    const inBlocks = codeBlocks(text, ['sh', 'bash', 'shell', '']).flatMap((block) =>
      [...block.matchAll(/(?:^|[\s;&(|])pnpm\s+([^\n;&|)]+)/g)].map(([, command]) => command ?? ''),
    );
    const inline = [
      ...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/`(?:[A-Z_]+=\S+\s+)*pnpm\s+([^`]+)`/g),
    ].map(([, command]) => command ?? '');
    return [...inBlocks, ...inline];
  }

  it('name scripts that exist, in code blocks and inline', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const document of documents) {
      for (const command of commandsOf(read(document))) {
        seen += 1;
        const why = problem(command);
        if (why !== undefined) wrong.push(`${document}: pnpm ${command.trim()}: ${why}`);
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text: string): Set<string> {
  const headings = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map(
    ([, heading]) => slug(heading ?? ''),
  );
  return new Set(headings);
}

describe('the links between the docs', () => {
  it('land on a file, and on a heading where they name one', () => {
    const broken: string[] = [];
    let seen = 0;
    for (const document of documents) {
      const text = read(document).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^(https?:|mailto:)/.test(target)) continue;
        seen += 1;
        const [file = '', anchor] = target.split('#');
        const resolved = file === '' ? document : path.join(path.dirname(document), file);
        if (!existsSync(path.join(root, resolved))) {
          broken.push(`${document}: ${target}: no file ${resolved}`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${document}: ${target}: no heading #${anchor} in ${resolved}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});

describe("architecture.md's arrows", () => {
  const text = read('docs/architecture.md');
  const arrows = codeBlocks(text, ['mermaid']).flatMap((block) => {
    const labels = new Map<string, string>();
    for (const [, id, label] of block.matchAll(/(\w+)\["([^"]+)"\]/g)) labels.set(id ?? '', label ?? '');
    return [...block.matchAll(/^\s*(\w+)(?:\["[^"]+"\])?\s*-->\s*(\w+)/gm)].map(([, from, to]) => ({
      from: labels.get(from ?? '') ?? '',
      to: labels.get(to ?? '') ?? '',
    }));
  });
  const manifests = new Map(
    filesUnder(root, /^package\.json$/)
      .filter((file) => !file.includes('node_modules'))
      .map((file) => {
        const manifest: {
          name?: string;
          dependencies?: Record<string, string>;
          devDependencies?: Record<string, string>;
        } = JSON.parse(readFileSync(file, 'utf8'));
        return [manifest.name ?? '', { ...manifest.dependencies, ...manifest.devDependencies }] as const;
      }),
  );

  /** The server files `file` imports (relative imports, resolved to their .ts sources). */
  function importsOf(file: string): Set<string> {
    const source = readFileSync(path.join(serverDir, file), 'utf8');
    return new Set(
      [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map(([, specifier]) =>
        path.join(path.dirname(file), (specifier ?? '').replace(/\.js$/, '.ts')),
      ),
    );
  }

  it('are there', () => {
    expect(arrows.length).toBeGreaterThan(10);
  });

  it('are each a real dependency: of a package on another, or of a server file on one it imports', () => {
    const unreal = arrows.filter(({ from, to }) => {
      if (from.startsWith('@shop/')) return manifests.get(from)?.[to] === undefined;
      return !existsSync(path.join(serverDir, from)) || !importsOf(from).has(to);
    });
    expect(unreal).toEqual([]);
  });
});
