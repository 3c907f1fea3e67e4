/** Generates the files of src/generated/ from the OpenAPI document: file name -> text. */
export function generate(): Promise<Record<string, string>>;
/** The text of src/generated/scopes.ts for a parsed document; throws on a missing or unknown `x-scopes`. */
export function generateScopes(doc: unknown): string;
export function generateEvents(doc: unknown): string;
