import type { FilledDefaults, operations, Schema } from '@shop/sdk';
import type { AppDeps } from '../app-deps.js';
import type { Language } from '../i18n/language.js';
import type { ArchiveDownload } from './archive-download.js';
import type { CsvDownload } from './csv-download.js';
import type { RenderedJson } from './rendered-json.js';

/** Every operationId of the OpenAPI document. */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];
type Parameters<K extends OperationId> = Operation<K>['parameters'];
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

/** The fields of a request part that the validator filled in with the document's defaults. */
type FilledIn<K extends OperationId, Part extends 'query' | 'body'> = K extends keyof FilledDefaults
  ? FilledDefaults[K][Part]
  : never;
/** `T` with its `Keys` present: the validator filled each one in when the client left it out. */
type WithFilled<T, Keys> = [Keys] extends [never]
  ? T
  : Omit<T, Keys & keyof T> & { [P in Keys & keyof T]-?: Exclude<T[P], undefined> };

/** The document's header parameters of an operation (`If-Match`), as the client sent them. */
export type HeaderParams<K extends OperationId> = OrEmpty<NonNullable<Parameters<K>['header']>>;

export type PathParams<K extends OperationId> =
  Parameters<K> extends { path: infer P } ? P : Record<string, never>;
/** The query as the handler gets it: validated, with the document's defaults filled in. */
export type QueryParams<K extends OperationId> = WithFilled<
  OrEmpty<NonNullable<Parameters<K>['query']>>,
  FilledIn<K, 'query'>
>;
/** The body as the handler gets it: validated, with the document's defaults filled in. */
export type RequestBody<K extends OperationId> = WithFilled<
  Operation<K> extends { requestBody: { content: infer C } } ? C[keyof C] : undefined,
  FilledIn<K, 'body'>
>;

type Responses<K extends OperationId> = Operation<K>['responses'];
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type IsCsv<R> = R extends { content: { 'text/csv': unknown } } ? true : false;
type IsGzip<R> = R extends { content: { 'application/gzip': unknown } } ? true : false;

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
        : JsonBody<Responses<K>[S]> extends undefined
          ? { status: S; body?: undefined; headers?: AnswerHeaders }
          : {
              status: S;
              body: JsonBody<Responses<K>[S]> | RenderedJson<JsonBody<Responses<K>[S]>>;
              headers?: AnswerHeaders;
            }
    : never;
}[keyof Responses<K>];

/** The signed-in employee of a protected call. */
export interface Session {
  employeeId: bigint;
  /** The employee's role, as of the session's last lookup (every process forgets it when it changes). */
  level: Schema<'EmployeeLevel'>;
  tokenHash: string;
}

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
  /** The language the request prefers (`Accept-Language`): of its answer's messages and the mails it sends. */
  language: Language;
}

/** An operation's handler: its validated request in, one of its declared answers out. */
export type Handler<K extends OperationId> = (input: HandlerInput<K>, deps: AppDeps) => Promise<Reply<K>>;

/** One handler per operation of the document: a missing or unknown operation does not compile. */
export type Handlers = { [K in OperationId]: Handler<K> };
