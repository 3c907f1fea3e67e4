import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { operations } from '../src/resources/all-operations.js';

const doc = loadOpenApiDocument();

/** The property names of an operation's request body, following its `$ref`. */
function bodyFields(schema: unknown): string[] {
  const ref = typeof schema === 'object' && schema !== null && '$ref' in schema ? schema.$ref : undefined;
  const resolved = typeof ref === 'string' ? doc.schemas[ref.split('/').at(-1) ?? ''] : schema;
  if (typeof resolved !== 'object' || resolved === null || !('properties' in resolved)) return [];
  const properties = resolved.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties).sort() : [];
}

describe('the resources made from definitions', () => {
  it('write every body field the document gives their create and update operations', () => {
    const compared: string[] = [];
    for (const operation of doc.operations) {
      const handler: unknown = Object.entries(operations).find(([id]) => id === operation.operationId)?.[1];
      if (operation.body === undefined || typeof handler !== 'function' || !('accepts' in handler)) continue;
      const accepts = handler.accepts;
      if (!(accepts instanceof Set)) continue;
      // A field the document takes but no input writes would be accepted and silently dropped.
      const dropped = bodyFields(operation.body.schema).filter((field) => !accepts.has(field));
      expect(dropped, operation.operationId).toEqual([]);
      compared.push(operation.operationId);
    }
    // Every create and update of the catalogue, storefront, charges and address tree is made so.
    expect(compared.length).toBeGreaterThanOrEqual(38);
  });
});
