/**
 * A multipart request's fields as plain values, for asserting a body whole: texts as they are, files as
 * `file <type>: <content>` (jsdom hands files to Node's fetch without their names, so names are not compared).
 */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of await request.formData()) {
    fields[key] = typeof value === 'string' ? value : `file ${value.type}: ${await value.text()}`;
  }
  return fields;
}
