import { formatNumber, moneyLimits, type Schema } from '@shop/sdk';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, HttpError } from '../core/http-error.js';
import type { Language } from '../core/language.js';
import type { Message } from '../core/messages.js';
import type { Executor } from '../db/executor.js';
import {
  addresses,
  areas,
  customers,
  deliveryFeeDistricts,
  deliveryFees,
  discounts,
  items,
  type SingletonRateTable,
  vats,
} from '../db/schema.js';
import {
  amountsOf,
  decimalOf,
  type FeeSetting,
  type Poisha,
  type Priced,
  poishaOf,
  priceOrder,
  type RateSetting,
  rateOf,
} from './pricing.js';
import { noSuchRecord, noSuchRecordField } from './record-labels.js';

/** A line of a draft: an item and how many. */
export interface DraftLine {
  itemId: bigint;
  quantity: number;
}

/** What is priced: lines delivered to an address (of `customer`, when given). */
export interface Draft {
  customer?: bigint;
  address: bigint;
  lines: readonly DraftLine[];
}

/** A line as priced: its item (by name) at its price now. */
export interface PricedLine {
  itemId: bigint;
  name: string;
  quantity: number;
  unitPrice: Poisha;
}

/** The address an order is delivered to, as the order keeps it. */
export interface DeliveryAddress {
  id: bigint;
  customerId: bigint;
  areaId: bigint;
  districtId: bigint;
  areaName: string;
  fullAddress: string;
}

/** A draft priced by the shop's rule, with the address it was priced for. */
export interface PricedDraft {
  priced: Priced<PricedLine>;
  address: DeliveryAddress;
}

/** The largest amount the document's `Money` holds, in poisha. */
const MAX_MONEY: Poisha = BigInt(moneyLimits.maximum) * 100n;

/** The shop's VAT or discount setting, if it has one. */
async function rateSetting(db: Executor, table: SingletonRateTable): Promise<RateSetting | undefined> {
  const [row] = await db
    .select({ rate: sql<string>`${table.amount}::text`, isApplicable: table.isApplicable })
    .from(table)
    .limit(1);
  return row === undefined ? undefined : { rate: rateOf(row.rate), isApplicable: row.isApplicable };
}

/** The shop's delivery fees with the districts each covers. */
async function feeSettings(db: Executor): Promise<FeeSetting[]> {
  const fees = await db
    .select({
      id: deliveryFees.id,
      name: deliveryFees.name,
      amount: sql<string>`${deliveryFees.amount}::text`,
      isApplicable: deliveryFees.isApplicable,
      slot: deliveryFees.slot,
    })
    .from(deliveryFees)
    .orderBy(asc(deliveryFees.slot));
  const covered = await db
    .select({ fee: deliveryFeeDistricts.deliveryFeeId, district: deliveryFeeDistricts.districtId })
    .from(deliveryFeeDistricts);
  return fees.map((fee) => ({
    _id: fee.id.toString(),
    name: fee.name,
    amount: poishaOf(fee.amount),
    isApplicable: fee.isApplicable,
    slot: fee.slot,
    districts: covered.filter((row) => row.fee === fee.id).map((row) => row.district.toString()),
  }));
}

/** The address `id` with its area and district; 404 (at `address`) when there is none. */
export async function deliveryAddress(db: Executor, id: bigint): Promise<DeliveryAddress> {
  const [found] = await db
    .select({
      id: addresses.id,
      customerId: addresses.customerId,
      areaId: addresses.areaId,
      districtId: areas.districtId,
      areaName: areas.name,
      fullAddress: addresses.fullAddress,
    })
    .from(addresses)
    .innerJoin(areas, eq(areas.id, addresses.areaId))
    .where(eq(addresses.id, id));
  if (found === undefined) {
    throw new HttpError(404, noSuchRecord(addresses), { address: noSuchRecordField(addresses) });
  }
  return found;
}

/** A 400 for an address that is not one of the customer's. */
export function notTheirAddress(): HttpError {
  return badRequest(
    /*i18n*/ {
      id: 'order.addressNotTheirs',
      message: "Please check the address: it is not one of the customer's addresses.",
    },
    {
      address: /*i18n*/ { id: 'order.addressNotTheirsField', message: "Not one of the customer's addresses" },
    },
  );
}

/**
 * The draft's lines at their items' prices now. A repeated item is a 400 and an item that does not exist a 404,
 * each at its line's `lines.N.item`; so is an item that is not available, unless it is one of `kept` (the lines an
 * order being changed has already: a change of its address prices them again without taking them away).
 */
async function pricedLines(
  db: Executor,
  lines: readonly DraftLine[],
  kept: ReadonlySet<bigint>,
): Promise<PricedLine[]> {
  const refused: { [field: string]: Message } = {};
  const seen = new Set<bigint>();
  lines.forEach((line, index) => {
    if (seen.has(line.itemId)) {
      refused[`lines.${index}.item`] = /*i18n*/ {
        id: 'order.itemRepeated',
        message: 'This item is on the order already: change that line instead',
      };
    }
    seen.add(line.itemId);
  });
  const found = await db
    .select({
      id: items.id,
      name: items.name,
      price: sql<string>`${items.price}::text`,
      isAvailable: items.isAvailable,
    })
    .from(items)
    .where(inArray(items.id, [...seen]));
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing: { [field: string]: Message } = {};
  const priced = lines.flatMap((line, index): PricedLine[] => {
    const item = byId.get(line.itemId);
    if (item === undefined) {
      missing[`lines.${index}.item`] = noSuchRecordField(items);
      return [];
    }
    if (!item.isAvailable && !kept.has(item.id)) {
      refused[`lines.${index}.item`] ??= /*i18n*/ {
        id: 'order.itemUnavailable',
        message: '{name} is not available',
        values: { name: item.name },
      };
    }
    return [{ itemId: item.id, name: item.name, quantity: line.quantity, unitPrice: poishaOf(item.price) }];
  });
  if (Object.keys(missing).length > 0) throw new HttpError(404, noSuchRecord(items), missing);
  if (Object.keys(refused).length > 0) {
    throw badRequest(
      /*i18n*/ { id: 'order.checkLines', message: "Please check the order's lines: some cannot be taken." },
      refused,
    );
  }
  return priced;
}

/**
 * Prices a draft as the shop's rule does (src/data/pricing.ts), from the items' prices and the settings as they
 * are in `db` now: the address (404 when missing; a 400 when `customer` is given and it is not theirs), each line
 * (see {@link pricedLines}), and a 400 for an order larger than `Money` holds.
 */
export async function priceDraft(
  db: Executor,
  draft: Draft,
  kept: ReadonlySet<bigint> = new Set(),
): Promise<PricedDraft> {
  if (draft.customer !== undefined) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, draft.customer));
    if (customer === undefined) {
      throw new HttpError(404, noSuchRecord(customers), { customer: noSuchRecordField(customers) });
    }
  }
  const address = await deliveryAddress(db, draft.address);
  if (draft.customer !== undefined && address.customerId !== draft.customer) throw notTheirAddress();
  const lines = await pricedLines(db, draft.lines, kept);
  const priced = priceOrder({
    lines,
    vat: await rateSetting(db, vats),
    discount: await rateSetting(db, discounts),
    fees: await feeSettings(db),
    districtId: address.districtId.toString(),
  });
  if ([priced.subtotal, priced.total, priced.grandTotal].some((amount) => amount > MAX_MONEY)) {
    const max = (language: Language) => formatNumber(moneyLimits.maximum, language);
    const field = /*i18n*/ {
      id: 'order.tooLargeField',
      message: 'Together more than ৳{max}: split them over two orders',
      values: { max },
    };
    throw badRequest(
      /*i18n*/ {
        id: 'order.tooLarge',
        message: 'This order comes to more than ৳{max}; split it into smaller orders.',
        values: { max },
      },
      { lines: field },
    );
  }
  return { priced, address };
}

/** A priced draft as the API answers it (`OrderQuote`): taka with two decimals, percentages as numbers. */
export function quoteOf({ priced }: PricedDraft): Schema<'OrderQuote'> {
  const { applied } = priced;
  return {
    lines: priced.lines.map((line) => ({
      item: { _id: line.itemId.toString(), name: line.name },
      quantity: line.quantity,
      unitPrice: decimalOf(line.unitPrice),
      total: decimalOf(line.total),
    })),
    ...amountsOf(priced),
    applied: {
      discount: applied.discount === null ? null : decimalOf(applied.discount),
      deliveryFee: applied.deliveryFee,
      vat: applied.vat === null ? null : decimalOf(applied.vat),
    },
  };
}
