import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Decodes a quoted-printable body: soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The mails the server wrote to `DATA_DIR/outbox/` (no SMTP in tests), newest last. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => []);
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => ({ name, mtime: (await stat(join(dir, name))).mtimeMs })),
  );
  files.sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
  return Promise.all(
    files.map(async ({ name }) => decodeQuotedPrintable(await readFile(join(dir, name), 'utf8'))),
  );
}

/** Waits for the newest mail to `to` containing a link to `pathPrefix`, and returns that link. */
export async function waitForMailLink(dataDir: string, to: string, pathPrefix: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const linkPattern = new RegExp(`https?://[^\\s"'<>]*${pathPrefix}[A-Za-z0-9_-]+`, 'g');
  while (Date.now() < deadline) {
    const mails = (await readOutbox(dataDir)).filter((mail) => mail.toLowerCase().includes(to.toLowerCase()));
    const links = mails.at(-1)?.match(linkPattern);
    if (links?.[0]) return links[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} with a ${pathPrefix} link arrived within ${timeoutMs} ms`);
}
