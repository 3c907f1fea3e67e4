import type { ReactNode } from 'react';

/** True when a slot such as an error message has something to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
