/** The `info.version` of a document file. */
export function versionOf(file: string): { text: string; parts: [number, number, number] };
/** The breaking changes Optic finds from `released` to `current`. */
export function breakingChanges(released: string, current: string): string[];
/** Checks `current` against `released`; throws saying what to do when it breaks clients without a new major. */
export function checkContract(
  released: string,
  current: string,
): { released: string; current: string; breaking: string[] };
