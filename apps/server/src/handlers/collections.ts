import type { components } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { badRequest, notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { collections, itemCollections, items, navCollections } from '../db/schema.js';
import { idText, ref, toId } from './ids.js';
import { countAll, paging } from './paging.js';
import { requireReference } from './references.js';

function toCollection(row: typeof collections.$inferSelect): components['schemas']['Collection'] {
  return { _id: idText(row.id), name: row.name, description: row.description };
}

function entryQuery(db: Executor) {
  return db
    .select({ entry: itemCollections, collectionName: collections.name, itemName: items.name })
    .from(itemCollections)
    .innerJoin(collections, eq(itemCollections.collectionId, collections.id))
    .innerJoin(items, eq(itemCollections.itemId, items.id));
}

function toEntry({
  entry,
  collectionName,
  itemName,
}: Awaited<ReturnType<typeof entryQuery>>[number]): components['schemas']['ItemCollection'] {
  return {
    _id: idText(entry.id),
    collection: ref(entry.collectionId, collectionName),
    item: ref(entry.itemId, itemName),
    name: entry.name,
    description: entry.description,
  };
}

async function findEntry(db: Executor, id: bigint) {
  const [row] = await entryQuery(db).where(eq(itemCollections.id, id));
  if (row === undefined) throw notFound('No such collection entry.');
  return toEntry(row);
}

function navQuery(db: Executor) {
  return db
    .select({ nav: navCollections, collectionName: collections.name })
    .from(navCollections)
    .innerJoin(collections, eq(navCollections.collectionId, collections.id));
}

function toNav({ nav, collectionName }: Awaited<ReturnType<typeof navQuery>>[number]) {
  return {
    _id: idText(nav.id),
    collectionID: ref(nav.collectionId, collectionName),
    precedence: nav.precedence,
  } satisfies components['schemas']['NavCollection'];
}

async function findNav(db: Executor, id: bigint) {
  const [row] = await navQuery(db).where(eq(navCollections.id, id));
  if (row === undefined) throw notFound('No such nav collection.');
  return toNav(row);
}

const byName = [asc(sql`lower(${collections.name})`), asc(collections.id)];

export function collectionHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    async listCollections() {
      const rows = await db
        .select()
        .from(collections)
        .orderBy(...byName);
      return { status: 200, body: { data: rows.map(toCollection), total: rows.length } };
    },

    async createCollection({ body }) {
      const [row] = await db
        .insert(collections)
        .values({ name: body.name.trim(), description: body.description })
        .returning();
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: toCollection(row) };
    },

    async listCollectionOptions() {
      const rows = await db
        .select({ id: collections.id, name: collections.name })
        .from(collections)
        .orderBy(...byName);
      return { status: 200, body: { data: rows.map((row) => ref(row.id, row.name)), total: rows.length } };
    },

    async getCollection({ params }) {
      const [row] = await db
        .select()
        .from(collections)
        .where(eq(collections.id, toId(params.id)));
      if (row === undefined) throw notFound('No such collection.');
      return { status: 200, body: toCollection(row) };
    },

    async updateCollection({ params, body }) {
      const [row] = await db
        .update(collections)
        .set({ name: body.name?.trim(), description: body.description })
        .where(eq(collections.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such collection.');
      return { status: 200, body: toCollection(row) };
    },

    async deleteCollection({ params }) {
      // Entries go with it (cascade); a nav collection showing it refuses the delete (foreign key -> 409).
      const [row] = await db
        .delete(collections)
        .where(eq(collections.id, toId(params.id)))
        .returning({ id: collections.id });
      if (row === undefined) throw notFound('No such collection.');
      return { status: 204 };
    },

    async listItemCollections({ query }) {
      const page = paging(query);
      const where =
        query.collection === undefined ? undefined : eq(itemCollections.collectionId, toId(query.collection));
      const [rows, [count]] = await Promise.all([
        entryQuery(db)
          .where(where)
          .orderBy(asc(sql`lower(${itemCollections.name})`), asc(itemCollections.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: countAll }).from(itemCollections).where(where),
      ]);
      return { status: 200, body: { data: rows.map(toEntry), total: count?.total ?? 0 } };
    },

    async createItemCollection({ body }) {
      const collectionId = toId(body.collection);
      await requireReference(db, collections, collections.id, collectionId, 'collection', 'collection', 400);
      const [item] = await db
        .select()
        .from(items)
        .where(eq(items.id, toId(body.item)));
      if (item === undefined) throw badRequest('No such item.', { item: 'No such item' });
      const [row] = await db
        .insert(itemCollections)
        .values({
          collectionId,
          itemId: item.id,
          name: body.name?.trim() ?? item.name,
          description: body.description ?? item.description,
        })
        .returning({ id: itemCollections.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findEntry(db, row.id) };
    },

    async getItemCollection({ params }) {
      return { status: 200, body: await findEntry(db, toId(params.id)) };
    },

    async updateItemCollection({ params, body }) {
      const id = toId(params.id);
      await findEntry(db, id);
      const itemId = body.item === undefined ? undefined : toId(body.item);
      if (itemId !== undefined) await requireReference(db, items, items.id, itemId, 'item', 'item', 404);
      await db
        .update(itemCollections)
        .set({ itemId, name: body.name?.trim(), description: body.description })
        .where(eq(itemCollections.id, id));
      return { status: 200, body: await findEntry(db, id) };
    },

    async deleteItemCollection({ params }) {
      const [row] = await db
        .delete(itemCollections)
        .where(eq(itemCollections.id, toId(params.id)))
        .returning({ id: itemCollections.id });
      if (row === undefined) throw notFound('No such collection entry.');
      return { status: 204 };
    },

    async listNavCollections() {
      const rows = await navQuery(db).orderBy(asc(navCollections.precedence), asc(navCollections.id));
      return { status: 200, body: { data: rows.map(toNav), total: rows.length } };
    },

    async createNavCollection({ body }) {
      const collectionId = toId(body.collectionID);
      await requireReference(
        db,
        collections,
        collections.id,
        collectionId,
        'collectionID',
        'collection',
        400,
      );
      const [row] = await db
        .insert(navCollections)
        .values({ collectionId, precedence: body.precedence })
        .returning({ id: navCollections.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findNav(db, row.id) };
    },

    async getNavCollection({ params }) {
      return { status: 200, body: await findNav(db, toId(params.id)) };
    },

    async updateNavCollection({ params, body }) {
      const id = toId(params.id);
      await findNav(db, id);
      const collectionId = body.collectionID === undefined ? undefined : toId(body.collectionID);
      if (collectionId !== undefined) {
        await requireReference(
          db,
          collections,
          collections.id,
          collectionId,
          'collectionID',
          'collection',
          404,
        );
      }
      await db
        .update(navCollections)
        .set({ collectionId, precedence: body.precedence })
        .where(eq(navCollections.id, id));
      return { status: 200, body: await findNav(db, id) };
    },

    async deleteNavCollection({ params }) {
      const [row] = await db
        .delete(navCollections)
        .where(eq(navCollections.id, toId(params.id)))
        .returning({ id: navCollections.id });
      if (row === undefined) throw notFound('No such nav collection.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
