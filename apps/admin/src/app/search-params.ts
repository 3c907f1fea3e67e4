// Validators of the URL search of list screens, used as routes' `validateSearch`. An invalid value becomes
// undefined (the list falls back to its default) rather than failing the page; every key is returned, since the
// router keeps the address's own value of a key a validator leaves out. Hand-written instead of zod schemas: every
// route's search validation is part of the first download, and zod would add 5 kB to it (the /login budget).

/** `?page=` of a paged list: a whole number from 1. */
export interface PageSearch {
  page?: number | undefined;
}

/** `?q=&page=` of a list with a search box. */
export interface TextPageSearch extends PageSearch {
  q?: string | undefined;
}

/** The longest search text the API accepts (`q`, maxLength 200). */
const MAX_SEARCH_LENGTH = 200;

/** Validates `?page=`. */
export function validatePageSearch(search: Record<string, unknown>): PageSearch {
  return { page: pageOf(search.page) };
}

/** Validates `?q=&page=`; an empty search text is no search. */
export function validateTextPageSearch(search: Record<string, unknown>): TextPageSearch {
  return { q: textOf(search.q), ...validatePageSearch(search) };
}

/** One of the allowed values, or nothing. */
export function oneOf<const Value extends string>(
  allowed: readonly Value[],
  value: unknown,
): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 1_000_000
    ? page
    : undefined;
}

function textOf(value: unknown): string | undefined {
  // The router reads `?q=42` as the number 42: a search for digits is still text.
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}
