import type { components } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { notFound } from '../contract/http-error.js';
import type { Executor } from '../db/client.js';
import { areas, districts, divisions } from '../db/schema.js';
import { idText, ref, toId } from './ids.js';
import { requireReference } from './references.js';

function toDivision(row: typeof divisions.$inferSelect): components['schemas']['Division'] {
  return { _id: idText(row.id), name: row.name };
}

function districtQuery(db: Executor) {
  return db
    .select({ district: districts, divisionName: divisions.name })
    .from(districts)
    .innerJoin(divisions, eq(districts.divisionId, divisions.id));
}

function toDistrict({ district, divisionName }: Awaited<ReturnType<typeof districtQuery>>[number]) {
  return {
    _id: idText(district.id),
    name: district.name,
    division: ref(district.divisionId, divisionName),
  } satisfies components['schemas']['District'];
}

async function findDistrict(db: Executor, id: bigint) {
  const [row] = await districtQuery(db).where(eq(districts.id, id));
  if (row === undefined) throw notFound('No such district.');
  return toDistrict(row);
}

function areaQuery(db: Executor) {
  return db
    .select({ area: areas, districtName: districts.name })
    .from(areas)
    .innerJoin(districts, eq(areas.districtId, districts.id));
}

function toArea({ area, districtName }: Awaited<ReturnType<typeof areaQuery>>[number]) {
  return {
    _id: idText(area.id),
    name: area.name,
    district: ref(area.districtId, districtName),
  } satisfies components['schemas']['Area'];
}

async function findArea(db: Executor, id: bigint) {
  const [row] = await areaQuery(db).where(eq(areas.id, id));
  if (row === undefined) throw notFound('No such area.');
  return toArea(row);
}

export function addressHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    async listDivisions() {
      const rows = await db
        .select()
        .from(divisions)
        .orderBy(asc(sql`lower(${divisions.name})`), asc(divisions.id));
      return { status: 200, body: { data: rows.map(toDivision), total: rows.length } };
    },

    async createDivision({ body }) {
      const [row] = await db.insert(divisions).values({ name: body.name.trim() }).returning();
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: toDivision(row) };
    },

    async getDivision({ params }) {
      const [row] = await db
        .select()
        .from(divisions)
        .where(eq(divisions.id, toId(params.id)));
      if (row === undefined) throw notFound('No such division.');
      return { status: 200, body: toDivision(row) };
    },

    async updateDivision({ params, body }) {
      const [row] = await db
        .update(divisions)
        .set({ name: body.name?.trim() })
        .where(eq(divisions.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such division.');
      return { status: 200, body: toDivision(row) };
    },

    async deleteDivision({ params }) {
      // Districts refuse it through their foreign key (-> 409).
      const [row] = await db
        .delete(divisions)
        .where(eq(divisions.id, toId(params.id)))
        .returning({ id: divisions.id });
      if (row === undefined) throw notFound('No such division.');
      return { status: 204 };
    },

    async listDistricts({ query }) {
      const where = query.division === undefined ? undefined : eq(districts.divisionId, toId(query.division));
      const rows = await districtQuery(db)
        .where(where)
        .orderBy(asc(sql`lower(${districts.name})`), asc(districts.id));
      return { status: 200, body: { data: rows.map(toDistrict), total: rows.length } };
    },

    async createDistrict({ body }) {
      const divisionId = toId(body.division);
      await requireReference(db, divisions, divisions.id, divisionId, 'division', 'division', 404);
      const [row] = await db
        .insert(districts)
        .values({ name: body.name.trim(), divisionId })
        .returning({ id: districts.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findDistrict(db, row.id) };
    },

    async getDistrict({ params }) {
      return { status: 200, body: await findDistrict(db, toId(params.id)) };
    },

    async updateDistrict({ params, body }) {
      const id = toId(params.id);
      await findDistrict(db, id);
      const divisionId = body.division === undefined ? undefined : toId(body.division);
      if (divisionId !== undefined) {
        await requireReference(db, divisions, divisions.id, divisionId, 'division', 'division', 404);
      }
      await db.update(districts).set({ name: body.name?.trim(), divisionId }).where(eq(districts.id, id));
      return { status: 200, body: await findDistrict(db, id) };
    },

    async deleteDistrict({ params }) {
      const [row] = await db
        .delete(districts)
        .where(eq(districts.id, toId(params.id)))
        .returning({ id: districts.id });
      if (row === undefined) throw notFound('No such district.');
      return { status: 204 };
    },

    async listAreas({ query }) {
      const where = query.district === undefined ? undefined : eq(areas.districtId, toId(query.district));
      const rows = await areaQuery(db)
        .where(where)
        .orderBy(asc(sql`lower(${areas.name})`), asc(areas.id));
      return { status: 200, body: { data: rows.map(toArea), total: rows.length } };
    },

    async createArea({ body }) {
      const districtId = toId(body.district);
      await requireReference(db, districts, districts.id, districtId, 'district', 'district', 404);
      const [row] = await db
        .insert(areas)
        .values({ name: body.name.trim(), districtId })
        .returning({ id: areas.id });
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: await findArea(db, row.id) };
    },

    async getArea({ params }) {
      return { status: 200, body: await findArea(db, toId(params.id)) };
    },

    async updateArea({ params, body }) {
      const id = toId(params.id);
      await findArea(db, id);
      const districtId = body.district === undefined ? undefined : toId(body.district);
      if (districtId !== undefined) {
        await requireReference(db, districts, districts.id, districtId, 'district', 'district', 404);
      }
      await db.update(areas).set({ name: body.name?.trim(), districtId }).where(eq(areas.id, id));
      return { status: 200, body: await findArea(db, id) };
    },

    async deleteArea({ params }) {
      const [row] = await db
        .delete(areas)
        .where(eq(areas.id, toId(params.id)))
        .returning({ id: areas.id });
      if (row === undefined) throw notFound('No such area.');
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
