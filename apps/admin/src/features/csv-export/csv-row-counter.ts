const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Counts the rows of a CSV file as its bytes arrive: a row ends with CRLF outside quotes (RFC 4180), so a line
 * break inside a quoted cell does not end one, and a CRLF split between two chunks still counts once. UTF-8 never
 * uses these bytes inside a character, so the bytes can be read as they come.
 */
export class CsvRowCounter {
  #rows = 0;
  #quoted = false;
  #afterCr = false;

  /** The rows ended so far, the header row included. */
  get rows(): number {
    return this.#rows;
  }

  /** Reads the next chunk of the file. */
  add(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.#quoted = !this.#quoted;
      else if (byte === LF && this.#afterCr && !this.#quoted) this.#rows += 1;
      this.#afterCr = byte === CR;
    }
  }
}
