import type { components } from '@shop/sdk';
import type { ValidateFunction } from 'ajv';
import type { SQL } from 'drizzle-orm';
import { loadOpenApiDocument } from '../contract/openapi-document.js';
import { createSchemaValidator, type SchemaValidator } from '../contract/schema-validation.js';
import type { Executor } from '../db/client.js';

type Schemas = components['schemas'];

let responses: SchemaValidator | undefined;

/**
 * The `answer` column of the first row of a raw query's result (PGlite and node-postgres both answer `rows`),
 * parsed from JSON text: the drivers' own json decoding cost the embedded database a third of a list call.
 */
function answerOf(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    return undefined;
  }
  const [row] = result.rows;
  if (typeof row !== 'object' || row === null || !('answer' in row) || typeof row.answer !== 'string') {
    return undefined;
  }
  const answer: unknown = JSON.parse(row.answer);
  return answer;
}

/**
 * Reads an answer that PostgreSQL renders as JSON text in the document's own shape (one value, selected
 * `::text as answer`), checked against the named schema of the document.
 *
 * For the big list reads: rendered row by row through the driver and the query builder, a page of 50 orders cost
 * about three times as much as the query itself (every one of its 650 values decoded, mapped and encoded again),
 * and on the embedded database that time holds up every other request. The check keeps the answer as strictly
 * typed as a mapped one.
 */
export function jsonReader<Name extends keyof Schemas>(name: Name) {
  let check: ValidateFunction<Schemas[Name]> | undefined;
  return async (db: Executor, query: SQL): Promise<Schemas[Name]> => {
    responses ??= createSchemaValidator(loadOpenApiDocument(), 'response');
    check ??= responses.compile<Schemas[Name]>({ $ref: `#/components/schemas/${name}` });
    const answer = answerOf(await db.execute(query));
    if (!check(answer)) {
      throw new Error(
        `The database answered a ${name} the document does not allow: ${JSON.stringify(check.errors)}`,
      );
    }
    return answer;
  };
}
