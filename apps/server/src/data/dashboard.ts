import type { Schema } from '@shop/sdk';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { itemDays, items, listCounts, orderDays, orders, salesZones } from '../db/schema.js';
import { rowsOf } from './rows.js';

type Period = Schema<'DashboardPeriod'>;

/** How many days each period covers, ending today. */
const PERIOD_DAYS: { readonly [period in Period]: number } = { today: 1, '7d': 7, '30d': 30 };

/** The statuses whose orders wait for the shop's work. */
const WAITING = ['processing', 'toBeDelivered'] as const;

/** How long the best sellers of a longer period are kept before they are summed again, per process. */
const TOP_ITEMS_MAX_AGE_MS = 60_000;

/** The day `at` falls on in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(timeZone: string, at: number): string {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** One formatter per time zone: making one costs more than the rest of a dashboard read's JavaScript. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `day` (YYYY-MM-DD) moved by `days`, as a calendar date (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

function number(value: unknown): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`not a number: ${String(value)}`);
  return parsed;
}

/** Rounds taka to poisha (sums of numeric come back exact, but as text). */
function taka(value: unknown): number {
  return Math.round(number(value) * 100) / 100;
}

type TopItems = Schema<'Dashboard'>['topItems'];

/**
 * Has the writing transactions keep the days of `timeZone` from now on (the shop's zone, at start), its days so far
 * made from the quarter hours: a few seconds for a million orders, once; nothing when they are kept already.
 */
export async function keepTimeZone(db: Executor, timeZone: string): Promise<void> {
  await db.execute(sql`select sales_zone_add(${timeZone})`);
}

/**
 * The kept totals of each day from `from` to `to` (YYYY-MM-DD) in `timeZone` (order_days: migration 0012). The first
 * read in a time zone has its days made from the quarter hours kept so far; from then on the writing transactions
 * keep them.
 */
async function daysOf(db: Executor, timeZone: string, from: string, to: string) {
  const read = () =>
    rowsOf(
      db,
      sql`select z.kept, d.day::text as day, d.orders, d.canceled, (d.revenue * 100)::bigint as poisha
          from (select exists (select 1 from ${salesZones} where time_zone = ${timeZone}) as kept) z
          left join ${orderDays} d on d.time_zone = ${timeZone} and d.day between ${from}::date and ${to}::date`,
    );
  const rows = await read();
  if (rows[0]?.get('kept') === true) return rows.filter((row) => row.get('day') !== null);
  await keepTimeZone(db, timeZone);
  return (await read()).filter((row) => row.get('day') !== null);
}

/** The dashboard's figures of a period, in the shop's time zone, as of `now`. */
export type Dashboard = ReturnType<typeof createDashboard>;

/**
 * The dashboard's figures, from the kept totals rather than the orders: one row per day of the period (order_days,
 * migration 0012), and each item's days (item_days). The best sellers of 7 and 30 days (the items sold on each of the
 * period's days, summed) are remembered for a minute in each process; today's are read on every read.
 */
export function createDashboard() {
  const topItemsKept = new Map<string, { at: number; items: TopItems }>();

  async function topItems(
    db: Executor,
    timeZone: string,
    from: string,
    to: string,
    key: string | undefined,
    now: number,
  ) {
    const kept = key === undefined ? undefined : topItemsKept.get(key);
    if (kept !== undefined && now - kept.at < TOP_ITEMS_MAX_AGE_MS) return kept.items;
    // One day's best sellers are the first rows of item_days_best_idx (in its order: nulls last, though there are
    // none); a longer period's are summed over its days.
    const rows = await rowsOf(
      db,
      from === to
        ? sql`select s.item_id::text as id, i.name, s.quantity, s.revenue
              from (select item_id, quantity, revenue from ${itemDays}
                    where time_zone = ${timeZone} and day = ${from}::date and quantity > 0
                    order by quantity desc nulls last, revenue desc nulls last, item_id limit 10) s
              join ${items} i on i.id = s.item_id
              order by s.quantity desc, s.revenue desc, s.item_id`
        : sql`select s.item_id::text as id, i.name, s.quantity, s.revenue
              from (select item_id, sum(quantity)::int as quantity, sum(revenue) as revenue from ${itemDays}
                    where time_zone = ${timeZone} and day between ${from}::date and ${to}::date
                    group by item_id having sum(quantity) > 0
                    order by sum(quantity) desc, sum(revenue) desc, item_id limit 10) s
              join ${items} i on i.id = s.item_id
              order by s.quantity desc, s.revenue desc, s.item_id`,
    );
    const found = rows.map((row) => ({
      item: { _id: String(row.get('id')), name: String(row.get('name')) },
      quantity: number(row.get('quantity')),
      revenue: taka(row.get('revenue')),
    }));
    if (key !== undefined) {
      topItemsKept.set(key, { at: now, items: found });
      for (const [old, entry] of topItemsKept)
        if (now - entry.at >= TOP_ITEMS_MAX_AGE_MS) topItemsKept.delete(old);
    }
    return found;
  }

  return async function dashboard(
    db: Executor,
    period: Period,
    timeZone: string,
    now: number,
  ): Promise<Schema<'Dashboard'>> {
    const to = dayIn(timeZone, now);
    const from = addDays(to, 1 - PERIOD_DAYS[period]);
    const perDay = await daysOf(db, timeZone, from, to);
    const byDay = new Map(perDay.map((row) => [String(row.get('day')), row]));
    const days: Schema<'Dashboard'>['days'] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      days.push({
        day,
        orders: row === undefined ? 0 : number(row.get('orders')),
        canceled: row === undefined ? 0 : number(row.get('canceled')),
        revenue: row === undefined ? 0 : number(row.get('poisha')) / 100,
      });
    }
    const placed = days.reduce((sum, day) => sum + day.orders, 0);
    const canceled = days.reduce((sum, day) => sum + day.canceled, 0);
    const revenue = Math.round(days.reduce((sum, day) => sum + day.revenue * 100, 0)) / 100;
    const kept = placed - canceled;

    // The waiting orders' counts (kept by the list counts) and each status's oldest order, in one statement.
    const waitingRows = await rowsOf(
      db,
      sql`select w.status, coalesce(c.count, 0)::int as count,
            (select o.created_at from ${orders} o where o.order_status = w.status
              order by o.created_at, o.id limit 1) as oldest
          from unnest(${sql.param([...WAITING])}::text[]) with ordinality as w(status, n)
          left join ${listCounts} c on c.list = 'orders.' || w.status
          order by w.n`,
    );
    const waiting: Schema<'Dashboard'>['waiting'] = WAITING.map((status) => {
      const row = waitingRows.find((found) => found.get('status') === status);
      const oldest = row?.get('oldest');
      return {
        status,
        count: row === undefined ? 0 : number(row.get('count')),
        oldestCreatedAt:
          oldest instanceof Date
            ? oldest.toISOString()
            : oldest === null || oldest === undefined
              ? null
              : new Date(String(oldest)).toISOString(),
      };
    });

    return {
      period,
      timeZone,
      from,
      to,
      orders: placed,
      revenue,
      averageOrderValue: kept === 0 ? 0 : Math.round((revenue / kept) * 100) / 100,
      canceledShare: placed === 0 ? 0 : canceled / placed,
      days,
      topItems: await topItems(
        db,
        timeZone,
        from,
        to,
        period === 'today' ? undefined : `${period} ${from} ${timeZone}`,
        now,
      ),
      waiting,
    };
  };
}
