/** Joins the truthy class names; the kit's one tiny helper for variants. */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
