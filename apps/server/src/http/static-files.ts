import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

const CONTENT_TYPES: { [extension: string]: string } = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file `relative` names inside `root`, or undefined when it escapes the root or is not a file. */
export function fileInside(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== resolvedRoot && !file.startsWith(resolvedRoot + path.sep)) return undefined;
  try {
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Streams a file as a response (HEAD answers the headers only). */
export function fileResponse(
  file: string,
  method: string,
  headers: { [name: string]: string },
  contentType: string = contentTypeOf(file),
): Response {
  const size = statSync(file).size;
  const allHeaders = { 'content-type': contentType, 'content-length': String(size), ...headers };
  if (method === 'HEAD') return new Response(null, { status: 200, headers: allHeaders });
  return new Response(Readable.toWeb(createReadStream(file)), { status: 200, headers: allHeaders });
}
