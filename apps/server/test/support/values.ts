/** Reads `body.key` of an API answer as a string (ids, tokens), failing loudly otherwise. */
export function text(body: unknown, key: string): string {
  const value = typeof body === 'object' && body !== null && key in body ? Reflect.get(body, key) : undefined;
  if (typeof value !== 'string') throw new Error(`expected a string at ${key} in ${JSON.stringify(body)}`);
  return value;
}

/** The `_id` of an API answer. */
export function idOf(response: { body: unknown }): string {
  return text(response.body, '_id');
}

/** The rows of a `{data, total}` answer. */
export function rows(response: { body: unknown }): unknown[] {
  const body = response.body;
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (!Array.isArray(data)) throw new Error(`expected a list in ${JSON.stringify(body)}`);
  return data;
}

/** A value at a path of plain objects (`at(body, 'category', '_id')`). */
export function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    current = typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  return current;
}

/** Form data from plain values (booleans and numbers as text, Blobs as files). */
export function form(values: Record<string, string | number | boolean | Blob | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) data.append(key, value, `${key}.bin`);
    else data.append(key, String(value));
  }
  return data;
}
