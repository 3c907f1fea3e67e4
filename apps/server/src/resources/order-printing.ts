import type { Schema } from '@shop/sdk';
import { sql } from 'drizzle-orm';
import { printNote } from '../data/change-notes.js';
import { labelOf } from '../data/changes.js';
import { toId } from '../data/ids.js';
import { readJson } from '../data/json-read.js';
import { write } from '../data/write.js';
import {
  addresses,
  appSettings,
  areas,
  customers,
  districts,
  divisions,
  items,
  orderItems,
  orderListings,
  orders,
} from '../db/schema.js';
import type { Handlers } from '../handlers/handler-types.js';

type OrderDocument = Schema<'OrderDocument'>;

/**
 * The printout of the orders `ids` (in that order) as one JSON text. An order keeps its delivery area's name and
 * its address as written, not the area's record; its division and district are those of the customer's address
 * with that text in an area of that name, else of their address in an area of that name, else of the one area of
 * that name (null when the name is gone, or names several areas and none is the customer's).
 */
function printout(ids: readonly bigint[], document: OrderDocument) {
  const place = sql`(select dv.name as division, d.name as district
      from (select ar.district_id,
                   exists (select 1 from ${addresses} ad where ad.customer_id = o.customer_id
                             and ad.area_id = ar.id and ad.full_address = o.full_address_string) as written,
                   exists (select 1 from ${addresses} ad where ad.customer_id = o.customer_id
                             and ad.area_id = ar.id) as theirs,
                   count(*) over () as named
              from ${areas} ar where ar.name = o.area_string) candidate
      join ${districts} d on d.id = candidate.district_id
      join ${divisions} dv on dv.id = d.division_id
      where candidate.theirs or candidate.named = 1
      order by candidate.written desc, candidate.theirs desc, d.id
      limit 1) place on true`;
  const lines = sql`coalesce((select json_agg(json_build_object(
        'item', json_build_object('_id', i.id::text, 'name', i.name),
        'quantity', l.quantity, 'unitPrice', l.unit_price, 'total', l.total) order by l.id)
      from ${orderItems} l join ${items} i on i.id = l.item_id where l.order_id = o.id), '[]'::json)`;
  const printed = sql`json_build_object(
      'order', ol.listing::json,
      'customer', json_build_object('_id', c.id::text, 'name', c.name, 'mobile', c.mobile, 'email', c.email),
      'address', json_build_object(
        'division', place.division, 'district', place.district,
        'area', o.area_string, 'fullAddress', o.full_address_string),
      'lines', ${lines})`;
  const asked = sql`unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as asked(id, position)`;
  return sql`select json_build_object(
      'document', ${document}::text,
      'shop', coalesce(
        (select json_build_object('name', s.name, 'logo', s.image) from ${appSettings} s order by s.id limit 1),
        json_build_object('name', '', 'logo', null)),
      'orders', coalesce((select json_agg(${printed} order by asked.position)
          from ${asked}
          join ${orders} o on o.id = asked.id
          join ${customers} c on c.id = o.customer_id
          join ${orderListings} ol on ol.order_id = o.id
          left join lateral ${place}), '[]'::json),
      'missing', coalesce((select json_agg(asked.id::text order by asked.position)
          from ${asked} where not exists (select 1 from ${orders} o where o.id = asked.id)), '[]'::json)
    )::text as answer`;
}

export const orderPrintingOperations = {
  /**
   * What the invoices or packing slips of a selection show, read in one statement; each printed order gets an
   * entry in its timeline, in the same transaction, so a print is on record exactly when it was answered.
   */
  async printOrders({ body }, deps) {
    const ids = body.ids.map(toId);
    const answer = await write(deps, {
      async run(tx) {
        const rendered = await readJson<Schema<'OrderPrintout'>>(tx, printout(ids, body.document));
        if (rendered === undefined) throw new Error('the printout was not rendered');
        const found = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orders.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
        const changes = found.map((row) => ({
          entityType: 'Order' as const,
          entityId: row.id,
          label: labelOf('order', row.id, undefined),
          fields: [],
          note: printNote(body.document),
        }));
        return { result: rendered, changes };
      },
    });
    return { status: 200, body: answer };
  },
} satisfies Partial<Handlers>;
