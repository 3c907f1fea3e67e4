import type { FilledDefaults, operations } from '@shop/sdk';

/** Every operationId of the OpenAPI document. */
export type OperationId = keyof operations;

/** The document's operation `K`: its parameters, body and answers, as the SDK's types say. */
export type Operation<K extends OperationId> = operations[K];
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
