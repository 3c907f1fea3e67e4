import type { ArchiveDownload } from '../backup/archive-download.js';
import type { Language } from '../core/language.js';
import type {
  HeaderParams,
  Operation,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
} from '../core/operation-types.js';
import type { Session } from '../core/session.js';
import type { CsvDownload } from '../csv/csv-download.js';
import type { RenderedJson } from '../data/rendered-json.js';
import type { EventStream } from '../events/event-stream.js';
import type { AppDeps } from './app-deps.js';

type Responses<K extends OperationId> = Operation<K>['responses'];
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type IsCsv<R> = R extends { content: { 'text/csv': unknown } } ? true : false;
type IsGzip<R> = R extends { content: { 'application/gzip': unknown } } ? true : false;
type IsEventStream<R> = R extends { content: { 'text/event-stream': unknown } } ? true : false;

/** Headers an answer carries besides its body's (an ETag). */
type AnswerHeaders = { readonly [name: string]: string };

/**
 * What a handler answers: one of the statuses the document declares for the operation, with its body (a value, or
 * the same value as JSON text PostgreSQL rendered; a file streamed as it is read where the document answers CSV).
 */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends number
    ? IsCsv<Responses<K>[S]> extends true
      ? { status: S; body: CsvDownload; headers?: AnswerHeaders }
      : IsGzip<Responses<K>[S]> extends true
        ? { status: S; body: ArchiveDownload; headers?: AnswerHeaders }
        : IsEventStream<Responses<K>[S]> extends true
          ? { status: S; body: EventStream; headers?: AnswerHeaders }
          : JsonBody<Responses<K>[S]> extends undefined
            ? { status: S; body?: undefined; headers?: AnswerHeaders }
            : {
                status: S;
                body: JsonBody<Responses<K>[S]> | RenderedJson<JsonBody<Responses<K>[S]>>;
                headers?: AnswerHeaders;
              }
    : never;
}[keyof Responses<K>];

export interface HandlerInput<K extends OperationId> {
  operationId: K;
  /** The statuses the document declares for the operation (a rule answers 404 only where one is declared). */
  statuses: ReadonlySet<number>;
  params: PathParams<K>;
  query: QueryParams<K>;
  header: HeaderParams<K>;
  body: RequestBody<K>;
  /** Set on every protected operation (the router answers 401 before the handler otherwise). */
  session: Session | undefined;
  clientAddress: string;
  /** Whether the request came over https: the session cookie it sets or clears is `__Host-` and `Secure` then. */
  secure: boolean;
  /** It carried `X-Shop-Client: admin` (the admin app): a session it opens or ends is the cookie's. */
  fromShopClient: boolean;
  /** The request's `User-Agent`, which names the browser a session is opened in. */
  userAgent: string | undefined;
  /** The language the request prefers (`Accept-Language`): of its answer's messages and the mails it sends. */
  language: Language;
}

/** An operation's handler: its validated request in, one of its declared answers out. */
export type Handler<K extends OperationId> = (input: HandlerInput<K>, deps: AppDeps) => Promise<Reply<K>>;

/** One handler per operation of the document: a missing or unknown operation does not compile. */
export type Handlers = { [K in OperationId]: Handler<K> };
