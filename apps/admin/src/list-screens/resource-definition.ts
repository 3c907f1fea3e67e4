import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Schema, ShopClient, WriteOperationId } from '@shop/sdk';
import type { IconName } from '@shop/ui-kit/icon';
import type { RowActionLinkRenderProps } from '@shop/ui-kit/row-actions';
import type { ComponentType, ReactNode } from 'react';
import type { ListData, ListQueryOptions } from './list-query';
import type { ResourceColumn } from './resource-columns';
import type { BodySchema, FormFieldDef, FormValues } from './resource-fields';
import type { ListSort } from './use-list-search';

/** A write's options as the SDK's `xMutationOptions(client)` returns them. */
export type MutationFactory<Variables> = (client: ShopClient) => {
  /** `[operationId]`: the query cache refreshes what the operation makes stale (see `app/query-client.ts`). */
  mutationKey: readonly [WriteOperationId];
  mutationFn: (variables: Variables) => Promise<unknown>;
};

/** A create operation, e.g. `createCollectionMutationOptions` (JSON or multipart: the SDK knows which). */
export type CreateMutation<Body> = MutationFactory<{ body: Body }>;
/**
 * An update operation on `/{id}`, e.g. `updateCollectionMutationOptions`, made only on the version the form started
 * from: it takes `If-Match` (the SDK's `ifMatch(row)`), and answers 412 when someone changed the record since.
 */
export type UpdateMutation<Body> = MutationFactory<{
  params: { path: { id: string }; header: { 'If-Match': string } };
  body: Body;
}>;
/** A delete operation on `/{id}`, e.g. `deleteCollectionMutationOptions`. */
export type DeleteMutation = MutationFactory<{ params: { path: { id: string } } }>;

/** What a hand-written form gets from the screen (the item form, for one). */
export interface ResourceFormProps<Body, Row> {
  /** The row being updated; undefined when creating. */
  row: Row | undefined;
  /** The submit button's text, translated, e.g. "Create Item". */
  submitLabel: string;
  /** Sends the body; the screen closes the modal on success and keeps it open on failure. */
  onSubmit: (body: Body) => void;
  /** True while the call is in flight. */
  pending: boolean;
  /** The failed call's error (`ShopApiError`: message for the banner, `fields` for the fields), or null. */
  error: unknown;
}

/** A form built from field definitions, checked with the operation's zod schema before it is sent. */
interface FieldsForm<Body> {
  fields: readonly FormFieldDef<NoInfer<Body>>[];
  schema: BodySchema<Body>;
}

/** A hand-written form, for screens the field definitions cannot express. */
interface CustomForm<Body, Row> {
  form: ComponentType<ResourceFormProps<Body, Row>>;
}

/** The create action: its form, its call, and when it is offered. */
export type CreateAction<Row, Body> = (FieldsForm<Body> | CustomForm<Body, undefined>) & {
  mutation: CreateMutation<Body>;
  /** Header button text; "Create {name}" by default. */
  buttonLabel?: MessageDescriptor;
  /** Modal title; "Create {name}" by default. */
  title?: MessageDescriptor;
  /** Submit button text; "Create {name}" by default. */
  submitLabel?: MessageDescriptor;
  /** Offered only while this holds for the current list (e.g. VAT: while none exists). */
  allowedWhen?: (list: ListData<Row>) => boolean;
  /** Shown in place of the create button while `allowedWhen` does not hold; nothing by default. */
  notAllowedText?: MessageDescriptor;
};

/** The update action: its form (started from the row), its call. */
export type UpdateAction<Row, Body> = (
  | (FieldsForm<Body> & { values: (row: Row) => FormValues<NoInfer<Body>> })
  | CustomForm<Body, Row>
) & {
  mutation: UpdateMutation<Body>;
  /** Modal title; "Update {name}" by default. */
  title?: MessageDescriptor;
  /** Submit button text; "Update {name}" by default. */
  submitLabel?: MessageDescriptor;
};

/** The delete action: its call and its confirmation texts. */
export interface DeleteAction {
  mutation: DeleteMutation;
  /** Confirmation title; "Delete {name}" by default. */
  title?: MessageDescriptor;
  /**
   * Confirmation text for the row's name (`(rowName) => msg\`...${rowName}...\``); "Are you sure you want to delete
   * {rowName}?" by default.
   */
  text?: (rowName: string) => MessageDescriptor;
}

/** A row of a resource list: a record of the API, with the version its updates are made on. */
export interface ResourceRow {
  _id: string;
  version: number;
}

/** The kind of record the change log names (`ChangeEntityType`), e.g. `'Item'`. */
export type ChangeEntityType = Schema<'ChangeEntityType'>;

/**
 * The kinds of record whose API shape is `Row` (the schema named like the kind): `'Item'` for the items list's rows.
 * Two kinds of one shape (VAT and discount) both fit.
 */
export type EntityOf<Row> = {
  [Entity in ChangeEntityType]: [Row] extends [Schema<Entity>]
    ? [Schema<Entity>] extends [Row]
      ? Entity
      : never
    : never;
}[ChangeEntityType];

/** The view action: the lines of the "View {name}" modal (its Details tab), and whose history its History tab shows. */
export interface ViewAction<Row> {
  /** The kind of record the rows are in the change log: the History tab reads `listEntityChanges(entity, row._id)`. */
  entity: EntityOf<Row>;
  fields: readonly ResourceColumn<Row>[];
}

/** A row's link to another screen (e.g. a collection's items), shown among its actions. */
export interface RowLink<Row> {
  /** The link's accessible name and tooltip (`msg`). */
  label: MessageDescriptor;
  icon: IconName;
  /** Renders the router link with the props to spread on it. */
  render: (row: Row, link: RowActionLinkRenderProps) => ReactNode;
}

/**
 * A dialog of a row's own beyond view, update and delete (which districts a delivery fee covers), shown among its
 * actions before Delete, and offered only to a role that may call its write.
 */
export interface RowDialog<Row> {
  /** The button's accessible name and tooltip (`msg`). */
  label: MessageDescriptor;
  icon: IconName;
  /** The write the dialog makes (the document's `x-roles` say who may). */
  operation: WriteOperationId;
  /** The open dialog for `row`; `onClose` closes it. */
  render: (row: Row, onClose: () => void) => ReactNode;
}

/** Everything a list screen of one API resource needs; see README.md. */
export interface ResourceDefinition<Row extends ResourceRow, Args, CreateBody, UpdateBody> {
  /**
   * Singular, for modal titles (`msg`): "Collection" gives "View Collection", "Create Collection", ... Texts of a
   * definition are `MessageDescriptor`s (`msg` from `@lingui/core/macro`), translated where they are shown.
   */
  name: MessageDescriptor;
  /** Plural, the heading: "Collections" gives "Collections (N in total)". */
  plural: MessageDescriptor;
  /** The list read; `args` are the route's (parent id, page, search). */
  list: (client: ShopClient, args: Args) => ListQueryOptions<Row>;
  /**
   * For a list scoped to a parent (a division's districts): the parent's id in the list's args. A `parent` form
   * field sends it.
   */
  parent?: (args: NoInfer<Args>) => string;
  /**
   * Rows per page of a server-paged list (its operation's `pageSize` default, passed to `list` too); a full list
   * has none.
   */
  pageSize?: number;
  /**
   * For a list sorted on the server: the `sort` values its operation offers (e.g. `listItemsQuery.sort.enum`).
   * Sortable columns then sort through the URL's `?sort=`; without it they sort in the browser.
   */
  sorts?: readonly ListSort[];
  /** How a row is named in the delete text and in toasts (its data, or a text made with `i18n`). */
  rowName: (row: NoInfer<Row>, i18n: I18n) => string;
  columns: readonly ResourceColumn<NoInfer<Row>>[];
  /** Links to other screens in each row, between Update and Delete. */
  links?: readonly RowLink<NoInfer<Row>>[];
  /** Dialogs of each row's own, after its links (before Delete). */
  dialogs?: readonly RowDialog<NoInfer<Row>>[];
  /** The actions offered; a missing one is not offered. */
  can: {
    view?: ViewAction<NoInfer<Row>>;
    create?: CreateAction<NoInfer<Row>, CreateBody>;
    update?: UpdateAction<NoInfer<Row>, UpdateBody>;
    delete?: DeleteAction;
  };
  /** Shown when the list is empty; the table's default otherwise. */
  emptyText?: MessageDescriptor;
}

/**
 * Types a resource definition: the row and the bodies are inferred from the SDK operations it names, and every
 * column and field is checked against them.
 */
export function defineResource<
  Row extends ResourceRow,
  Args = undefined,
  CreateBody = never,
  UpdateBody = never,
>(
  definition: ResourceDefinition<Row, Args, CreateBody, UpdateBody>,
): ResourceDefinition<Row, Args, CreateBody, UpdateBody> {
  return definition;
}
