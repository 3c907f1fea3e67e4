import type { MessageDescriptor } from '@lingui/core';
import type { SelectOption } from '@shop/ui-kit/select-field';
import type { FieldsOf } from './fields-of';
import type { OptionsLookup, SearchLookup } from './lookups';

interface FieldBase {
  /** The visible label (`msg`). */
  label: MessageDescriptor;
  /** Help text under the control. */
  hint?: MessageDescriptor;
}

/** A single-line text, long text, email, phone number or link input. */
export interface TextFieldDef<Body> extends FieldBase {
  kind: 'text' | 'textarea' | 'email' | 'tel' | 'url';
  name: FieldsOf<Body, string>;
  placeholder?: MessageDescriptor;
  defaultValue?: string;
  /** Left out of the body when blank (the server then uses its own default). */
  optional?: boolean;
}

/** A number input (price, amount, a free precedence). */
export interface NumberFieldDef<Body> extends FieldBase {
  kind: 'number';
  name: FieldsOf<Body, number>;
  /** 0.01 for money; 1 by default. */
  step?: number;
  min?: number;
  placeholder?: MessageDescriptor;
  defaultValue?: number;
}

/** A precedence select offering 1 to `max`. */
export interface PrecedenceFieldDef<Body> extends FieldBase {
  kind: 'precedence';
  name: FieldsOf<Body, number>;
  max: number;
  defaultValue?: number;
}

/** An on/off switch. */
export interface ToggleFieldDef<Body> extends FieldBase {
  kind: 'toggle';
  name: FieldsOf<Body, boolean>;
  defaultValue?: boolean;
}

/** A select of fixed options, or of a list read from the API (see `lookupOptions`). */
export interface SelectFieldDef<Body> extends FieldBase {
  kind: 'select';
  name: FieldsOf<Body, string>;
  options: readonly SelectOption[] | OptionsLookup;
  /** Text of the empty first option; "Select ..." by default. */
  emptyLabel?: MessageDescriptor;
  defaultValue?: string;
}

/** A select whose options come from a server search (see `searchLookup`): for lists too large to load. */
export interface SearchSelectFieldDef<Body> extends FieldBase {
  kind: 'search-select';
  name: FieldsOf<Body, string>;
  search: SearchLookup;
  /** Label of the search input, e.g. "Search products". */
  searchLabel: MessageDescriptor;
}

/** An image file input with preview; on update the stored image is shown until another is chosen. */
export interface ImageFieldDef<Body> extends FieldBase {
  kind: 'image';
  name: FieldsOf<Body, Blob>;
  maxBytes?: number;
}

/**
 * Where an address is: division, district and area selects, each offering what the one before allows; sends the
 * area's id. An update starts from the stored area (a `Choice`: its id and name).
 */
export interface AreaFieldDef<Body> extends FieldBase {
  kind: 'area';
  name: FieldsOf<Body, string>;
}

/** No control: the value is the id of the parent the screen is scoped to (`args.parentId`). */
export interface ParentFieldDef<Body> {
  kind: 'parent';
  name: FieldsOf<Body, string>;
}

/** One field of a create or update form, its `name` typed against the request body of the operation. */
export type FormFieldDef<Body> =
  | TextFieldDef<Body>
  | NumberFieldDef<Body>
  | PrecedenceFieldDef<Body>
  | ToggleFieldDef<Body>
  | SelectFieldDef<Body>
  | SearchSelectFieldDef<Body>
  | ImageFieldDef<Body>
  | AreaFieldDef<Body>
  | ParentFieldDef<Body>;

/** A select value with the text to show for it: a searchable select cannot look up the current choice's name. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The values an update form starts from, per body field: images as the stored media path (shown as the current
 * image), string fields as text or a labelled `Choice`.
 */
export type FormValues<Body> = {
  [K in keyof Body]?: Exclude<Body[K], undefined> extends Blob
    ? string | null
    : Exclude<Body[K], undefined> extends string
      ? Body[K] | Choice
      : Body[K];
};

/** What a zod schema of `@shop/sdk/schemas` offers: checks the values read from a form and types them. */
export interface BodySchema<Body> {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: Body }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}
