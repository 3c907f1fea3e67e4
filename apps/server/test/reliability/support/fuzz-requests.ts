// Requests built from an operation of the document: valid ones, and ones with exactly one thing wrong (a path
// parameter, a query parameter, a body field, the body as a whole, or its content type).
import fc from 'fast-check';
import type { OperationSpec } from '../../../src/document/openapi-document.js';
import { serializeEntries, serializeJson } from './json-text.js';
import {
  type Fault,
  type FilePart,
  type FormValue,
  type JsonValue,
  type SchemaNode,
  type SchemaValues,
  textFaults,
} from './schema-values.js';

/** A body as sent. JSON objects are kept as entries and written by hand, so `__proto__` and repeats survive. */
export type BodySpec =
  | { kind: 'json'; entries: Array<[string, JsonValue]>; contentType?: string | null }
  | { kind: 'json-root'; value: JsonValue }
  | { kind: 'form'; entries: Array<[string, FormValue]>; framing?: FormFraming }
  | { kind: 'text'; text: string; contentType: string | null };

/** How form data is framed on the wire: right, or wrong in one way. */
export type FormFraming =
  | 'multipart'
  | 'as-json'
  | 'text/plain'
  | 'no-type'
  | 'no-boundary'
  | 'wrong-boundary'
  | 'truncated';

export interface FuzzRequest {
  readonly operationId: string;
  /** What is wrong with it (or `valid`). */
  readonly fault: string;
  readonly method: string;
  /** The path under the server, `/api/...`, already percent-encoded. */
  readonly path: string;
  /** `''` or `?name=value&...`, encoded. */
  readonly query: string;
  readonly body: BodySpec | undefined;
}

type Params = Array<[string, string]>;

const JSON_OVER_LIMIT = 1024 * 1024 + 10;

/** Text in a path segment that no parameter accepts, already encoded: broken escapes, NUL, traversal, length. */
const URL_LEVEL_PATH_FAULTS: Array<Fault<string>> = [
  { fault: 'an escaped NUL', value: '%00' },
  { fault: 'a broken escape', value: '%zz' },
  { fault: 'a cut UTF-8 escape', value: '%E0%A4%A' },
  { fault: 'an escaped lone surrogate', value: '%ED%A0%80' },
  { fault: 'dots', value: '%2e%2e' },
  { fault: 'a traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { fault: 'an emoji', value: encodeURIComponent('🛒') },
  { fault: 'a 5,000-character segment', value: '9'.repeat(5000) },
  { fault: 'a quote', value: "1'" },
];

/** Text in a query value that no parameter accepts, already encoded. */
const URL_LEVEL_QUERY_FAULTS: Array<Fault<string>> = [
  { fault: 'an escaped NUL', value: '%00' },
  { fault: 'a lone surrogate escape', value: '%ED%A0%80' },
];

const MALFORMED_JSON = [
  '{',
  '{"name":',
  "{'name':'x'}",
  '{"name":"x",}',
  '{"name":"x"}}',
  'undefined',
  'NaN',
  '"unterminated',
  '\ufeff{}',
  '{"name":"x"\u0000}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

function encodeQuery(params: Params): string {
  if (params.length === 0) return '';
  return `?${params.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}`;
}

function fillPath(op: OperationSpec, values: { [name: string]: string }): string {
  return `/api${op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => values[name] ?? '1')}`;
}

/** Picks one of the faults, each tagged. */
function pick<V>(faults: Array<Fault<V>>): fc.Arbitrary<Fault<V>> {
  return fc.constantFrom(...faults);
}

/** Builds requests for the document's operations. */
export class FuzzRequests {
  constructor(private readonly values: SchemaValues) {}

  private paramNode(op: OperationSpec, name: string): SchemaNode {
    const parameter = op.parameters.find((p) => p.name === name);
    if (parameter === undefined) throw new Error(`${op.operationId} has no parameter ${name}`);
    return this.values.resolve(parameter.schema);
  }

  /** Valid path parameters, encoded. */
  private validPath(op: OperationSpec): fc.Arbitrary<{ [name: string]: string }> {
    const model: { [name: string]: fc.Arbitrary<string> } = {};
    for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
      model[parameter.name] = this.values
        .validJson(this.values.resolve(parameter.schema))
        .map((value) => encodeURIComponent(String(value)));
    }
    return fc.record(model);
  }

  /** Valid query parameters (some of the optional ones), encoded. */
  private validQuery(op: OperationSpec): fc.Arbitrary<Params> {
    const query = op.parameters.filter((p) => p.in === 'query');
    if (query.length === 0) return fc.constant([]);
    return fc
      .tuple(
        ...query.map((parameter) =>
          fc.option(
            this.values
              .validJson(this.values.resolve(parameter.schema))
              .map((value): [string, string] => [parameter.name, encodeURIComponent(String(value))]),
            { nil: undefined },
          ),
        ),
      )
      .map((entries) => entries.filter((entry): entry is [string, string] => entry !== undefined));
  }

  /** A valid body's entries (every required field, some optional ones). */
  validEntries(op: OperationSpec): fc.Arbitrary<Array<[string, JsonValue | FormValue]>> {
    const body = op.body;
    if (body === undefined) return fc.constant([]);
    const shape = this.values.objectShape(body.schema);
    const form = body.contentType === 'multipart/form-data';
    const fields = shape.properties.map(([name, node]) => {
      const value = form ? this.values.validForm(node) : this.values.validJson(node);
      const entry = value.map((v): [string, JsonValue | FormValue] => [name, v]);
      return shape.required.has(name) ? entry : fc.option(entry, { nil: undefined });
    });
    return fc
      .tuple(...fields)
      .map((entries) =>
        entries.filter((entry): entry is [string, JsonValue | FormValue] => entry !== undefined),
      )
      .filter((entries) => entries.length >= shape.minProperties);
  }

  /** A valid request (whether the records it names exist is another matter). */
  valid(op: OperationSpec): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({ path: this.validPath(op), query: this.validQuery(op), entries: this.validEntries(op) })
      .map(({ path, query, entries }) => this.request(op, 'valid', path, query, entries));
  }

  private request(
    op: OperationSpec,
    fault: string,
    path: { [name: string]: string },
    query: Params,
    entries: Array<[string, JsonValue | FormValue]> | BodySpec,
  ): FuzzRequest {
    let body: BodySpec | undefined;
    if (!Array.isArray(entries)) body = entries;
    else if (op.body?.contentType === 'multipart/form-data')
      body = { kind: 'form', entries: formEntries(entries) };
    else if (op.body !== undefined) body = { kind: 'json', entries: jsonEntries(entries) };
    const request: FuzzRequest = {
      operationId: op.operationId,
      fault,
      method: op.method.toUpperCase(),
      path: fillPath(op, path),
      query: encodeQuery(query),
      body,
    };
    // fast-check prints a failing request with this: one readable line, long values cut.
    return Object.assign(request, { [fc.toStringMethod]: () => describe(request) });
  }

  /**
   * Requests with exactly one thing wrong, or undefined when the operation takes no input at all. Every one of
   * them must be refused.
   */
  invalid(op: OperationSpec): fc.Arbitrary<FuzzRequest> | undefined {
    const kinds: Array<fc.Arbitrary<FuzzRequest>> = [];
    const base = fc.record({
      path: this.validPath(op),
      query: this.validQuery(op),
      entries: this.validEntries(op),
    });

    for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
      const faults = [
        ...textFaults(this.paramNode(op, parameter.name))
          .filter((f) => f.value.length < 10_000)
          .map((f) => ({ fault: f.fault, value: encodeURIComponent(f.value) })),
        ...URL_LEVEL_PATH_FAULTS,
      ];
      kinds.push(
        fc
          .tuple(base, pick(faults))
          .map(([{ path, query, entries }, f]) =>
            this.request(
              op,
              `path ${parameter.name}: ${f.fault}`,
              { ...path, [parameter.name]: f.value },
              query,
              entries,
            ),
          ),
      );
    }

    const queryParameters = op.parameters.filter((p) => p.in === 'query');
    if (queryParameters.length > 0) {
      const faults = queryParameters.flatMap((parameter) => {
        const node = this.paramNode(op, parameter.name);
        const own = [...textFaultsForQuery(node), ...URL_LEVEL_QUERY_FAULTS].map((f) => ({
          fault: `query ${parameter.name}: ${f.fault}`,
          value: [[parameter.name, f.value]] satisfies Params,
        }));
        const twice: Params = [
          [parameter.name, '1'],
          [parameter.name, '2'],
        ];
        return [...own, { fault: `query ${parameter.name} twice`, value: twice }];
      });
      kinds.push(
        fc.tuple(base, pick(faults)).map(([{ path, query, entries }, f]) => {
          const names = new Set(f.value.map(([name]) => name));
          return this.request(
            op,
            f.fault,
            path,
            [...query.filter(([name]) => !names.has(name)), ...f.value],
            entries,
          );
        }),
      );
    }

    const body = op.body;
    if (body !== undefined) {
      const form = body.contentType === 'multipart/form-data';
      const shape = this.values.objectShape(body.schema);
      for (const [name, node] of shape.properties) {
        const widen = (f: Fault<JsonValue> | Fault<FormValue>): Fault<JsonValue | FormValue> => f;
        const bad = form
          ? this.values.invalidForm(node).map(widen)
          : this.values.invalidJson(node).map(widen);
        kinds.push(
          fc
            .tuple(base, bad)
            .map(([{ path, query, entries }, f]) =>
              this.request(op, `body ${name}: ${f.fault}`, path, query, [
                ...entries.filter(([key]) => key !== name),
                [name, f.value],
              ]),
            ),
        );
      }
      kinds.push(
        fc.tuple(base, this.wholeBodyFault(op)).map(([{ path, query, entries }, make]) => {
          const { fault, body: spec } = make(entries);
          return this.request(op, fault, path, query, spec);
        }),
      );
    }
    return kinds.length === 0 ? undefined : fc.oneof(...kinds);
  }

  /** Faults of the body as a whole: missing, unknown and repeated fields, framing, malformed JSON, size. */
  private wholeBodyFault(
    op: OperationSpec,
  ): fc.Arbitrary<(entries: Array<[string, JsonValue | FormValue]>) => { fault: string; body: BodySpec }> {
    const body = op.body;
    if (body === undefined) throw new Error('no body');
    const shape = this.values.objectShape(body.schema);
    const form = body.contentType === 'multipart/form-data';
    const known = new Set(shape.properties.map(([name]) => name));
    const unknownNames = [
      'extra',
      '__proto__',
      'constructor',
      'isAdmin',
      '_id',
      'passwordHash',
      'a'.repeat(300),
    ].filter((name) => !known.has(name));
    type Make = (entries: Array<[string, JsonValue | FormValue]>) => { fault: string; body: BodySpec };
    const makes: Array<fc.Arbitrary<Make>> = [];
    const asBody = (entries: Array<[string, JsonValue | FormValue]>): BodySpec =>
      form
        ? { kind: 'form', entries: formEntries(entries) }
        : { kind: 'json', entries: jsonEntries(entries) };

    if (shape.required.size > 0) {
      makes.push(
        fc.constantFrom(...shape.required).map(
          (name): Make =>
            (entries) => ({
              fault: `body without required ${name}`,
              body: asBody(entries.filter(([key]) => key !== name)),
            }),
        ),
      );
    }
    if (shape.required.size > 0 || shape.minProperties > 0) {
      makes.push(fc.constant<Make>(() => ({ fault: 'an empty body object', body: asBody([]) })));
    }
    makes.push(
      fc.constantFrom(...unknownNames).map(
        (name): Make =>
          (entries) => ({
            fault: `an unknown field ${name.slice(0, 20)}`,
            body: asBody([...entries, [name, form ? 'x' : { nested: true }]]),
          }),
      ),
    );
    if (form) {
      makes.push(
        fc.constantFrom(...known).map(
          (name): Make =>
            (entries) => {
              const value = entries.find(([key]) => key === name)?.[1] ?? 'x';
              return {
                fault: `field ${name} twice`,
                body: asBody([...entries.filter(([key]) => key !== name), [name, value], [name, value]]),
              };
            },
        ),
      );
      const framings: FormFraming[] = [
        'as-json',
        'text/plain',
        'no-type',
        'no-boundary',
        'wrong-boundary',
        'truncated',
      ];
      makes.push(
        fc.constantFrom(...framings).map(
          (framing): Make =>
            (entries) => ({
              fault: `form data framed ${framing}`,
              body: { kind: 'form', entries: formEntries(entries), framing },
            }),
        ),
      );
    } else {
      const roots: JsonValue[] = [[], 'text', 1, null, true, [{ name: 'x' }]];
      makes.push(
        fc.constantFrom(...roots).map(
          (value): Make =>
            () => ({
              fault: `a JSON body that is ${JSON.stringify(value)}`,
              body: { kind: 'json-root', value },
            }),
        ),
      );
      makes.push(
        fc.constantFrom(...MALFORMED_JSON).map(
          (text): Make =>
            () => ({
              fault: `malformed JSON ${JSON.stringify(text.slice(0, 20))}`,
              body: { kind: 'text', text, contentType: 'application/json' },
            }),
        ),
      );
      const types = [
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        'text/json',
      ];
      makes.push(
        fc.constantFrom(...types).map(
          (contentType): Make =>
            (entries) => ({
              fault: `JSON sent as ${contentType ?? 'no content type'}`,
              body: { kind: 'json', entries: jsonEntries(entries), contentType },
            }),
        ),
      );
      makes.push(
        fc.constant<Make>((entries) => ({
          fault: 'JSON fields sent as multipart form data',
          body: { kind: 'form', entries: formEntries(entries) },
        })),
      );
      makes.push(
        fc.constant<Make>((entries) => ({
          fault: 'a JSON body over 1 MB',
          body: {
            kind: 'json',
            entries: [...jsonEntries(entries), ['padding', 'x'.repeat(JSON_OVER_LIMIT)]],
          },
        })),
      );
    }
    return fc.oneof(...makes);
  }
}

/** Query values that break a parameter's schema, encoded. */
function textFaultsForQuery(node: SchemaNode): Array<Fault<string>> {
  if (node.type === 'integer' || node.type === 'number') {
    const faults: Array<Fault<string>> = [];
    const min = typeof node.minimum === 'number' ? node.minimum : undefined;
    const max = typeof node.maximum === 'number' ? node.maximum : undefined;
    if (min !== undefined) faults.push({ fault: `below ${min}`, value: String(min - 1) });
    if (max !== undefined) faults.push({ fault: `above ${max}`, value: String(max + 1) });
    // An amount (decimalPlaces) takes a fraction up to its places; a count none.
    const places = typeof node.decimalPlaces === 'number' ? node.decimalPlaces : 0;
    const fraction = `1.${'5'.repeat(places + 1)}`;
    for (const text of ['abc', fraction, '1e400', 'NaN', '', '%20', '-0x1']) {
      faults.push({ fault: `not a valid number ${JSON.stringify(text)}`, value: text });
    }
    return faults;
  }
  return textFaults(node)
    .filter((f) => f.value.length < 10_000)
    .map((f) => ({ fault: f.fault, value: encodeURIComponent(f.value) }));
}

function jsonEntries(entries: Array<[string, JsonValue | FormValue]>): Array<[string, JsonValue]> {
  return entries.map(([name, value]): [string, JsonValue] => [
    name,
    isFilePart(value) ? 'not a file' : value,
  ]);
}

function formEntries(entries: Array<[string, JsonValue | FormValue]>): Array<[string, FormValue]> {
  return entries.map(([name, value]): [string, FormValue] => [
    name,
    typeof value === 'string' || isFilePart(value) ? value : JSON.stringify(value),
  ]);
}

function isFilePart(value: JsonValue | FormValue): value is FilePart {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'file' in value &&
    'filename' in value
  );
}

export function shorten(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

function describeBody(body: BodySpec | undefined): string {
  if (body === undefined) return 'no body';
  switch (body.kind) {
    case 'json':
      return `JSON (${body.contentType === undefined ? 'application/json' : String(body.contentType)}) ${shorten(serializeEntries(body.entries))}`;
    case 'json-root':
      return `JSON ${shorten(serializeJson(body.value))}`;
    case 'text':
      return `text (${String(body.contentType)}) ${shorten(JSON.stringify(body.text))}`;
    case 'form':
      return `form (${body.framing ?? 'multipart'}) ${shorten(
        JSON.stringify(
          body.entries.map(([name, value]) => [name, typeof value === 'string' ? shorten(value, 60) : value]),
        ),
      )}`;
  }
}

/** A request as a line a person can read (long values cut). */
export function describe(request: FuzzRequest): string {
  return `[${request.operationId}: ${request.fault}] ${request.method} ${shorten(request.path + request.query)} ${describeBody(request.body)}`;
}
