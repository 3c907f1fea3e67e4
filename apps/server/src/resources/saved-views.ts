import { and, eq, type SQL, sql } from 'drizzle-orm';
import { conflict, forbidden, type HttpError, notFound } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { Session } from '../core/session.js';
import { idField, refField, timeField, valueField } from '../data/crud/fields.js';
import { toId } from '../data/ids.js';
import { noSuchRecord } from '../data/record-labels.js';
import { checkSavedView } from '../data/saved-view-checks.js';
import { write } from '../data/write.js';
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/database-errors.js';
import type { Tx } from '../db/executor.js';
import { employees, savedViews } from '../db/schema.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';

/** A view as the API shows it (`SavedView`). */
const view = tableResource({
  table: savedViews,
  shape: {
    _id: idField(savedViews.id),
    name: valueField(savedViews.name),
    list: valueField(savedViews.list),
    filters: valueField(savedViews.filters),
    sort: valueField(savedViews.sort),
    columns: valueField(savedViews.columns),
    scope: valueField(savedViews.scope),
    createdBy: refField(savedViews.createdBy, employees),
    createdAt: timeField(savedViews.createdAt),
  },
  // By list, the shop's views first, then by name in any case, then id.
  order: sql`${savedViews.list}, ${savedViews.scope} = 'mine', lower(${savedViews.name}), ${savedViews.id}`,
});

const SHOP_VIEWS_ARE_OWNERS: Message = /*i18n*/ {
  id: 'savedView.shopOwnersOnly',
  message: 'Only the shop owner can make or change the views of the whole shop.',
};

/** The views a person may see: their own and the shop's. */
function visibleTo(session: Session): SQL {
  return sql`(${savedViews.scope} = 'shop' or ${savedViews.createdBy} = ${session.employeeId})`;
}

/** A name another view of the list already has (among the person's own, or the shop's): 409. */
function nameTaken(name: string): HttpError {
  return conflict(
    /*i18n*/ {
      id: 'savedView.nameTaken',
      message: 'A view of this list is already called {name}.',
      values: { name },
    },
  );
}

/** Runs a write of a view, a clash of names on the unique indexes answered 409. */
async function namedWrite<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw nameTaken(name);
    throw error;
  }
}

/**
 * View `id` locked for a change by `session`: 404 when there is none or it is another person's own; 403 when it is
 * the shop's and the person no owner.
 */
async function lockForChange(tx: Tx, id: bigint, session: Session) {
  const [row] = await tx
    .select({ scope: savedViews.scope, list: savedViews.list, name: savedViews.name })
    .from(savedViews)
    .where(and(eq(savedViews.id, id), visibleTo(session)))
    .for('update');
  if (row === undefined) throw notFound(noSuchRecord(savedViews));
  if (row.scope === 'shop' && session.level !== 'owner') throw forbidden(SHOP_VIEWS_ARE_OWNERS);
  return row;
}

export const savedViewOperations = {
  async listSavedViews(input, { db }) {
    const session = signedIn(input);
    const { list } = input.query;
    const where =
      list === undefined ? visibleTo(session) : and(visibleTo(session), eq(savedViews.list, list));
    return { status: 200, body: await view.select(db, where) };
  },

  /** A new view of the caller's, or of the shop's (owners only), its filters and sort checked as its list's. */
  async createSavedView(input, deps) {
    const session = signedIn(input);
    const { body } = input;
    if (body.scope === 'shop' && session.level !== 'owner') throw forbidden(SHOP_VIEWS_ARE_OWNERS);
    checkSavedView(body.list, body.filters, body.sort);
    const name = body.name.trim();
    const created = await namedWrite(name, () =>
      write(deps, {
        async run(tx) {
          const [row] = await tx
            .insert(savedViews)
            .values({
              name,
              list: body.list,
              filters: body.filters,
              sort: body.sort === undefined || body.sort === '' ? null : body.sort,
              columns: body.columns ?? [],
              scope: body.scope,
              createdBy: session.employeeId,
              createdAt: new Date(deps.now()),
            })
            .returning({ id: savedViews.id });
          if (row === undefined) throw new Error('The saved view was not inserted.');
          return { result: await view.find(tx, row.id) };
        },
      }),
    );
    return { status: 201, body: created };
  },

  /** Changes the fields sent of a view the caller may change. */
  async updateSavedView(input, deps) {
    const session = signedIn(input);
    const { body } = input;
    const id = toId(input.params.id);
    if (body.scope === 'shop' && session.level !== 'owner') throw forbidden(SHOP_VIEWS_ARE_OWNERS);
    const name = body.name?.trim();
    const changed = await namedWrite(name ?? '', () =>
      write(deps, {
        async run(tx) {
          const current = await lockForChange(tx, id, session);
          checkSavedView(current.list, body.filters, body.sort);
          await tx
            .update(savedViews)
            .set({
              ...(name === undefined ? {} : { name }),
              ...(body.filters === undefined ? {} : { filters: body.filters }),
              ...(body.sort === undefined ? {} : { sort: body.sort === '' ? null : body.sort }),
              ...(body.columns === undefined ? {} : { columns: body.columns }),
              ...(body.scope === undefined ? {} : { scope: body.scope }),
            })
            .where(eq(savedViews.id, id));
          return { result: await view.find(tx, id) };
        },
      }),
    );
    return { status: 200, body: changed };
  },

  async deleteSavedView(input, deps) {
    const session = signedIn(input);
    const id = toId(input.params.id);
    await write(deps, {
      async run(tx) {
        await lockForChange(tx, id, session);
        await tx.delete(savedViews).where(eq(savedViews.id, id));
        return { result: undefined };
      },
    });
    return { status: 204 };
  },
} satisfies Partial<Handlers>;
