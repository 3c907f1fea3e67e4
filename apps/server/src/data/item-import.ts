import { itemCsvColumnValues, type Schema } from '@shop/sdk';
import type { ValidateFunction } from 'ajv';
import { inArray } from 'drizzle-orm';
import { badRequest } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { CsvTable } from '../csv/csv-file.js';
import { unguarded } from '../csv/csv-text.js';
import type { Executor } from '../db/executor.js';
import { categories, items, subcategories } from '../db/schema.js';
import { loadOpenApiDocument } from '../document/openapi-document.js';
import { RECORD_ID, REQUIRED, requestValidators, toFieldErrors } from '../document/schema-validation.js';

type Column = (typeof itemCsvColumnValues)[number];
type ItemCreate = Schema<'ItemCreate'>;
type ItemUpdate = Schema<'ItemUpdate'>;
type Kind = Schema<'CategoryOrSubcategory'>;

/** The columns an items file must have: without them a row says too little to create an item. */
export const REQUIRED_COLUMNS: readonly Column[] = ['name', 'price', 'category'];
/** Columns an export writes that an import reads only to check (`version`) or not at all (`image`). */
const TEXT_COLUMNS: ReadonlySet<Column> = new Set(['name', 'description']);

/** What an import does with one row. */
export type PlannedRow =
  | { row: number; outcome: 'created'; body: ItemCreate }
  | { row: number; outcome: 'updated'; id: bigint; body: ItemUpdate }
  | { row: number; outcome: 'unchanged'; id: bigint }
  | { row: number; outcome: 'error'; id: bigint | undefined; column?: Column; message: Message };

/** An item as it is, for comparing a row with it. */
interface Current {
  version: number;
  name: string;
  description: string;
  price: number;
  isAvailable: boolean;
  isVisible: boolean;
  kind: Kind;
  category: bigint;
  subcategory: bigint | null;
}

const ID = /^[1-9][0-9]{0,17}$/;

function isColumn(name: string): name is Column {
  return itemCsvColumnValues.some((column) => column === name);
}

/** The file's columns by position: refused (400) when one is unknown or repeated, or a required one is missing. */
function columnsOf(header: readonly string[]): Map<Column, number> {
  const positions = new Map<Column, number>();
  for (const [index, name] of header.entries()) {
    if (!isColumn(name)) {
      throw badRequest(
        /*i18n*/ {
          id: 'import.unknownColumn',
          message: "The file has a column ''{name}'' that items do not have; the columns are {columns}.",
          values: { name: name.slice(0, 60), columns: itemCsvColumnValues.join(', ') },
        },
        { file: /*i18n*/ { id: 'import.unknownColumnField', message: 'Unknown column' } },
      );
    }
    if (positions.has(name)) {
      throw badRequest(
        /*i18n*/ {
          id: 'import.repeatedColumn',
          message: "The file has the column ''{name}'' twice.",
          values: { name },
        },
        { file: /*i18n*/ { id: 'import.repeatedColumnField', message: 'Repeated column' } },
      );
    }
    positions.set(name, index);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw badRequest(
      /*i18n*/ {
        id: 'import.missingColumns',
        message:
          '{count, plural, one {The file lacks the column {missing} (an items file needs {required}).} other {The file lacks the columns {missing} (an items file needs {required}).}}',
        values: { count: missing.length, missing: missing.join(', '), required: REQUIRED_COLUMNS.join(', ') },
      },
      { file: /*i18n*/ { id: 'import.missingColumnsField', message: 'Missing columns' } },
    );
  }
  return positions;
}

/** The names of the categories and subcategories, to find them by (a name may belong to several). */
async function placesOf(db: Executor) {
  const categoryIds = new Map<string, bigint[]>();
  for (const row of await db.select({ id: categories.id, name: categories.name }).from(categories)) {
    categoryIds.set(row.name, [...(categoryIds.get(row.name) ?? []), row.id]);
  }
  const subcategoryIds = new Map<string, Array<{ id: bigint; category: bigint }>>();
  for (const row of await db
    .select({ id: subcategories.id, name: subcategories.name, category: subcategories.categoryId })
    .from(subcategories)) {
    subcategoryIds.set(row.name, [
      ...(subcategoryIds.get(row.name) ?? []),
      { id: row.id, category: row.category },
    ]);
  }
  const categoryNames = new Map<bigint, string>();
  for (const [name, ids] of categoryIds) for (const id of ids) categoryNames.set(id, name);
  return { categoryIds, subcategoryIds, categoryNames };
}

/** The items the file names by id, as they are. */
async function currentItems(db: Executor, ids: readonly bigint[]): Promise<Map<bigint, Current>> {
  const found = new Map<bigint, Current>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db
      .select({
        id: items.id,
        version: items.version,
        name: items.name,
        description: items.description,
        price: items.price,
        isAvailable: items.isAvailable,
        isVisible: items.isVisible,
        kind: items.categoryOrSubcategory,
        category: items.categoryId,
        subcategory: items.subcategoryId,
      })
      .from(items)
      .where(inArray(items.id, ids.slice(start, start + 5000)));
    for (const { id, ...item } of rows) found.set(id, item);
  }
  return found;
}

/** A row's fault: the column it is in (when one) and why. */
class RowFault {
  constructor(
    readonly message: Message,
    readonly column?: Column,
  ) {}
}

let checks: { create: ValidateFunction<ItemCreate>; update: ValidateFunction<ItemUpdate> } | undefined;

/** The document's checks of createItem's and updateItem's bodies, as the router makes them (text coerced). */
function bodyChecks() {
  const { text } = requestValidators(loadOpenApiDocument());
  checks ??= {
    create: text.compile<ItemCreate>({ $ref: '#/components/schemas/ItemCreate' }),
    update: text.compile<ItemUpdate>({ $ref: '#/components/schemas/ItemUpdate' }),
  };
  return checks;
}

/** The first field the document's check finds at fault, as a row fault at its column. */
function faultOf(errors: Parameters<typeof toFieldErrors>[0]): RowFault {
  const { message, fields } = toFieldErrors(errors);
  const [field, why] = Object.entries(fields)[0] ?? [];
  if (field !== undefined && why !== undefined && isColumn(field)) return new RowFault(why, field);
  return new RowFault(message);
}

/**
 * What an import of `table` would do with each row, by the rules of createItem and updateItem, read in `db` (a
 * transaction, to apply it). Writes nothing. The file's columns are checked first (400 when they are wrong).
 */
export async function planItemImport(db: Executor, table: CsvTable): Promise<PlannedRow[]> {
  const positions = columnsOf(table.header);
  const places = await placesOf(db);
  const idCell = positions.get('id');
  const ids = [
    ...new Set(
      table.rows.flatMap(({ cells }) => {
        const text = idCell === undefined ? '' : (cells[idCell] ?? '').trim();
        return ID.test(text) ? [BigInt(text)] : [];
      }),
    ),
  ];
  const current = await currentItems(db, ids);
  const seen = new Map<bigint, number>();
  const { create, update } = bodyChecks();

  return table.rows.map(({ row, cells }): PlannedRow => {
    let id: bigint | undefined;
    try {
      if (cells.length !== table.header.length) {
        throw new RowFault(
          /*i18n*/ {
            id: 'import.cellCount',
            message: 'The row has {cells} cells; the header has {columns}.',
            values: { cells: cells.length, columns: table.header.length },
          },
        );
      }
      /** The row's cell in `column` ('' when the file has no such column); text as it was before the guard. */
      const cell = (column: Column): string | undefined => {
        const at = positions.get(column);
        if (at === undefined) return undefined;
        const text = unguarded(cells[at] ?? '');
        return TEXT_COLUMNS.has(column) ? text : text.trim();
      };
      const given = (column: Column) => {
        const text = cell(column);
        return text === undefined || text === '' ? undefined : text;
      };

      const idText = given('id');
      let item: Current | undefined;
      if (idText !== undefined) {
        if (!ID.test(idText)) throw new RowFault(RECORD_ID, 'id');
        item = current.get(BigInt(idText));
        if (item === undefined) {
          throw new RowFault(
            /*i18n*/ {
              id: 'import.noSuchItem',
              message: 'No item {id}: leave the id empty to create one',
              values: { id: idText },
            },
            'id',
          );
        }
        id = BigInt(idText);
        const earlier = seen.get(id);
        if (earlier !== undefined) {
          throw new RowFault(
            /*i18n*/ {
              id: 'import.itemTwice',
              message: 'Item {id} is in row {row} already',
              values: { id: idText, row: earlier },
            },
            'id',
          );
        }
        seen.set(id, row);
        const version = given('version');
        if (version !== undefined && version !== String(item.version)) {
          throw new RowFault(
            /*i18n*/ {
              id: 'import.stale',
              message:
                'The item changed since this file was exported (it is at version {current}, the file has {version})',
              values: { current: item.version, version },
            },
            'version',
          );
        }
      }

      // The category and subcategory by name: as createItem's rules place an item, a subcategory's category is its
      // parent, and a category named with it must be that parent.
      const categoryName = given('category');
      let category: bigint | undefined;
      if (categoryName !== undefined) {
        const found = places.categoryIds.get(categoryName) ?? [];
        if (found.length === 0) {
          throw new RowFault(
            /*i18n*/ {
              id: 'import.noSuchCategory',
              message: "category ''{name}'' does not exist",
              values: { name: categoryName },
            },
            'category',
          );
        }
        if (found.length > 1) {
          throw new RowFault(
            /*i18n*/ {
              id: 'import.ambiguousCategory',
              message: "category ''{name}'' names {count} categories; rename one",
              values: { name: categoryName, count: found.length },
            },
            'category',
          );
        }
        category = found[0];
      }
      const subcategoryName = given('subcategory');
      let subcategory: bigint | undefined;
      if (subcategoryName !== undefined) {
        const within = category ?? item?.category;
        const found = (places.subcategoryIds.get(subcategoryName) ?? []).filter(
          (candidate) => within === undefined || candidate.category === within,
        );
        const parent = within === undefined ? undefined : (places.categoryNames.get(within) ?? '');
        if (found.length === 0) {
          throw new RowFault(
            parent === undefined
              ? /*i18n*/ {
                  id: 'import.noSuchSubcategory',
                  message: "subcategory ''{name}'' does not exist",
                  values: { name: subcategoryName },
                }
              : /*i18n*/ {
                  id: 'import.noSuchSubcategoryIn',
                  message: "subcategory ''{name}'' does not exist in category ''{category}''",
                  values: { name: subcategoryName, category: parent },
                },
            'subcategory',
          );
        }
        if (found.length > 1) {
          throw new RowFault(
            parent === undefined
              ? /*i18n*/ {
                  id: 'import.ambiguousSubcategory',
                  message: "subcategory ''{name}'' names {count} subcategories",
                  values: { name: subcategoryName, count: found.length },
                }
              : /*i18n*/ {
                  id: 'import.ambiguousSubcategoryIn',
                  message: "subcategory ''{name}'' names {count} subcategories in category ''{category}''",
                  values: { name: subcategoryName, count: found.length, category: parent },
                },
            'subcategory',
          );
        }
        subcategory = found[0]?.id;
      }
      const kindText = given('categoryOrSubcategory');
      const kind =
        kindText ??
        (positions.has('subcategory') ? (subcategory === undefined ? 'category' : 'subcategory') : undefined);
      if (kind === 'category' && subcategory !== undefined) {
        throw new RowFault(
          /*i18n*/ {
            id: 'import.subcategoryNotWanted',
            message: 'Leave it empty for an item placed in a category',
          },
          'subcategory',
        );
      }
      if (
        kind === 'subcategory' &&
        subcategory === undefined &&
        (item === undefined || kindText !== undefined)
      ) {
        throw new RowFault(
          /*i18n*/ {
            id: 'import.subcategoryRequired',
            message: 'Required for an item placed in a subcategory',
          },
          'subcategory',
        );
      }
      if (item === undefined && category === undefined && subcategory === undefined) {
        throw new RowFault(REQUIRED, 'category');
      }

      // The body createItem or updateItem would take, as form text, checked by the same schema.
      const body: { [field: string]: string } = {};
      for (const column of ['name', 'description', 'price', 'isAvailable', 'isVisible'] as const) {
        const text = TEXT_COLUMNS.has(column) ? cell(column) : given(column);
        if (text !== undefined) body[column] = text;
      }
      if (kind !== undefined) body.categoryOrSubcategory = kind;
      if (category !== undefined) body.category = String(category);
      if (subcategory !== undefined) body.subcategory = String(subcategory);

      // Checked as its own object: the check turns its text into numbers and booleans and fills in defaults.
      const candidate: unknown = { ...body };
      if (item === undefined || id === undefined) {
        if (!create(candidate)) throw faultOf(create.errors);
        return { row, outcome: 'created', body: candidate };
      }
      if (!update(candidate)) throw faultOf(update.errors);
      return sameAs(item, candidate, subcategory)
        ? { row, outcome: 'unchanged', id }
        : { row, outcome: 'updated', id, body: candidate };
    } catch (error) {
      if (!(error instanceof RowFault)) throw error;
      return {
        row,
        outcome: 'error',
        id,
        message: error.message,
        ...(error.column ? { column: error.column } : {}),
      };
    }
  });
}

/** Whether an update with `body` leaves the item as it is (where it goes included, as createItem's rules place it). */
function sameAs(item: Current, body: ItemUpdate, subcategory: bigint | undefined): boolean {
  const kind = body.categoryOrSubcategory ?? item.kind;
  const placedIn =
    kind === 'category'
      ? { category: body.category === undefined ? item.category : BigInt(body.category), subcategory: null }
      : { subcategory: subcategory ?? item.subcategory };
  return (
    (body.name === undefined || body.name.trim() === item.name) &&
    (body.description === undefined || body.description === item.description) &&
    (body.price === undefined || body.price === item.price) &&
    (body.isAvailable === undefined || body.isAvailable === item.isAvailable) &&
    (body.isVisible === undefined || body.isVisible === item.isVisible) &&
    kind === item.kind &&
    placedIn.subcategory === item.subcategory &&
    (!('category' in placedIn) || placedIn.category === item.category)
  );
}
