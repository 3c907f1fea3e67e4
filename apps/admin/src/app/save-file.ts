import { ShopApiError } from '@shop/sdk';

/** Hands a file to the browser to save under `name`, as a link with `download` would. */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns: let it go once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads a streamed download to its end, handing each part to `onPart` as it arrives. A canceled download (`signal`)
 * stops reading at once, whether or not the fetch ends the body itself, and rejects with the abort; a transfer cut
 * before its end throws `ShopApiError` with `cutOff` for the person to read.
 */
export async function readDownload(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  signal: AbortSignal,
  onPart: (part: Uint8Array<ArrayBuffer>) => void,
  cutOff: string,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      onPart(part.value);
    }
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ShopApiError(0, cutOff);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  signal.throwIfAborted();
  return chunks;
}
