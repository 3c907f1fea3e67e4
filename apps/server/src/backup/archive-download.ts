import type { Readable } from 'node:stream';

/**
 * A binary file answered as it is made (a backup archive): its bytes come from a Node stream read only as fast as
 * the client takes them, so the file never sits in memory. A failure half-way ends the transfer unfinished (the
 * client sees it cut, never a whole file) and is told to `onError`; a client that goes away destroys the stream.
 */
export class ArchiveDownload {
  constructor(
    /** The file's name when saved (`Content-Disposition`): plain ASCII, chosen by the server. */
    readonly filename: string,
    readonly contentType: string,
    /**
     * The bytes, made when the answer starts. What fails before the stream is handed over (the promise rejects) is
     * answered as the error it is, before any header is sent, rather than as a 200 with nothing in it.
     */
    readonly open: () => Readable | Promise<Readable>,
  ) {
    if (!/^[A-Za-z0-9._-]+$/.test(filename)) throw new Error(`not a file name: ${filename}`);
  }

  async response(
    status: number,
    headers: { readonly [name: string]: string } | undefined,
    onError: (error: unknown) => void,
  ): Promise<Response> {
    const source = await this.open();
    const chunks: AsyncIterator<unknown> = source[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const chunk = await chunks.next();
            if (chunk.done === true) controller.close();
            else if (chunk.value instanceof Uint8Array) controller.enqueue(chunk.value);
            else throw new Error('the archive stream gave something other than bytes');
          } catch (error) {
            onError(error);
            controller.error(error);
          }
        },
        async cancel() {
          await chunks.return?.();
          source.destroy();
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, {
      status,
      headers: {
        ...headers,
        'content-type': this.contentType,
        'content-disposition': `attachment; filename="${this.filename}"`,
      },
    });
  }
}
