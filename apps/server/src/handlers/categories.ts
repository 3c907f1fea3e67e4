import type { components } from '@shop/sdk';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { conflict, notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { categories, featuredCategories, items, subcategories } from '../db/schema.js';
import { idText, ref, toId } from './ids.js';
import { requireReference } from './references.js';
import { withUploads } from './uploads.js';

function toCategory(row: typeof categories.$inferSelect): components['schemas']['Category'] {
  return { _id: idText(row.id), name: row.name, description: row.description, image: row.image };
}

function featuredQuery(db: Executor) {
  return db
    .select({ featured: featuredCategories, categoryName: categories.name })
    .from(featuredCategories)
    .innerJoin(categories, eq(featuredCategories.categoryId, categories.id));
}

function toFeatured({ featured, categoryName }: Awaited<ReturnType<typeof featuredQuery>>[number]) {
  return {
    _id: idText(featured.id),
    category: ref(featured.categoryId, categoryName),
    precedence: featured.precedence,
  } satisfies components['schemas']['FeaturedCategory'];
}

async function findFeatured(db: Executor, id: bigint) {
  const [row] = await featuredQuery(db).where(eq(featuredCategories.id, id));
  if (row === undefined) throw notFound('No such featured category.');
  return toFeatured(row);
}

function subcategoryQuery(db: Executor) {
  return db
    .select({ subcategory: subcategories, categoryName: categories.name })
    .from(subcategories)
    .innerJoin(categories, eq(subcategories.categoryId, categories.id));
}

function toSubcategory({
  subcategory,
  categoryName,
}: Awaited<ReturnType<typeof subcategoryQuery>>[number]): components['schemas']['Subcategory'] {
  return {
    _id: idText(subcategory.id),
    category: ref(subcategory.categoryId, categoryName),
    name: subcategory.name,
    description: subcategory.description,
    precedence: subcategory.precedence,
  };
}

async function findSubcategory(db: Executor, id: bigint) {
  const [row] = await subcategoryQuery(db).where(eq(subcategories.id, id));
  if (row === undefined) throw notFound('No such subcategory.');
  return row;
}

const subcategoryOrder = [
  asc(subcategories.precedence),
  asc(sql`lower(${subcategories.name})`),
  asc(subcategories.id),
];

export function categoryHandlers(deps: AppDeps) {
  const { db, media } = deps;
  return {
    async listCategories() {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
      return { status: 200, body: { data: rows.map(toCategory), total: rows.length } };
    },

    async createCategory({ body }) {
      const category = await withUploads(media, 'categories', { image: body.image }, async (stored) => {
        const [row] = await db
          .insert(categories)
          .values({ name: body.name.trim(), description: body.description, image: stored.image ?? '' })
          .returning();
        if (row === undefined) throw new Error('insert returned no row');
        return { result: toCategory(row), replaced: [] };
      });
      return { status: 201, body: category };
    },

    async getCategory({ params }) {
      const [row] = await db
        .select()
        .from(categories)
        .where(eq(categories.id, toId(params.id)));
      if (row === undefined) throw notFound('No such category.');
      return { status: 200, body: toCategory(row) };
    },

    async updateCategory({ params, body }) {
      const [row] = await db
        .update(categories)
        .set({ name: body.name?.trim(), description: body.description })
        .where(eq(categories.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such category.');
      return { status: 200, body: toCategory(row) };
    },

    async deleteCategory({ params }) {
      const id = toId(params.id);
      const [category] = await db.select().from(categories).where(eq(categories.id, id));
      if (category === undefined) throw notFound('No such category.');
      const [subcategory] = await db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(eq(subcategories.categoryId, id))
        .limit(1);
      if (subcategory !== undefined)
        throw conflict('This category still has subcategories; delete or move them first.');
      const [item] = await db.select({ id: items.id }).from(items).where(eq(items.categoryId, id)).limit(1);
      if (item !== undefined)
        throw conflict('Items still belong to this category; delete or move them first.');
      // The foreign keys still refuse it if a subcategory or item arrived meanwhile; the featured entry cascades.
      const [deleted] = await db
        .delete(categories)
        .where(eq(categories.id, id))
        .returning({ image: categories.image });
      if (deleted === undefined) throw notFound('No such category.');
      await media.remove(deleted.image);
      return { status: 204 };
    },

    async listFeaturedCategories() {
      const rows = await featuredQuery(db).orderBy(
        asc(featuredCategories.precedence),
        asc(featuredCategories.id),
      );
      return { status: 200, body: { data: rows.map(toFeatured), total: rows.length } };
    },

    async createFeaturedCategory({ body }) {
      const categoryId = toId(body.category);
      await requireReference(db, categories, categories.id, categoryId, 'category', 'category', 400);
      const [row] = await db
        .insert(featuredCategories)
        .values({ categoryId, precedence: body.precedence })
        .returning({ id: featuredCategories.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findFeatured(db, row.id) };
    },

    async getFeaturedCategory({ params }) {
      return { status: 200, body: await findFeatured(db, toId(params.id)) };
    },

    async updateFeaturedCategory({ params, body }) {
      const id = toId(params.id);
      await findFeatured(db, id);
      const categoryId = body.category === undefined ? undefined : toId(body.category);
      if (categoryId !== undefined) {
        await requireReference(db, categories, categories.id, categoryId, 'category', 'category', 404);
      }
      await db
        .update(featuredCategories)
        .set({ categoryId, precedence: body.precedence })
        .where(eq(featuredCategories.id, id));
      return { status: 200, body: await findFeatured(db, id) };
    },

    async deleteFeaturedCategory({ params }) {
      const [row] = await db
        .delete(featuredCategories)
        .where(eq(featuredCategories.id, toId(params.id)))
        .returning({ id: featuredCategories.id });
      if (row === undefined) throw notFound('No such featured category.');
      return { status: 204 };
    },

    async listSubcategories({ query }) {
      const where =
        query.category === undefined ? undefined : eq(subcategories.categoryId, toId(query.category));
      const rows = await subcategoryQuery(db)
        .where(where)
        .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id), ...subcategoryOrder);
      return { status: 200, body: { data: rows.map(toSubcategory), total: rows.length } };
    },

    async createSubcategory({ body }) {
      const categoryId = toId(body.category);
      await requireReference(db, categories, categories.id, categoryId, 'category', 'category', 404);
      const [row] = await db
        .insert(subcategories)
        .values({
          categoryId,
          name: body.name.trim(),
          description: body.description,
          precedence: body.precedence,
        })
        .returning({ id: subcategories.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: toSubcategory(await findSubcategory(db, row.id)) };
    },

    async listSubcategoriesByCategory({ params }) {
      const categoryId = toId(params.categoryId);
      await requireReference(db, categories, categories.id, categoryId, 'categoryId', 'category', 404);
      const rows = await subcategoryQuery(db)
        .where(eq(subcategories.categoryId, categoryId))
        .orderBy(...subcategoryOrder);
      return { status: 200, body: { data: rows.map(toSubcategory), total: rows.length } };
    },

    async getSubcategory({ params }) {
      return { status: 200, body: toSubcategory(await findSubcategory(db, toId(params.id))) };
    },

    async updateSubcategory({ params, body }) {
      const id = toId(params.id);
      const current = await findSubcategory(db, id);
      const categoryId = body.category === undefined ? undefined : toId(body.category);
      if (categoryId !== undefined && categoryId !== current.subcategory.categoryId) {
        await requireReference(db, categories, categories.id, categoryId, 'category', 'category', 404);
        const [used] = await db
          .select({ id: items.id })
          .from(items)
          .where(and(eq(items.subcategoryId, id), ne(items.categoryId, categoryId)))
          .limit(1);
        if (used !== undefined) {
          throw conflict(
            'Items use this subcategory, so it cannot move to another category; move those items first.',
          );
        }
      }
      // The items' composite foreign key (subcategory, category) refuses the move if an item arrived meanwhile.
      await db
        .update(subcategories)
        .set({
          categoryId,
          name: body.name?.trim(),
          description: body.description,
          precedence: body.precedence,
        })
        .where(eq(subcategories.id, id));
      return { status: 200, body: toSubcategory(await findSubcategory(db, id)) };
    },

    async deleteSubcategory({ params }) {
      const id = toId(params.id);
      await findSubcategory(db, id);
      const [used] = await db
        .select({ id: items.id })
        .from(items)
        .where(eq(items.subcategoryId, id))
        .limit(1);
      if (used !== undefined)
        throw conflict('Items still belong to this subcategory; delete or move them first.');
      const [row] = await db
        .delete(subcategories)
        .where(eq(subcategories.id, id))
        .returning({ id: subcategories.id });
      if (row === undefined) throw notFound('No such subcategory.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
