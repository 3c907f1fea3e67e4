import type { operations, Schema } from '@shop/sdk';

/**
 * What a list exports, as data: the operation and the list's filters and sort. The call itself is made by the
 * export code, which loads only when a person presses an export button.
 */
export type CsvExportTarget =
  | { operation: 'exportItems'; query: NonNullable<operations['exportItems']['parameters']['query']> }
  | { operation: 'exportCustomers'; query: NonNullable<operations['exportCustomers']['parameters']['query']> }
  | {
      operation: 'exportOrdersByStatus' | 'exportOrderLinesByStatus';
      status: Schema<'OrderStatus'>;
      /** The list's filters and sort (none: every order of the status, newest first). */
      query?: NonNullable<operations['exportOrdersByStatus']['parameters']['query']>;
    };

/** One button of an export: its text ("Export Orders") and what it exports. */
export interface CsvExportChoice {
  label: string;
  target: CsvExportTarget;
}
