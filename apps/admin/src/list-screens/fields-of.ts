/**
 * The names of `T`'s properties whose value (undefined aside) is a `Value`: `FieldsOf<Item, number>` is
 * `'price'`. Column and form-field definitions name their field with it, so a name the API lacks, or a field of
 * the wrong kind, does not compile.
 */
export type FieldsOf<T, Value> = {
  [K in keyof T]-?: Exclude<T[K], undefined> extends Value ? K : never;
}[keyof T] &
  string;
