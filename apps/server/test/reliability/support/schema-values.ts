// Valid and invalid values for the document's request schemas, built by walking the JSON Schema. Invalid values are
// invalid by construction (from the schema's own keywords), never by asking the server's validator, so a validator
// that lets something through is caught rather than agreed with.
import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument } from '../../../src/document/openapi-document.js';

/** A JSON literal written as is (`1e400`, which `JSON.stringify` cannot produce). */
export interface RawJson {
  readonly rawJson: string;
}
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | RawJson
  | JsonValue[]
  | { [key: string]: JsonValue };

/** A file part: a real PNG, text named `.png`, an SVG with script, or an empty file. */
export type FileKind = 'png' | 'script' | 'svg' | 'empty';
export interface FilePart {
  readonly file: FileKind;
  readonly filename: string;
}
export type FormValue = string | FilePart;

/** A property value that breaks its schema, with what it breaks. */
export interface Fault<V> {
  readonly fault: string;
  readonly value: V;
}

export interface SchemaNode {
  readonly [keyword: string]: unknown;
}

// The keywords the request schemas use. A new one fails loudly here, so the generators learn it.
const KNOWN_KEYWORDS = new Set([
  'type',
  'description',
  'examples',
  'default',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'format',
  'minimum',
  'maximum',
  'decimalPlaces',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

const ID_PATTERN = '^[1-9][0-9]{0,17}$';
const TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,128}$';
const NOT_BLANK_PATTERN = '\\S';
const LINK_PATTERN = '^https?://';
/** An operation's name (the change log's `operation` filter). */
const NAME_PATTERN = '^[A-Za-z]{1,64}$';
/** A version as `If-Match` sends it. */
const VERSION_PATTERN = '^(W/)?"?[0-9]{1,10}"?$';
/** A mobile number as a person writes it (`MobileInput`): digits in either script, +, spaces, dashes, parentheses. */
const MOBILE_PATTERN = '^[+0-9০-৯ ()-]+$';
/** A zip code: digits in either script, or nothing. */
const ZIP_PATTERN = '^[0-9০-৯]*$';
const KNOWN_PATTERNS = new Set([
  ID_PATTERN,
  TOKEN_PATTERN,
  NOT_BLANK_PATTERN,
  LINK_PATTERN,
  NAME_PATTERN,
  VERSION_PATTERN,
  MOBILE_PATTERN,
  ZIP_PATTERN,
]);
// int32 and int64 only say how an integer is stored: the generators keep integers within 2^31 - 1 anyway, and 'far
// above' (1e15) breaks int32 as well as the maximum.
const KNOWN_FORMATS = new Set(['email', 'uri', 'binary', 'date', 'date-time', 'int32', 'int64']);

/** Text that is valid wherever its length fits: scripts, directions, emoji, markup and injection look-alikes. */
export const AWKWARD_TEXT = [
  'ঈদ মোবারক',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '🛒👩‍👩‍👧‍👦🇧🇩',
  'e\u0301\u0327',
  '\u200b\u200d\ufeff',
  '𝕳𝖊𝖑𝖑𝖔',
  '<script>alert(1)</script>',
  "Robert'); DROP TABLE items;--",
  '%s%n%x {{7*7}} #{7*7}',
  '../../etc/passwd',
  '\\\\server\\share',
  'line\nbreak\ttab',
  '"quoted" \'single\' `back`',
];

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(node: SchemaNode, keyword: string): number | undefined {
  const value = node[keyword];
  return typeof value === 'number' ? value : undefined;
}

function str(node: SchemaNode, keyword: string): string | undefined {
  const value = node[keyword];
  return typeof value === 'string' ? value : undefined;
}

const BASE64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];
const ALNUM = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/** Walks the document's schemas: follows `$ref`s and turns each schema into value generators. */
export class SchemaValues {
  constructor(private readonly doc: OpenApiDocument) {}

  /** The schema with its `$ref` followed (sibling keywords such as `default` kept). */
  resolve(schema: JsonSchema): SchemaNode {
    if (typeof schema === 'boolean') throw new Error('boolean schemas are not used in requests');
    const ref = schema.$ref;
    if (typeof ref !== 'string') {
      const node = this.checked(schema);
      // An array's items and an object's members, resolved too, so the generators below read them as any node.
      const properties = isRecord(node.properties)
        ? Object.fromEntries(
            Object.entries(node.properties).map(([name, member]) => [
              name,
              this.resolve(isRecord(member) ? member : {}),
            ]),
          )
        : undefined;
      return {
        ...node,
        ...(isRecord(node.items) ? { items: this.resolve(node.items) } : {}),
        ...(properties === undefined ? {} : { properties }),
      };
    }
    const name = ref.replace('#/components/schemas/', '');
    const target = this.doc.schemas[name];
    if (target === undefined) throw new Error(`unknown schema ${ref}`);
    const siblings = Object.fromEntries(Object.entries(schema).filter(([keyword]) => keyword !== '$ref'));
    // The document states decimal places beside the schemas (x-decimal-places); here they travel with the node.
    const places = this.doc.decimalPlaces.get(name);
    const declared = places === undefined ? {} : { decimalPlaces: places };
    return { ...this.resolve(target), ...declared, ...this.checked(siblings) };
  }

  private checked(node: SchemaNode): SchemaNode {
    for (const keyword of Object.keys(node)) {
      if (!KNOWN_KEYWORDS.has(keyword)) {
        throw new Error(`the request generators do not know the keyword "${keyword}": teach them`);
      }
    }
    const pattern = str(node, 'pattern');
    if (pattern !== undefined && !KNOWN_PATTERNS.has(pattern)) {
      throw new Error(`the request generators do not know the pattern ${pattern}: teach them`);
    }
    const format = str(node, 'format');
    if (format !== undefined && !KNOWN_FORMATS.has(format)) {
      throw new Error(`the request generators do not know the format ${format}: teach them`);
    }
    return node;
  }

  /** The properties of an object schema, resolved, and which are required. */
  objectShape(schema: JsonSchema): {
    properties: Array<[string, SchemaNode]>;
    required: Set<string>;
    minProperties: number;
  } {
    const node = this.resolve(schema);
    if (node.type !== 'object') throw new Error(`expected an object schema, got ${JSON.stringify(node)}`);
    if (node.additionalProperties !== false) throw new Error('request objects must refuse unknown fields');
    const properties = isRecord(node.properties)
      ? Object.entries(node.properties).map(([name, value]): [string, SchemaNode] => [
          name,
          this.resolve(isRecord(value) ? value : {}),
        ])
      : [];
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    return { properties, required, minProperties: num(node, 'minProperties') ?? 0 };
  }

  /** Values the schema accepts, as JSON. */
  validJson(node: SchemaNode): fc.Arbitrary<JsonValue> {
    if (node.type === 'object') {
      // An object inside a body (an order's line): every required member, some optional ones.
      const { properties, required } = this.objectShape(node);
      const members = properties.map(([name, member]) => {
        const entry = this.validJson(member).map((value): [string, JsonValue] => [name, value]);
        return required.has(name) ? entry : fc.option(entry, { nil: undefined });
      });
      return fc
        .tuple(...members)
        .map((entries) =>
          Object.fromEntries(entries.filter((entry): entry is [string, JsonValue] => entry !== undefined)),
        );
    }
    if (node.type === 'array') {
      const items = isRecord(node.items) ? node.items : {};
      const minLength = num(node, 'minItems') ?? 0;
      // A few items are enough to be valid; the limits are the faults' business.
      const maxLength = Math.min(num(node, 'maxItems') ?? 5, minLength + 4);
      const values = this.validJson(items);
      return node.uniqueItems === true
        ? fc.uniqueArray(values, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(values, { minLength, maxLength });
    }
    return this.valid(node).filter((value): value is string | number | boolean => typeof value !== 'object');
  }

  /** Values the schema accepts, as form data (numbers and booleans as text, files as parts). */
  validForm(node: SchemaNode): fc.Arbitrary<FormValue> {
    return this.valid(node).map((value) =>
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    );
  }

  private valid(node: SchemaNode): fc.Arbitrary<number | boolean | string | FilePart> {
    const values = node.enum;
    if (Array.isArray(values)) return fc.constantFrom(...values.map(String));
    switch (node.type) {
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({
          min: num(node, 'minimum') ?? 0,
          max: Math.min(num(node, 'maximum') ?? 1e6, 2 ** 31 - 1),
        });
      case 'number': {
        const scale = 10 ** (num(node, 'decimalPlaces') ?? 0);
        const min = (num(node, 'minimum') ?? 0) * scale;
        const max = Math.min((num(node, 'maximum') ?? 1e6) * scale, 2 ** 31 - 1);
        return fc.integer({ min, max }).map((n) => n / scale);
      }
      case 'string':
        return this.validString(node);
      default:
        throw new Error(`no valid values for ${JSON.stringify(node)}`);
    }
  }

  private validString(node: SchemaNode): fc.Arbitrary<string | FilePart> {
    const pattern = str(node, 'pattern');
    const format = str(node, 'format');
    const minLength = num(node, 'minLength') ?? 0;
    const maxLength = num(node, 'maxLength') ?? 500;
    if (format === 'binary') return fc.constant<FilePart>({ file: 'png', filename: 'photo.png' });
    // Ids of the demo shop's first records, so a request that got through would change something.
    if (pattern === ID_PATTERN) return fc.integer({ min: 1, max: 5 }).map(String);
    if (pattern === TOKEN_PATTERN) {
      return fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 16, maxLength: 64 });
    }
    if (format === 'date-time') {
      return fc
        .date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    }
    if (format === 'date') {
      return fc
        .date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    }
    if (format === 'email') {
      const part = fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 20 });
      return fc.tuple(part, part).map(([local, domain]) => `${local}@${domain}.test`);
    }
    if (pattern === NAME_PATTERN) return fc.constantFrom('updateItem', 'cancelOrder', 'signInFailed');
    if (pattern === MOBILE_PATTERN) {
      return fc.constantFrom('01712345678', '+880 1812-345678', '০১৯১২৩৪৫৬৭৮', '(+880) 1512 345678');
    }
    if (pattern === ZIP_PATTERN) return fc.constantFrom('1209', '১২০৫', '');
    if (pattern === VERSION_PATTERN) return fc.constantFrom('"1"', '1', 'W/"2"');
    if (pattern === LINK_PATTERN) {
      return fc.constantFrom(
        'https://shop.example/',
        'http://example.com/a?b=1',
        'https://facebook.com/shop',
      );
    }
    const fits = (text: string) => {
      const length = [...text].length;
      return length >= minLength && length <= maxLength && (pattern !== NOT_BLANK_PATTERN || /\S/.test(text));
    };
    const awkward = AWKWARD_TEXT.filter(fits);
    const plain = fc
      .string({ unit: 'grapheme', minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 40) })
      .filter(fits);
    return awkward.length > 0 ? fc.oneof(plain, fc.constantFrom(...awkward)) : plain;
  }

  /** JSON values of the wrong kind or outside the schema's limits, each with what it breaks. */
  invalidJson(node: SchemaNode): fc.Arbitrary<Fault<JsonValue>> {
    return oneOfFaults(jsonFaults(node), node);
  }

  /** Form values of the wrong kind or outside the schema's limits. */
  invalidForm(node: SchemaNode): fc.Arbitrary<Fault<FormValue>> {
    return oneOfFaults(formFaults(node), node);
  }
}

function oneOfFaults<V>(faults: Array<Fault<V>>, node: SchemaNode): fc.Arbitrary<Fault<V>> {
  if (faults.length === 0) throw new Error(`no invalid values for ${JSON.stringify(node)}`);
  return fc.constantFrom(...faults);
}

function fault<V>(what: string, value: V): Fault<V> {
  return { fault: what, value };
}

/** Text that breaks a string schema's limits (length, pattern, format, enum, NUL), for bodies and parameters. */
export function textFaults(node: SchemaNode): Array<Fault<string>> {
  const out: Array<Fault<string>> = [];
  const pattern = str(node, 'pattern');
  const format = str(node, 'format');
  const minLength = num(node, 'minLength');
  const maxLength = num(node, 'maxLength');
  const values = node.enum;
  if (Array.isArray(values)) {
    out.push(
      fault('not in the enum', 'bogus'),
      fault('enum in another case', String(values[0]).toUpperCase()),
    );
    out.push(fault('empty enum value', ''));
  }
  if (maxLength !== undefined) {
    out.push(fault(`longer than ${maxLength}`, 'x'.repeat(maxLength + 1)));
    out.push(fault('a huge string', 'ঈ'.repeat(Math.max(maxLength + 1, 100_000))));
  } else {
    out.push(fault('a huge string', 'x'.repeat(100_000)));
  }
  if (minLength !== undefined && minLength > 1)
    out.push(fault(`shorter than ${minLength}`, 'x'.repeat(minLength - 1)));
  if (minLength === 1) out.push(fault('empty', ''));
  if (pattern === NOT_BLANK_PATTERN) {
    out.push(
      fault('only spaces', '   '),
      fault('only a tab and a newline', '\t\n'),
      fault('only no-break spaces', '\u00a0\u3000'),
    );
  }
  if (pattern === ID_PATTERN) {
    for (const id of ['0', '01', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '١٢٣', ' 1', '0x1A']) {
      out.push(fault(`id ${JSON.stringify(id)}`, id));
    }
  }
  if (pattern === NAME_PATTERN) {
    out.push(fault('a name with a space', 'update item'), fault('a name with digits', 'update1'));
  }
  if (pattern === MOBILE_PATTERN) {
    out.push(
      fault('a mobile with letters', '0171234567a'),
      fault('a mobile with a slash', '01712/345678'),
      fault('a mobile with an emoji', '01712345678📱'),
    );
  }
  if (pattern === ZIP_PATTERN)
    out.push(fault('a zip code with letters', '12ab'), fault('a zip code with a dash', '12-09'));
  if (pattern === VERSION_PATTERN) {
    out.push(fault('a version that is a word', '"latest"'), fault('a negative version', '"-1"'));
  }
  if (pattern === TOKEN_PATTERN) {
    out.push(fault('token too short', 'abc'), fault('token too long', 'a'.repeat(129)));
    out.push(
      fault('token with a space', 'abcdefgh ijklmnopq'),
      fault('token with + and /', 'ab+cd/efgh+ijklmnop'),
    );
  }
  if (format === 'date-time') {
    for (const time of ['yesterday', '2026-13-01T00:00:00Z', '2026-11-24', '24/11/2026 10:00']) {
      out.push(fault(`time ${JSON.stringify(time)}`, time));
    }
  }
  if (format === 'date') {
    for (const day of ['2026-02-30', '2026-13-01', 'yesterday', '2026-1-5']) {
      out.push(fault(`day ${JSON.stringify(day)}`, day));
    }
  }
  if (format === 'email') {
    for (const email of ['not-an-email', 'a@', '@shop.test', 'a b@shop.test', 'a@b@shop.test']) {
      out.push(fault(`email ${JSON.stringify(email)}`, email));
    }
  }
  if (pattern === LINK_PATTERN || format === 'uri') {
    for (const link of [
      'javascript:alert(1)',
      'ftp://shop.test/',
      'http//shop.test',
      'shop.test',
      'data:text/html,x',
    ]) {
      out.push(fault(`link ${JSON.stringify(link)}`, link));
    }
  }
  out.push(fault('a NUL character', `Eid\u0000sale`));
  return out;
}

function numberFaults(node: SchemaNode): Array<Fault<number>> {
  const out: Array<Fault<number>> = [];
  const minimum = num(node, 'minimum');
  const maximum = num(node, 'maximum');
  const places = num(node, 'decimalPlaces');
  const step = node.type === 'integer' || places === undefined ? 1 : 10 ** -places;
  if (minimum !== undefined) out.push(fault(`below ${minimum}`, minimum - step), fault('far below', -1e12));
  if (maximum !== undefined) out.push(fault(`above ${maximum}`, maximum + step), fault('far above', 1e15));
  if (node.type === 'integer') out.push(fault('not whole', (minimum ?? 0) + 0.5));
  if (places !== undefined) out.push(fault(`${places + 1} decimals`, (minimum ?? 0) + 10 ** -(places + 1)));
  return out;
}

function jsonFaults(node: SchemaNode): Array<Fault<JsonValue>> {
  const out: Array<Fault<JsonValue>> = [];
  const wrongTypes: { [type: string]: JsonValue[] } = {
    string: [123, true, null, [], {}, ['a']],
    integer: ['12', true, null, [], {}, 1.5],
    number: ['12', true, null, [], { n: 1 }],
    boolean: ['true', 1, 0, null, 'yes'],
  };
  const type = str(node, 'type') ?? '';
  for (const value of wrongTypes[type] ?? []) out.push(fault(`wrong type ${JSON.stringify(value)}`, value));
  if (type === 'string') {
    out.push(...textFaults(node));
    out.push(fault('a lone surrogate', 'Eid \ud800 sale'));
  }
  if (type === 'integer' || type === 'number') {
    out.push(...numberFaults(node));
    out.push(fault('1e400 (Infinity)', { rawJson: '1e400' }), fault('-1e400', { rawJson: '-1e400' }));
  }
  if (type === 'array') out.push(...arrayFaults(node));
  if (type === 'object') out.push(...objectFaults(node));
  return out;
}

/** A value the schema accepts, made without randomness (an item of the arrays that break a limit). */
function sampleOf(node: SchemaNode): JsonValue {
  const values = node.enum;
  if (Array.isArray(values)) return String(values[0]);
  switch (node.type) {
    case 'object': {
      const properties = isRecord(node.properties) ? node.properties : {};
      const required = Array.isArray(node.required) ? node.required.map(String) : [];
      return Object.fromEntries(
        required.map((name) => [name, sampleOf(isRecord(properties[name]) ? properties[name] : {})]),
      );
    }
    case 'integer':
    case 'number':
      return num(node, 'minimum') ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default: {
      const pattern = str(node, 'pattern');
      if (pattern === ID_PATTERN) return '1';
      if (pattern === MOBILE_PATTERN) return '01712345678';
      return 'x'.repeat(Math.max(num(node, 'minLength') ?? 1, 1));
    }
  }
}

/** Objects inside a body that break their schema: the wrong kind, a member missing, unknown or wrong. */
function objectFaults(node: SchemaNode): Array<Fault<JsonValue>> {
  const out: Array<Fault<JsonValue>> = [];
  const good = sampleOf(node);
  const base = isRecord(good) ? good : {};
  const properties = isRecord(node.properties) ? node.properties : {};
  for (const name of Array.isArray(node.required) ? node.required.map(String) : []) {
    const { [name]: _, ...without } = base;
    out.push(fault(`without its ${name}`, without));
  }
  // What a client must never send: the server says prices and totals.
  out.push(
    fault('with a price', { ...base, unitPrice: 1 }),
    fault('with an unknown member', { ...base, extra: 'x' }),
  );
  for (const [name, member] of Object.entries(properties)) {
    if (!isRecord(member)) continue;
    for (const bad of jsonFaults(member).slice(0, 4))
      out.push(fault(`${name} ${bad.fault}`, { ...base, [name]: bad.value }));
  }
  for (const value of ['x', 1, null, []]) out.push(fault(`not an object ${JSON.stringify(value)}`, value));
  return out;
}

/** Arrays of the wrong kind, outside the limits, with a repeated item or one bad item. */
function arrayFaults(node: SchemaNode): Array<Fault<JsonValue>> {
  const out: Array<Fault<JsonValue>> = [];
  const items: SchemaNode = isRecord(node.items) ? node.items : {};
  const minItems = num(node, 'minItems');
  const maxItems = num(node, 'maxItems');
  for (const value of ['1', 1, true, null, { 0: '1' }])
    out.push(fault(`not an array ${JSON.stringify(value)}`, value));
  // An item the schema accepts, as the generators above would make it: the id of a demo record, or text.
  const good: JsonValue =
    items.type === 'object' ? sampleOf(items) : items.pattern === ID_PATTERN ? '1' : 'x';
  const distinct = (count: number) =>
    Array.from(
      { length: count },
      (_, n): JsonValue =>
        items.type === 'object' ? good : items.pattern === ID_PATTERN ? String(n + 1) : `x${n}`,
    );
  if (minItems !== undefined && minItems > 0)
    out.push(fault(`fewer than ${minItems} items`, distinct(minItems - 1)));
  if (maxItems !== undefined) out.push(fault(`more than ${maxItems} items`, distinct(maxItems + 1)));
  out.push(fault('a huge array', distinct(Math.max((maxItems ?? 0) + 1, 100_000))));
  if (node.uniqueItems === true) out.push(fault('an item twice', [good, good]));
  for (const bad of jsonFaults(items).slice(0, 12)) out.push(fault(`an item ${bad.fault}`, [bad.value]));
  return out;
}

function formFaults(node: SchemaNode): Array<Fault<FormValue>> {
  const out: Array<Fault<FormValue>> = [];
  const type = str(node, 'type') ?? '';
  if (type === 'string' && node.format === 'binary') {
    out.push(fault('text instead of a file', 'not a file'));
    out.push(fault('a script named .png', { file: 'script', filename: 'photo.png' }));
    out.push(fault('an svg', { file: 'svg', filename: 'logo.svg' }));
    out.push(fault('an empty file', { file: 'empty', filename: 'photo.png' }));
    return out;
  }
  if (type === 'string') {
    out.push(fault('a file instead of text', { file: 'png', filename: 'photo.png' }));
    out.push(...textFaults(node));
  }
  if (type === 'integer' || type === 'number') {
    for (const text of ['abc', 'twelve', '12abc', 'NaN', 'Infinity', '1e400', '-1e400', '--1', '1,5', '0x']) {
      out.push(fault(`not a number ${JSON.stringify(text)}`, text));
    }
    out.push(...numberFaults(node).map((f) => fault(f.fault, String(f.value))));
  }
  if (type === 'boolean') {
    for (const text of ['yes', 'no', '2', 'TRUE', 'on'])
      out.push(fault(`not true or false ${JSON.stringify(text)}`, text));
  }
  return out;
}
