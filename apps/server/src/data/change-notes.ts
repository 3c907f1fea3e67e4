import type { Schema } from '@shop/sdk';
import type { Language } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';

type OrderDocument = Schema<'OrderDocument'>;

/**
 * What an order's change log says of a print. Kept in English, as every entry is written; said in the request's
 * language when the change log is read (see {@link printNotesIn}).
 */
const PRINTED: { readonly [document in OrderDocument]: Message } = {
  invoice: /*i18n*/ { id: 'print.invoice', message: 'Printed the invoice' },
  packingSlip: /*i18n*/ { id: 'print.packingSlip', message: 'Printed the packing slip' },
};

/** The note a print of `document` leaves in the change log, as it is kept: "Printed the invoice". */
export function printNote(document: OrderDocument): string {
  return translate(PRINTED[document], 'en');
}

/** Each print note as it is kept, and as `language` says it: { "Printed the invoice": "চালান ছাপা হয়েছে" }. */
export function printNotesIn(language: Language): { readonly [kept: string]: string } {
  return Object.fromEntries(
    Object.values(PRINTED).map((message) => [translate(message, 'en'), translate(message, language)]),
  );
}
