import { _, type ErrorObject, str, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { joined, type Message } from '../core/messages.js';
import type { JsonSchema, OpenApiDocument } from './openapi-document.js';

const REGISTRY_ID = 'shop-api.json';
const COMPONENT_REF = '#/components/schemas/';

/** Half of a UTF-16 surrogate pair on its own: JSON can carry one (`"\\ud800"`), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored as sent: PostgreSQL refuses NUL, and a lone surrogate would become U+FFFD. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

interface RewriteOptions {
  /** Add `x-text` to string schemas (requests: refuse text the database cannot store). */
  checkText: boolean;
  /** Add `x-finite` to number schemas (coerced text such as "1e400" becomes Infinity, which Ajv lets through). */
  checkFinite: boolean;
}

function rewriteObject(value: object, options: RewriteOptions): { [key: string]: unknown } {
  const out: { [key: string]: unknown } = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF)
        ? `${REGISTRY_ID}#/$defs/${child.slice(COMPONENT_REF.length)}`
        : rewriteValue(child, options);
  }
  if (options.checkText && out.type === 'string' && out.format !== 'binary') out['x-text'] = true;
  if (options.checkFinite && (out.type === 'number' || out.type === 'integer')) out['x-finite'] = true;
  return out;
}

function rewriteValue(value: unknown, options: RewriteOptions): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteValue(item, options));
  if (typeof value !== 'object' || value === null) return value;
  return rewriteObject(value, options);
}

const AS_DECLARED: RewriteOptions = { checkText: false, checkFinite: false };

/** Rewrites the document's component $refs to point into the registry schema. */
export function prepareSchema(schema: JsonSchema, options: RewriteOptions = AS_DECLARED): JsonSchema {
  return typeof schema === 'boolean' ? schema : rewriteObject(schema, options);
}

/** Whether `value` has at most `places` decimals (1189.11 has two, however binary floating point holds it). */
export function hasDecimalPlaces(value: number, places: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

export type SchemaMode =
  /** Query, path and multipart values arrive as text: coerce them to the declared types. */
  | 'request-text'
  /** JSON bodies keep their types; defaults are applied. */
  | 'request-json'
  /** Responses, checked exactly as declared (the test suite). */
  | 'response';

/** Uploaded files arrive as Blobs; in requests the document's binary string schema means "a file". */
function isUploadSchema(schema: JsonSchema): boolean {
  return typeof schema === 'object' && schema.type === 'string' && schema.format === 'binary';
}

export function createSchemaValidator(doc: OpenApiDocument, mode: SchemaMode) {
  const ajv = new Ajv2020.default({
    allErrors: true,
    strict: true,
    coerceTypes: mode === 'request-text',
    useDefaults: mode !== 'response',
    multipleOfPrecision: 8,
  });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({
    keyword: 'x-upload',
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown) => data instanceof Blob && data.size > 0,
  });
  ajv.addKeyword({
    keyword: 'x-text',
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown) => typeof data !== 'string' || isStorableText(data),
  });
  ajv.addKeyword({
    keyword: 'x-decimals',
    schemaType: 'number',
    // Compiled into the check, so its error carries how many decimals are allowed.
    error: {
      message: ({ schema }) => str`must have at most ${String(schema)} decimals`,
      params: ({ schema }) => _`{places: ${schema}}`,
    },
    code(cxt) {
      const places: unknown = cxt.schema;
      if (typeof places !== 'number') throw new Error('x-decimals takes a number');
      cxt.fail(_`typeof ${cxt.data} == "number" && Number(${cxt.data}.toFixed(${places})) !== ${cxt.data}`);
    },
  });
  ajv.addKeyword({
    keyword: 'x-finite',
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown) => typeof data !== 'number' || Number.isFinite(data),
  });
  const rewrite: RewriteOptions =
    mode === 'response' ? AS_DECLARED : { checkText: true, checkFinite: mode === 'request-text' };
  const defs: { [name: string]: JsonSchema } = {};
  for (const [name, schema] of Object.entries(doc.schemas)) {
    defs[name] =
      mode !== 'response' && isUploadSchema(schema) ? { 'x-upload': true } : prepareSchema(schema, rewrite);
  }
  if (mode !== 'response') {
    // The document states decimal places beside the schemas (x-decimal-places), not in them: requests keep to them.
    for (const [name, places] of doc.decimalPlaces) {
      const schema = defs[name];
      if (typeof schema === 'object') defs[name] = { ...schema, 'x-decimals': places };
    }
  }
  ajv.addSchema({ $id: REGISTRY_ID, $defs: defs });
  return {
    compile<T>(schema: JsonSchema): ValidateFunction<T> {
      return ajv.compile<T>(prepareSchema(schema, rewrite));
    },
  };
}

export type SchemaValidator = ReturnType<typeof createSchemaValidator>;

function describeType(type: unknown): Message {
  switch (type) {
    case 'integer':
      return /*i18n*/ { id: 'field.wholeNumber', message: 'Must be a whole number' };
    case 'number':
      return MUST_BE_A_NUMBER;
    case 'boolean':
      return /*i18n*/ { id: 'field.trueOrFalse', message: 'Must be true or false' };
    case 'string':
      return /*i18n*/ { id: 'field.text', message: 'Must be text' };
    case 'array':
      return /*i18n*/ { id: 'field.list', message: 'Must be a list' };
    case 'object':
      return /*i18n*/ { id: 'field.object', message: 'Must be an object' };
    default:
      return /*i18n*/ { id: 'field.wrongType', message: 'Has the wrong type' };
  }
}

/** The field message of a value that must be given. */
export const REQUIRED: Message = /*i18n*/ { id: 'field.required', message: 'Required' };
const MUST_BE_A_NUMBER: Message = /*i18n*/ { id: 'field.number', message: 'Must be a number' };
const WRONG_FORMAT: Message = /*i18n*/ { id: 'field.wrongFormat', message: 'Has the wrong format' };

function describePattern(pattern: unknown): Message {
  switch (pattern) {
    case '\\S':
      return REQUIRED;
    case '^[1-9][0-9]{0,17}$':
      return RECORD_ID;
    case '^[A-Za-z0-9_-]{16,128}$':
      return /*i18n*/ { id: 'field.token', message: 'Not a valid token' };
    case '^https?://':
      return /*i18n*/ { id: 'field.link', message: 'Enter a link starting with http:// or https://' };
    default:
      return WRONG_FORMAT;
  }
}

/** The field message of an id that is not one (the item import says it of its `id` column too). */
export const RECORD_ID: Message = /*i18n*/ {
  id: 'field.recordId',
  message: 'Must be a record id (a whole number from 1)',
};

function param(error: ErrorObject, name: string): unknown {
  const value: unknown = error.params[name];
  return value;
}

/** A limit of a schema (`minLength`'s 10), as a message value. */
function limit(error: ErrorObject, name = 'limit'): string {
  return String(param(error, name));
}

/** A message a person can read, for one Ajv error. */
function describe(error: ErrorObject): Message {
  switch (error.keyword) {
    case 'required':
      return REQUIRED;
    case 'minLength':
      return param(error, 'limit') === 1
        ? REQUIRED
        : /*i18n*/ {
            id: 'field.minLength',
            message: 'At least {limit} characters',
            values: { limit: limit(error) },
          };
    case 'maxLength':
      return /*i18n*/ {
        id: 'field.maxLength',
        message: 'At most {limit} characters',
        values: { limit: limit(error) },
      };
    case 'pattern':
      return describePattern(param(error, 'pattern'));
    case 'format':
      switch (param(error, 'format')) {
        case 'email':
          return /*i18n*/ { id: 'field.email', message: 'Enter a valid email address' };
        case 'uri':
          return /*i18n*/ { id: 'field.uri', message: 'Enter a valid link' };
        case 'date-time':
          return /*i18n*/ { id: 'field.dateTime', message: 'Enter a valid date and time' };
        default:
          return WRONG_FORMAT;
      }
    case 'type':
      return describeType(param(error, 'type'));
    case 'minimum':
      return /*i18n*/ {
        id: 'field.minimum',
        message: 'Must be at least {limit}',
        values: { limit: limit(error) },
      };
    case 'maximum':
      return /*i18n*/ {
        id: 'field.maximum',
        message: 'Must be at most {limit}',
        values: { limit: limit(error) },
      };
    case 'exclusiveMinimum':
      return /*i18n*/ {
        id: 'field.exclusiveMinimum',
        message: 'Must be more than {limit}',
        values: { limit: limit(error) },
      };
    case 'exclusiveMaximum':
      return /*i18n*/ {
        id: 'field.exclusiveMaximum',
        message: 'Must be less than {limit}',
        values: { limit: limit(error) },
      };
    case 'multipleOf':
      return /*i18n*/ { id: 'field.tooManyDecimals', message: 'Has too many decimals' };
    case 'x-decimals':
      return param(error, 'places') === 2
        ? /*i18n*/ { id: 'field.twoDecimals', message: 'At most two decimals' }
        : /*i18n*/ {
            id: 'field.decimals',
            message: 'At most {places} decimals',
            values: { places: limit(error, 'places') },
          };
    case 'enum': {
      const allowed = param(error, 'allowedValues');
      return Array.isArray(allowed)
        ? /*i18n*/ {
            id: 'field.oneOf',
            message: 'Must be one of: {allowed}',
            values: { allowed: allowed.join(', ') },
          }
        : /*i18n*/ { id: 'field.notAllowed', message: 'Not an allowed value' };
    }
    case 'additionalProperties':
      return /*i18n*/ { id: 'field.unknown', message: 'Unknown field' };
    case 'x-upload':
      return /*i18n*/ { id: 'field.imageFile', message: 'Choose an image file' };
    case 'x-text':
      return /*i18n*/ { id: 'field.brokenText', message: 'Remove the NUL or broken characters' };
    case 'x-finite':
      return MUST_BE_A_NUMBER;
    default:
      // A keyword of the document that has no message of its own: Ajv's words (English only).
      return /*i18n*/ {
        id: 'field.other',
        message: '{reason}',
        values: { reason: error.message ?? 'Not valid' },
      };
  }
}

export interface FieldErrors {
  message: Message;
  fields: { [name: string]: Message };
}

/** Turns Ajv errors into `{message, fields}`: one message per field, the first that applies. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldErrors {
  // A Map, so a field named `__proto__` is reported like any other.
  const fields = new Map<string, Message>();
  const general: Message[] = [];
  for (const error of errors ?? []) {
    let field = error.instancePath.split('/')[1];
    if (error.keyword === 'required') field = String(param(error, 'missingProperty'));
    if (error.keyword === 'additionalProperties') field = String(param(error, 'additionalProperty'));
    if (field === undefined || field === '') {
      general.push(
        error.keyword === 'minProperties'
          ? /*i18n*/ { id: 'field.sendOneToChange', message: 'Send at least one field to change' }
          : describe(error),
      );
      continue;
    }
    const name = field.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!fields.has(name)) fields.set(name, describe(error));
  }
  const parts = [...fields].map(([name, message]): Message => {
    return /*i18n*/ {
      id: 'validation.fieldProblem',
      message: '{field}: {problem}',
      values: { field: name, problem: message },
    };
  });
  let message: Message;
  if (parts.length > 0) {
    message = /*i18n*/ {
      id: 'validation.pleaseCheck',
      message: 'Please check {problems}',
      values: { problems: joined([...general, ...parts], '; ') },
    };
  } else if (general.length > 0) {
    message = /*i18n*/ {
      id: 'validation.problems',
      message: '{problems}',
      values: { problems: joined(general, '; ') },
    };
  } else {
    message = /*i18n*/ { id: 'validation.notValid', message: 'The request is not valid' };
  }
  return { message, fields: Object.fromEntries(fields) };
}

const validatorsByDocument = new WeakMap<OpenApiDocument, { text: SchemaValidator; json: SchemaValidator }>();

/**
 * The validators of request parameters and bodies for `doc`, made once (about a tenth of a second). The server
 * calls it early, while the database opens, so that registering the operations later finds them made.
 */
export function requestValidators(doc: OpenApiDocument): { text: SchemaValidator; json: SchemaValidator } {
  let validators = validatorsByDocument.get(doc);
  if (validators === undefined) {
    validators = {
      text: createSchemaValidator(doc, 'request-text'),
      json: createSchemaValidator(doc, 'request-json'),
    };
    validatorsByDocument.set(doc, validators);
  }
  return validators;
}
