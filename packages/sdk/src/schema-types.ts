import type { components } from './generated/api.js';

/** A named schema of the OpenAPI document: `Schema<'Item'>` is the item record the API returns. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
