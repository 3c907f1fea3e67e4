/** Generates the files of src/generated/ from the OpenAPI document: file name -> text. */
export function generate(): Promise<Record<string, string>>;
