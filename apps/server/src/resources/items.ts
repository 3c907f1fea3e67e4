import { importLimits, itemCsvColumnValues, type Schema } from '@shop/sdk';
import { eq } from 'drizzle-orm';
import { badRequest, HttpError, notFound } from '../core/http-error.js';
import type { Language } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';
import { fileTooLarge } from '../core/size-messages.js';
import { readCsvFile } from '../csv/csv-file.js';
import type { ChangeRecord } from '../data/changes.js';
import {
  type Assignment,
  assign,
  imageInput,
  referenceInput,
  textInput,
  valueInput,
} from '../data/crud/inputs.js';
import { type CsvColumns, csvExport, oneLine, rowCheck, shopDay } from '../data/csv-export.js';
import { askedFilters } from '../data/export-log.js';
import { idText } from '../data/ids.js';
import { itemConditions } from '../data/item-filters.js';
import { type PlannedRow, planItemImport } from '../data/item-import.js';
import { allItems, itemExportSource, itemListing, searchItems } from '../data/item-lists.js';
import { paging } from '../data/paging.js';
import { noSuchRecord } from '../data/record-labels.js';
import { write } from '../data/write.js';
import type { Tx } from '../db/executor.js';
import type { ChangedField } from '../db/schema.js';
import {
  categories,
  itemAssets,
  itemCategories,
  itemSubcategories,
  items,
  subcategories,
} from '../db/schema.js';
import { REQUIRED } from '../document/schema-validation.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

type Kind = (typeof items.categoryOrSubcategory)['_']['data'];

/**
 * Where an item goes: with `category`, the category; with `subcategory`, the subcategory and its parent category
 * (a `category` sent along must be that parent).
 */
async function placement(tx: Tx, kind: Kind, category: bigint | undefined, subcategory: bigint | undefined) {
  if (kind === 'category') {
    if (category === undefined) {
      throw badRequest(
        /*i18n*/ { id: 'item.chooseCategory', message: 'Choose a category.' },
        { category: REQUIRED },
      );
    }
    return [
      assign(items.categoryOrSubcategory, kind),
      assign(items.categoryId, category),
      assign(items.subcategoryId, null),
    ];
  }
  if (subcategory === undefined) {
    throw badRequest(
      /*i18n*/ { id: 'item.chooseSubcategory', message: 'Choose a subcategory.' },
      {
        subcategory: REQUIRED,
      },
    );
  }
  const [row] = await tx
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, subcategory));
  if (row === undefined) throw notFound(noSuchRecord(subcategories));
  if (category !== undefined && category !== row.categoryId) {
    throw badRequest(
      /*i18n*/ {
        id: 'item.subcategoryElsewhere',
        message: 'The subcategory does not belong to the chosen category.',
      },
      {
        subcategory: /*i18n*/ {
          id: 'item.subcategoryElsewhereField',
          message: 'Choose a subcategory of the chosen category',
        },
      },
    );
  }
  return [
    assign(items.categoryOrSubcategory, kind),
    assign(items.categoryId, row.categoryId),
    assign(items.subcategoryId, subcategory),
  ];
}

const idOf = (id: string | undefined) => (id === undefined ? undefined : BigInt(id));

/** Whether a body moves the item (so its category or subcategory link follows). */
const movesItem = (body: { categoryOrSubcategory?: Kind; category?: string; subcategory?: string }) =>
  body.categoryOrSubcategory !== undefined || body.category !== undefined || body.subcategory !== undefined;

/** The item-category or item-subcategory link follows the item's placement: exactly one, of the right kind. */
async function linkItem(tx: Tx, itemId: bigint): Promise<void> {
  const [item] = await tx
    .select({ categoryId: items.categoryId, subcategoryId: items.subcategoryId })
    .from(items)
    .where(eq(items.id, itemId));
  if (item === undefined) throw notFound(noSuchRecord(items));
  await tx.delete(itemCategories).where(eq(itemCategories.itemId, itemId));
  await tx.delete(itemSubcategories).where(eq(itemSubcategories.itemId, itemId));
  if (item.subcategoryId === null) {
    await tx.insert(itemCategories).values({ itemId, categoryId: item.categoryId });
  } else {
    await tx.insert(itemSubcategories).values({ itemId, subcategoryId: item.subcategoryId });
  }
}

/**
 * Items: each in a category or in a subcategory (and its category), with a link row that follows it; read as kept
 * renderings; deleted with their assets' images, links, featured and collection entries and wishlist entries, and
 * refused while orders hold them (a foreign key).
 */
const item = tableResource({
  table: items,
  shape: itemListing,
  order: items.id.getSQL(),
  input: {
    name: textInput(items.name),
    description: valueInput(items.description),
    price: valueInput(items.price),
    isAvailable: valueInput(items.isAvailable),
    isVisible: valueInput(items.isVisible),
    image: imageInput(items.image),
    categoryOrSubcategory: valueInput(items.categoryOrSubcategory),
    category: referenceInput(items.categoryId, categories),
    subcategory: referenceInput(items.subcategoryId, subcategories),
  },
  folder: 'items',
  async beforeInsert(tx, body) {
    return placement(
      tx,
      body.categoryOrSubcategory ?? 'category',
      idOf(body.category),
      idOf(body.subcategory),
    );
  },
  async beforeUpdate(tx, id, body): Promise<Assignment[]> {
    if (!movesItem(body)) return [];
    const [current] = await tx.select().from(items).where(eq(items.id, id));
    if (current === undefined) throw notFound(noSuchRecord(items));
    const kind = body.categoryOrSubcategory ?? current.categoryOrSubcategory;
    const category = idOf(body.category);
    const subcategory = idOf(body.subcategory);
    return placement(
      tx,
      kind,
      category ?? (kind === 'category' || subcategory === undefined ? current.categoryId : undefined),
      subcategory ?? current.subcategoryId ?? undefined,
    );
  },
  async afterWrite(tx, id, body) {
    if (movesItem(body)) await linkItem(tx, id);
  },
  deleteImagesOf: [{ column: itemAssets.itemId, image: itemAssets.image }],
});

type Item = Schema<'Item'>;

/** The columns of an items file (the document's `ItemCsvColumn`): the list's fields, references by name. */
const ITEM_COLUMNS: CsvColumns<(typeof itemCsvColumnValues)[number], Item> = {
  id: (item) => item._id,
  version: (item) => item.version,
  name: (item) => item.name,
  description: (item) => item.description,
  price: (item) => item.price,
  isAvailable: (item) => item.isAvailable,
  isVisible: (item) => item.isVisible,
  categoryOrSubcategory: (item) => item.categoryOrSubcategory,
  category: (item) => item.category.name,
  subcategory: (item) => item.subcategory?.name ?? null,
  image: (item) => item.image,
};

const itemCheck = rowCheck<Item>({ $ref: '#/components/schemas/Item' });

type ImportRow = Schema<'ItemImportRow'>;
type ImportCounts = Schema<'ItemImportCounts'>;

/** A planned row as the answer shows it (`_id` once written, for a create), its message in `language`. */
function answerRow(planned: PlannedRow, language: Language, written?: bigint): ImportRow {
  switch (planned.outcome) {
    case 'created':
      return { row: planned.row, outcome: 'created', _id: written === undefined ? null : idText(written) };
    case 'updated':
    case 'unchanged':
      return { row: planned.row, outcome: planned.outcome, _id: idText(planned.id) };
    case 'error':
      return {
        row: planned.row,
        outcome: 'error',
        _id: planned.id === undefined ? null : idText(planned.id),
        message: translate(planned.message, language),
        ...(planned.column === undefined ? {} : { column: planned.column }),
      };
  }
}

function countsOf(rows: readonly ImportRow[]): ImportCounts {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome]++;
  return counts;
}

/**
 * The 422 of an import with errors: "Row 3 has an error; nothing was imported.", "Rows 3 and 7 have errors; …",
 * "Rows 3, 7, 9 and 40 more have errors; …".
 */
function nothingImported(rows: readonly ImportRow[]): Message {
  const numbers = rows.filter((row) => row.outcome === 'error').map((row) => String(row.row));
  if (numbers.length === 1) {
    return /*i18n*/ {
      id: 'import.rowHasError',
      message: 'Row {row} has an error; nothing was imported.',
      values: { row: numbers[0] ?? '' },
    };
  }
  const shown = numbers.slice(0, 10);
  const rest = numbers.length - shown.length;
  if (rest > 0) {
    return /*i18n*/ {
      id: 'import.rowsAndMoreHaveErrors',
      message: 'Rows {rows} and {rest} more have errors; nothing was imported.',
      values: { rows: shown.join(', '), rest },
    };
  }
  return /*i18n*/ {
    id: 'import.rowsHaveErrors',
    message: 'Rows {rows} and {last} have errors; nothing was imported.',
    values: { rows: shown.slice(0, -1).join(', '), last: shown.at(-1) ?? '' },
  };
}

/** A row's change as one field of the import's change-log entry: the item's changed fields, old and new. */
function rowChange(row: number, changed: ChangeRecord, created: boolean): ChangedField {
  const from: { [field: string]: unknown } = {};
  const to: { [field: string]: unknown } = { _id: String(changed.entityId) };
  for (const field of changed.fields) {
    from[field.field] = field.from;
    to[field.field] = field.to;
  }
  return { field: `row ${row}`, from: created || Object.keys(from).length === 0 ? null : from, to };
}

export const itemOperations = {
  /** A page of items in `sort` order; `q` finds a part of the name in any case or Unicode form (item-lists.ts). */
  async listItems({ query }, { db }) {
    const { q: asked, sort, page: _page, pageSize: _pageSize, ...filters } = query;
    const q = asked?.trim();
    const where = await itemConditions(db, filters);
    const page = paging(query);
    const body =
      q === undefined || q === ''
        ? await allItems(db, sort, page, where)
        : await searchItems(db, q, sort, page, where);
    return { status: 200, body };
  },
  /** Every item the list shows for `q`, the filters and `sort`, as a CSV file read a page at a time. */
  async exportItems({ query }, { db, config, now }) {
    const { q, sort, ...filters } = query;
    const where = await itemConditions(db, filters);
    return {
      status: 200,
      body: await csvExport({
        db,
        filename: `items-${shopDay(now(), config.shopTimeZone)}.csv`,
        source: itemExportSource(q?.trim(), sort, where),
        check: itemCheck,
        order: itemCsvColumnValues,
        rows: { linesOf: oneLine, columns: ITEM_COLUMNS },
        logged: { entityType: 'Item', label: 'Export of items', filters: askedFilters(query) },
      }),
    };
  },
  /**
   * Reads an items file and answers what each row would do (a dry run), or does it: every row in one transaction,
   * each by the rules of createItem or updateItem, recorded as one entry of the change log; nothing at all when a
   * row is an error (422, every row's outcome).
   */
  async importItems({ body, statuses, language }, deps) {
    const { file, dryRun } = body;
    if (file.size > importLimits.fileBytes) throw new HttpError(413, fileTooLarge());
    const table = readCsvFile(new Uint8Array(await file.arrayBuffer()), importLimits.rows);
    if (dryRun) {
      const rows = (await planItemImport(deps.db, table)).map((planned) => answerRow(planned, language));
      return {
        status: 200,
        body: { dryRun: true, counts: countsOf(rows), rows },
        headers: { 'Content-Language': language },
      };
    }
    const name = file instanceof File && file.name !== '' ? file.name.slice(0, 100) : 'a file';
    const rows = await write(deps, {
      async run(tx) {
        const planned = await planItemImport(tx, table);
        const refused = planned.map((row) => answerRow(row, language));
        if (refused.some((row) => row.outcome === 'error')) {
          throw new HttpError(422, nothingImported(refused), undefined, undefined, {
            counts: countsOf(refused),
            rows: refused,
          });
        }
        const answered: ImportRow[] = [];
        const fields: ChangedField[] = [];
        for (const row of planned) {
          if (row.outcome === 'created') {
            const { changes } = await item.insertIn(tx, row.body, statuses);
            const [created] = changes;
            if (created?.entityId === null || created === undefined)
              throw new Error('the item was not created');
            answered.push(answerRow(row, language, created.entityId));
            fields.push(rowChange(row.row, created, true));
          } else if (row.outcome === 'updated') {
            const { changes } = await item.updateIn(tx, row.id, row.body, statuses);
            for (const changed of changes) fields.push(rowChange(row.row, changed, false));
            answered.push(answerRow(row, language));
          } else {
            answered.push(answerRow(row, language));
          }
        }
        const counts = countsOf(answered);
        const change: ChangeRecord = {
          entityType: 'Item',
          entityId: null,
          label: `Item import of ${name}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`,
          fields,
        };
        return { result: answered, changes: fields.length === 0 ? [] : [change] };
      },
    });
    return {
      status: 200,
      body: { dryRun: false, counts: countsOf(rows), rows },
      headers: { 'Content-Language': language },
    };
  },
  createItem: item.create,
  getItem: item.get,
  updateItem: item.update,
  deleteItem: item.delete,
} satisfies Partial<Handlers>;
