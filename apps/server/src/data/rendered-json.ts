/**
 * JSON text in the shape of `T` (one of the document's schemas) that PostgreSQL rendered: sent to the client as it
 * came, never parsed and encoded again. Every entity is answered so (src/data/json-read.ts), in the one shape its
 * definition renders; the tests check every answer against the document.
 */
export class RenderedJson<T> {
  /** For the type only: a RenderedJson<ItemList> is no RenderedJson<OrderList>. */
  declare private readonly shape: T;

  constructor(readonly text: string) {}
}
