import type { MessageDescriptor } from '@lingui/core';
import type { Schema } from '@shop/sdk';
import type { FieldsOf } from './fields-of';

/** A reference to another record, expanded with its name (`{ _id, name }`). */
export type Ref = Schema<'Ref'>;

interface ColumnBase {
  /** Column header in the table, label in the View modal (`msg`). */
  header: MessageDescriptor;
  /** Whether the table sorts by it (in the browser for full lists, on the server when the screen says so). */
  sortable?: boolean;
}

/** Plain text of a string field (names, descriptions). */
export interface TextColumn<Row> extends ColumnBase {
  kind: 'text';
  field: FieldsOf<Row, string>;
}

/** A number field (precedence, amounts), with an optional unit after it ("%"). */
export interface NumberColumn<Row> extends ColumnBase {
  kind: 'number';
  field: FieldsOf<Row, number>;
  unit?: string;
}

/** Taka with the taka sign and Indian digit grouping (৳1,23,456.50). */
export interface MoneyColumn<Row> extends ColumnBase {
  kind: 'money';
  field: FieldsOf<Row, number>;
}

/** A yes/no field, shown `TRUE`/`FALSE` (`upper`, the generic list's way) or `True`/`False` (`title`). */
export interface BooleanColumn<Row> extends ColumnBase {
  kind: 'boolean';
  field: FieldsOf<Row, boolean>;
  style?: 'upper' | 'title';
}

/** A stored image (a media path), shown as a thumbnail through the media base. */
export interface ImageColumn<Row> extends ColumnBase {
  kind: 'image';
  field: FieldsOf<Row, string | null>;
}

/** A reference to another record, shown by the referenced record's name. */
export interface RefColumn<Row> extends ColumnBase {
  kind: 'ref';
  field: FieldsOf<Row, Ref | null>;
}

/** References to other records, shown by their names ("Dhaka, Gazipur"); `emptyText` says what none means. */
export interface RefsColumn<Row> extends ColumnBase {
  kind: 'refs';
  field: FieldsOf<Row, readonly Ref[]>;
  /** Shown for an empty list ("Every other district"); nothing by default. */
  emptyText?: MessageDescriptor;
}

/** An outside address, shown as a link that opens in a new tab. */
export interface LinkColumn<Row> extends ColumnBase {
  kind: 'link';
  field: FieldsOf<Row, string>;
}

/**
 * One column of a list (or one line of its View modal), typed against the row the API returns: a column naming a
 * field the row lacks, or a field of another kind (`money` on a string), does not compile.
 */
export type ResourceColumn<Row> =
  | TextColumn<Row>
  | NumberColumn<Row>
  | MoneyColumn<Row>
  | BooleanColumn<Row>
  | ImageColumn<Row>
  | RefColumn<Row>
  | RefsColumn<Row>
  | LinkColumn<Row>;
