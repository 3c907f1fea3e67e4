// The shop's one pricing rule (the document's `OrderQuote`): a quote, a new order, an edited order and the demo
// seed's orders are all priced here. Money is whole poisha (৳0.01) as bigint and percentages are hundredths of a
// percent (10.5% = 1050), so no amount is ever a float: a line can reach ৳10^9 × 10,000 and a percentage of it more
// than 2^53 poisha.

/** An amount of money in whole poisha (৳1 = 100 poisha). */
export type Poisha = bigint;

/** A percentage in hundredths of a percent: 5% is 500n, 7.25% is 725n. */
export type Hundredths = bigint;

/** The VAT or discount setting. */
export interface RateSetting {
  rate: Hundredths;
  isApplicable: boolean;
}

/** A delivery fee and the districts it covers (ids; none: it covers every district no other fee names). */
export interface FeeSetting {
  _id: string;
  name: string;
  amount: Poisha;
  isApplicable: boolean;
  /** Its slot (1 or 2): with two fees that name no districts, the first applies. */
  slot: number;
  districts: readonly string[];
}

/** What an order is priced from: its lines at their unit prices, the shop's settings, the address's district. */
export interface PricingInput<L extends PricedLineInput> {
  lines: readonly L[];
  vat: RateSetting | undefined;
  discount: RateSetting | undefined;
  fees: readonly FeeSetting[];
  /** The district of the address the order is delivered to. */
  districtId: string;
}

/** A line to price: its unit price now and the quantity. */
export interface PricedLineInput {
  unitPrice: Poisha;
  quantity: number;
}

/** The priced order, every amount in poisha. */
export interface Priced<L extends PricedLineInput> {
  /** Each line as given, with its total (unit price × quantity). */
  lines: Array<L & { total: Poisha }>;
  subtotal: Poisha;
  discount: Poisha;
  deliveryFee: Poisha;
  total: Poisha;
  vat: Poisha;
  grandTotal: Poisha;
  /** The settings that gave the amounts (null where none did). */
  applied: {
    discount: Hundredths | null;
    deliveryFee: { _id: string; name: string } | null;
    vat: Hundredths | null;
  };
}

/** `rate` of `amount`, rounded to the nearest poisha, a half poisha up. */
export function percentageOf(amount: Poisha, rate: Hundredths): Poisha {
  if (amount < 0n || rate < 0n) throw new RangeError('amounts and rates are never negative');
  return (amount * rate + 5_000n) / 10_000n;
}

/**
 * The delivery fee that applies in `districtId`: the fee that covers the district, else the fee that names no
 * districts (the first by slot when two name none), else none.
 */
export function feeFor(fees: readonly FeeSetting[], districtId: string): FeeSetting | undefined {
  const bySlot = [...fees].sort((a, b) => a.slot - b.slot);
  return (
    bySlot.find((fee) => fee.districts.includes(districtId)) ??
    bySlot.find((fee) => fee.districts.length === 0)
  );
}

/**
 * Prices an order by the shop's rule: each line's total is its unit price × quantity and the subtotal their sum;
 * the discount is its percentage of the subtotal, the delivery fee the one that applies in the district, the total
 * subtotal − discount + delivery fee, the VAT its percentage of the total, the grand total total + VAT. A setting
 * that is not applicable gives 0.
 */
export function priceOrder<L extends PricedLineInput>(input: PricingInput<L>): Priced<L> {
  const lines = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError('a quantity is a whole number');
    if (line.unitPrice < 0n) throw new RangeError('a price is never negative');
    return { ...line, total: line.unitPrice * BigInt(line.quantity) };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0n);
  const discountRate = input.discount?.isApplicable === true ? input.discount.rate : null;
  const discount = discountRate === null ? 0n : percentageOf(subtotal, discountRate);
  const fee = feeFor(input.fees, input.districtId);
  const chargedFee = fee?.isApplicable === true ? fee : undefined;
  const deliveryFee = chargedFee?.amount ?? 0n;
  const total = subtotal - discount + deliveryFee;
  const vatRate = input.vat?.isApplicable === true ? input.vat.rate : null;
  const vat = vatRate === null ? 0n : percentageOf(total, vatRate);
  return {
    lines,
    subtotal,
    discount,
    deliveryFee,
    total,
    vat,
    grandTotal: total + vat,
    applied: {
      discount: discountRate,
      deliveryFee: chargedFee === undefined ? null : { _id: chargedFee._id, name: chargedFee.name },
      vat: vatRate,
    },
  };
}

const DECIMAL = /^([0-9]+)(?:\.([0-9]{1,2}))?$/;

/** A decimal with at most two places, as PostgreSQL writes a `numeric(…, 2)` ("1200.50"), in hundredths. */
function hundredthsOfText(text: string): bigint {
  const match = DECIMAL.exec(text.trim());
  if (match === null) throw new RangeError(`not an amount with at most two decimals: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Taka as the database writes a money column ("1200.50"), in poisha. */
export function poishaOf(text: string): Poisha {
  return hundredthsOfText(text);
}

/** A percentage as the database writes it ("7.50"), in hundredths. */
export function rateOf(text: string): Hundredths {
  return hundredthsOfText(text);
}

/**
 * Taka given as a number with at most two decimals (the demo catalogue's prices), in poisha: read from its two-place
 * decimal text, so no rounding of a binary fraction ever reaches a sum.
 */
export function poishaOfTaka(taka: number): Poisha {
  const text = taka.toFixed(2);
  if (Number(text) !== taka) throw new RangeError(`more than two decimals: ${taka}`);
  return hundredthsOfText(text);
}

/** A percentage given as a number with at most two decimals (the demo's settings), in hundredths. */
export function rateOfPercent(percent: number): Hundredths {
  return poishaOfTaka(percent);
}

/** Hundredths as the decimal number the API answers: 123456n poisha is 1234.56 taka; 750n hundredths is 7.5%. */
export function decimalOf(hundredths: bigint): number {
  if (hundredths < 0n) throw new RangeError('never negative here');
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return Number(`${whole}.${fraction}`);
}

/** A priced order's amounts as the API and the orders table write them (taka, two decimals). */
export function amountsOf(priced: Omit<Priced<PricedLineInput>, 'lines' | 'applied'>) {
  return {
    subtotal: decimalOf(priced.subtotal),
    discount: decimalOf(priced.discount),
    deliveryFee: decimalOf(priced.deliveryFee),
    total: decimalOf(priced.total),
    vat: decimalOf(priced.vat),
    grandTotal: decimalOf(priced.grandTotal),
  };
}
