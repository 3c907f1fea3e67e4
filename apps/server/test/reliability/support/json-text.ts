import type { JsonValue } from './schema-values.js';

/** JSON text for a value, with raw literals (`1e400`) written as they are. */
export function serializeJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(serializeJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    if ('rawJson' in value && typeof value.rawJson === 'string') return value.rawJson;
    return serializeEntries(Object.entries(value));
  }
  return JSON.stringify(value);
}

export function serializeEntries(entries: Array<[string, JsonValue]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${serializeJson(value)}`).join(',')}}`;
}
