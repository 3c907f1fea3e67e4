import { recordLimits } from '@shop/sdk';
import { count, eq, sql } from 'drizzle-orm';
import { conflict } from '../core/http-error.js';
import { idField, refField, valueField } from '../data/crud/fields.js';
import { imageInput, referenceInput, valueInput } from '../data/crud/inputs.js';
import type { Tx } from '../db/executor.js';
import { itemAssets, items } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The most images an item has besides its own (the document's `x-limits`). */
const MAX_ASSETS_PER_ITEM = recordLimits.assetsPerItem;

/**
 * Locks the item, then counts its assets: additions to one item queue on the lock, so the limit holds under
 * concurrency too.
 */
async function reserveAssetSlot(tx: Tx, itemId: bigint): Promise<void> {
  await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
  const [row] = await tx.select({ n: count() }).from(itemAssets).where(eq(itemAssets.itemId, itemId));
  if ((row?.n ?? 0) >= MAX_ASSETS_PER_ITEM) {
    throw conflict(
      /*i18n*/ {
        id: 'itemAsset.full',
        message: 'This item already has {max} images; delete one first.',
        values: { max: MAX_ASSETS_PER_ITEM },
      },
    );
  }
}

/** Items' further images (at most 4 each), by item and precedence; `?item=` for one item's. */
const asset = tableResource({
  table: itemAssets,
  shape: {
    _id: idField(itemAssets.id),
    item: refField(itemAssets.itemId, items),
    image: valueField(itemAssets.image),
    precedence: valueField(itemAssets.precedence),
  },
  order: sql`${itemAssets.itemId}, ${itemAssets.precedence}, ${itemAssets.id}`,
  filters: { item: itemAssets.itemId },
  input: {
    item: referenceInput(itemAssets.itemId, items),
    image: imageInput(itemAssets.image),
    precedence: valueInput(itemAssets.precedence),
  },
  folder: 'item-assets',
  async beforeInsert(tx, body) {
    if (body.item !== undefined) await reserveAssetSlot(tx, BigInt(body.item));
    return [];
  },
  async beforeUpdate(tx, id, body) {
    if (body.item === undefined) return [];
    const [current] = await tx
      .select({ itemId: itemAssets.itemId })
      .from(itemAssets)
      .where(eq(itemAssets.id, id));
    if (current?.itemId !== BigInt(body.item)) await reserveAssetSlot(tx, BigInt(body.item));
    return [];
  },
});

export const itemAssetOperations = {
  listItemAssets: asset.list,
  createItemAsset: asset.create,
  getItemAsset: asset.get,
  updateItemAsset: asset.update,
  deleteItemAsset: asset.delete,
} satisfies Partial<Handlers>;
