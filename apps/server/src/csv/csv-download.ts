/**
 * A CSV file answered as it is made: its text comes in chunks (a page of rows each), and each chunk is asked for only
 * when the client has taken the last one (a pull stream, which @hono/node-server writes waiting for `drain`), so a
 * million rows never sit in memory and a slow client slows the reading, never the other way round.
 */
export class CsvDownload {
  constructor(
    /** The file's name when saved (`Content-Disposition`): plain ASCII, chosen by the server. */
    readonly filename: string,
    /** The file's text, chunk by chunk (the first one starts with the byte order mark and the header). */
    readonly chunks: AsyncIterable<string>,
    /**
     * Told once how the transfer ended: the whole file handed to the connection, or stopped (a failure, the client
     * gone); awaited before the answer's end, so a client that has the whole file finds it recorded.
     */
    readonly onEnd: (complete: boolean) => Promise<void> = async () => {},
  ) {
    if (!/^[A-Za-z0-9._-]+\.csv$/.test(filename)) throw new Error(`not a file name: ${filename}`);
  }

  /**
   * The answer: its first chunk is made before the answer starts, so a request that fails at once gets an error
   * answer; a failure later ends the transfer unfinished (the client sees it cut, never a whole file) and is told
   * to `onError`. A client that goes away stops the reading. `onEnd` hears each of those ends once.
   */
  async response(
    status: number,
    headers: { readonly [name: string]: string } | undefined,
    onError: (error: unknown) => void,
  ): Promise<Response> {
    const chunks = this.chunks[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    let ended = false;
    const end = async (complete: boolean) => {
      if (ended) return;
      ended = true;
      await this.onEnd(complete).catch(onError);
    };
    let next: IteratorResult<string> | undefined;
    try {
      next = await chunks.next();
    } catch (error) {
      await end(false);
      throw error;
    }
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const chunk = next ?? (await chunks.next());
            next = undefined;
            if (chunk.done === true) {
              await end(true);
              controller.close();
            } else controller.enqueue(encoder.encode(chunk.value));
          } catch (error) {
            onError(error);
            await end(false);
            controller.error(error);
          }
        },
        async cancel() {
          await end(false);
          await chunks.return?.();
        },
      },
      // Nothing is read ahead: a chunk is made when the writer asks for it.
      { highWaterMark: 0 },
    );
    return new Response(body, {
      status,
      headers: {
        ...headers,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${this.filename}"`,
      },
    });
  }
}
