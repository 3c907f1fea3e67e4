import { orderDocumentValues, printOrdersLists, type Schema } from '@shop/sdk';
import { oneOf } from '../../app/search-params';

/** The paper a packing slip is printed on: a sheet of A4, or an 80 mm thermal roll. Invoices are A4. */
export const paperValues = ['a4', '80mm'] as const;
export type Paper = (typeof paperValues)[number];

/** `?ids=1,2,3&document=packingSlip&paper=80mm` of the print view: the ids as the address writes them. */
export interface PrintSearch {
  ids: string;
  document: Schema<'OrderDocument'>;
  paper: Paper;
}

const ID = /^[1-9][0-9]{0,17}$/;

/** The order ids of `?ids=`: each once, in the order given, at most as many as one printOrders call takes. */
export function printedIds(ids: string): string[] {
  return [...new Set(ids.split(',').filter((id) => ID.test(id)))].slice(0, printOrdersLists.ids.maxItems);
}

/**
 * Validates the print view's address: the order ids (anything that is no id is dropped), the document (a packing
 * slip unless an invoice is asked for) and the paper (A4 unless an 80 mm roll is asked for; an invoice is A4).
 */
export function printSearch(search: Record<string, unknown>): PrintSearch {
  // The router reads `?ids=12` as the number 12.
  const raw = typeof search.ids === 'number' ? String(search.ids) : search.ids;
  const ids = printedIds(typeof raw === 'string' ? raw : '').join(',');
  const document = oneOf(orderDocumentValues, search.document) ?? 'packingSlip';
  const paper = document === 'invoice' ? 'a4' : (oneOf(paperValues, search.paper) ?? 'a4');
  return { ids, document, paper };
}
