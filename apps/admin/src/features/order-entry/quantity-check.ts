import { OrderDraftSchema } from '@shop/sdk/schemas';

/**
 * Why a line cannot have `quantity` (not a whole number, past the document's range), as the SDK's check of a draft
 * says it, or undefined when it can: the range is the document's, read from its schema rather than copied here.
 */
export function quantityProblem(quantity: number): string | undefined {
  const checked = OrderDraftSchema.safeParse({ address: '1', lines: [{ item: '1', quantity }] });
  if (checked.success) return undefined;
  return checked.error.issues.find((issue) => issue.path.at(-1) === 'quantity')?.message;
}
