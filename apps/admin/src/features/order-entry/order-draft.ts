import type { Schema } from '@shop/sdk';

/** The customer an order is for, as the screen knows them (a search result, a new customer, the order's). */
export interface DraftCustomer {
  _id: string;
  name: string;
  /** Unknown for the customer of an order being edited (the order names them only). */
  mobile?: string;
}

/** One line of a draft: the item, the quantity as typed (a stepper writes digits), the price last known. */
export interface DraftLine {
  item: Schema<'Ref'>;
  quantity: string;
  /** The item's price when it was added (or the line's on the order being edited), until a quote says it. */
  price: number;
}

/** What the person has typed in so far. */
export interface OrderDraft {
  customer: DraftCustomer | null;
  address: string | null;
  lines: readonly DraftLine[];
  source: Schema<'OrderSource'>;
  notes: string;
}

/** The draft's problems, by the API's field names (`customer`, `address`, `lines`, `lines.2.quantity`). */
export type DraftErrors = Readonly<Record<string, string>>;

/**
 * A quantity as people type it: digits (Latin or Bangla, the NumberField writes them Latin), else NaN, which the
 * document's check refuses with its message.
 */
export function quantityOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The draft's lines as the API takes them. */
export function linesOf(draft: Pick<OrderDraft, 'lines'>): Schema<'OrderLineDraft'>[] {
  return draft.lines.map((line) => ({ item: line.item._id, quantity: quantityOf(line.quantity) }));
}

/** Whether two lists of lines ask for the same items in the same quantities, in the same order. */
export function sameLines(
  a: readonly Schema<'OrderLineDraft'>[],
  b: readonly Schema<'OrderLineDraft'>[],
): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => line.item === b[index]?.item && line.quantity === b[index]?.quantity)
  );
}

/** The draft with `item` added: a new line of 1, or one more of a line that has it (an item is on one line). */
export function withItem(lines: readonly DraftLine[], item: Schema<'Item'>): DraftLine[] {
  const at = lines.findIndex((line) => line.item._id === item._id);
  if (at === -1)
    return [...lines, { item: { _id: item._id, name: item.name }, quantity: '1', price: item.price }];
  return lines.map((line, index) =>
    index === at ? { ...line, quantity: String(quantityOf(line.quantity) + 1 || 1) } : line,
  );
}

/**
 * A message per field from a check's issues (the SDK's zod schema) or the server's `fields`, keyed by the whole
 * path: `lines.1.quantity`.
 */
export function issuesByPath(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The messages about line `index` (its item, its quantity, the line itself). */
export function lineErrors(errors: DraftErrors, index: number): string[] {
  const prefix = `lines.${index}`;
  return Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}
