// The shop's one pricing rule (src/data/pricing.ts) against answers worked out by hand, in poisha: inside and
// outside the districts a fee covers, VAT and discount applicable or not, percentages that land on half a poisha.
import { describe, expect, it } from 'vitest';
import {
  decimalOf,
  type FeeSetting,
  feeFor,
  percentageOf,
  poishaOf,
  poishaOfTaka,
  priceOrder,
  type RateSetting,
  rateOf,
} from '../src/data/pricing.js';

const DHAKA = '26';
const KHULNA = '41';
const INSIDE: FeeSetting = {
  _id: '1',
  name: 'Inside Dhaka',
  amount: 6_000n,
  isApplicable: true,
  slot: 1,
  districts: [DHAKA],
};
const OUTSIDE: FeeSetting = {
  _id: '2',
  name: 'Outside Dhaka',
  amount: 12_000n,
  isApplicable: true,
  slot: 2,
  districts: [],
};
const rate = (hundredths: bigint, isApplicable = true): RateSetting => ({ rate: hundredths, isApplicable });
const VAT_5 = rate(500n);
const DISCOUNT_10 = rate(1_000n);

interface Case {
  name: string;
  lines: Array<[unitPrice: bigint, quantity: number]>;
  vat?: RateSetting;
  discount?: RateSetting;
  fees?: FeeSetting[];
  district: string;
  /** subtotal, discount, delivery fee, total, VAT, grand total (poisha), worked out by hand. */
  expected: [bigint, bigint, bigint, bigint, bigint, bigint];
  fee?: string | null;
}

const CASES: Case[] = [
  {
    name: 'inside Dhaka, VAT and discount applicable: ৳100 → ৳157.50',
    lines: [[10_000n, 1]],
    vat: VAT_5,
    discount: DISCOUNT_10,
    district: DHAKA,
    // 10% of 10000 = 1000; 10000 - 1000 + 6000 = 15000; 5% = 750
    expected: [10_000n, 1_000n, 6_000n, 15_000n, 750n, 15_750n],
    fee: 'Inside Dhaka',
  },
  {
    name: 'outside Dhaka (the fee that names no districts); VAT on a half poisha rounds up',
    lines: [[25_050n, 2]],
    vat: VAT_5,
    discount: DISCOUNT_10,
    district: KHULNA,
    // 50100; 5010; 50100 - 5010 + 12000 = 57090; 5% = 2854.5 → 2855
    expected: [50_100n, 5_010n, 12_000n, 57_090n, 2_855n, 59_945n],
    fee: 'Outside Dhaka',
  },
  {
    name: 'discount not applicable, VAT applicable: 3 × ৳33.33',
    lines: [[3_333n, 3]],
    vat: VAT_5,
    discount: rate(1_000n, false),
    district: DHAKA,
    // 9999; 0; 15999; 5% = 799.95 → 800
    expected: [9_999n, 0n, 6_000n, 15_999n, 800n, 16_799n],
  },
  {
    name: 'VAT not applicable, discount of half a poisha rounds up to one',
    lines: [[5n, 1]],
    vat: rate(500n, false),
    discount: DISCOUNT_10,
    district: KHULNA,
    // 10% of 5 = 0.5 → 1; 5 - 1 + 12000 = 12004
    expected: [5n, 1n, 12_000n, 12_004n, 0n, 12_004n],
  },
  {
    name: 'neither applicable: 7 × ৳14.29',
    lines: [[1_429n, 7]],
    vat: rate(500n, false),
    discount: rate(1_000n, false),
    district: DHAKA,
    expected: [10_003n, 0n, 6_000n, 16_003n, 0n, 16_003n],
  },
  {
    name: 'no VAT or discount setting at all',
    lines: [[1_429n, 7]],
    district: DHAKA,
    expected: [10_003n, 0n, 6_000n, 16_003n, 0n, 16_003n],
  },
  {
    name: 'the fee that covers the district is not applicable: it charges nothing (the other fee does not step in)',
    lines: [[10_000n, 1]],
    vat: VAT_5,
    discount: DISCOUNT_10,
    fees: [{ ...INSIDE, isApplicable: false }, OUTSIDE],
    district: DHAKA,
    expected: [10_000n, 1_000n, 0n, 9_000n, 450n, 9_450n],
    fee: null,
  },
  {
    name: 'no delivery fees: nothing to pay for delivery',
    lines: [[10_000n, 1]],
    vat: VAT_5,
    discount: DISCOUNT_10,
    fees: [],
    district: KHULNA,
    expected: [10_000n, 1_000n, 0n, 9_000n, 450n, 9_450n],
    fee: null,
  },
  {
    name: 'two fees naming no districts: the first (slot 1) applies everywhere',
    lines: [[10_000n, 1]],
    vat: VAT_5,
    discount: DISCOUNT_10,
    fees: [
      { ...OUTSIDE, _id: '9', slot: 2 },
      { ...INSIDE, districts: [], slot: 1 },
    ],
    district: KHULNA,
    expected: [10_000n, 1_000n, 6_000n, 15_000n, 750n, 15_750n],
    fee: 'Inside Dhaka',
  },
  {
    name: 'percentages with two decimals: discount 12.25%, VAT 7.5%',
    lines: [[19_999n, 1]],
    vat: rate(750n),
    discount: rate(1_225n),
    district: KHULNA,
    // 19999 × 12.25% = 2449.8775 → 2450; 19999 - 2450 + 12000 = 29549; × 7.5% = 2216.175 → 2216
    expected: [19_999n, 2_450n, 12_000n, 29_549n, 2_216n, 31_765n],
  },
  {
    name: 'VAT of exactly half a poisha rounds up',
    lines: [[10_010n, 1]],
    vat: VAT_5,
    fees: [],
    district: DHAKA,
    // 5% of 10010 = 500.5 → 501
    expected: [10_010n, 0n, 0n, 10_010n, 501n, 10_511n],
  },
  {
    name: 'VAT just under half a poisha rounds down',
    lines: [[10_009n, 1]],
    vat: VAT_5,
    fees: [],
    district: DHAKA,
    // 5% of 10009 = 500.45 → 500
    expected: [10_009n, 0n, 0n, 10_009n, 500n, 10_509n],
  },
  {
    name: 'several lines and quantities, the discount on half a poisha',
    lines: [
      [4_550n, 2],
      [1_225n, 3],
      [120_000n, 1],
    ],
    vat: VAT_5,
    discount: DISCOUNT_10,
    district: KHULNA,
    // 9100 + 3675 + 120000 = 132775; 10% = 13277.5 → 13278; 132775 - 13278 + 12000 = 131497; 5% = 6574.85 → 6575
    expected: [132_775n, 13_278n, 12_000n, 131_497n, 6_575n, 138_072n],
  },
  {
    name: 'a 100% discount leaves the delivery fee',
    lines: [[12_345n, 1]],
    vat: VAT_5,
    discount: rate(10_000n),
    district: DHAKA,
    expected: [12_345n, 12_345n, 6_000n, 6_000n, 300n, 6_300n],
  },
  {
    name: 'amounts past 2^53 poisha stay exact (10 lines of 10,000 × ৳999,999,999.99)',
    lines: Array.from({ length: 10 }, (): [bigint, number] => [99_999_999_999n, 10_000]),
    vat: VAT_5,
    discount: DISCOUNT_10,
    district: DHAKA,
    expected: [
      9_999_999_999_900_000n,
      999_999_999_990_000n,
      6_000n,
      8_999_999_999_916_000n,
      449_999_999_995_800n,
      9_449_999_999_911_800n,
    ],
  },
];

describe('the pricing rule, against hand-worked answers', () => {
  it.each(CASES)('$name', (c) => {
    const priced = priceOrder({
      lines: c.lines.map(([unitPrice, quantity]) => ({ unitPrice, quantity })),
      vat: c.vat,
      discount: c.discount,
      fees: c.fees ?? [INSIDE, OUTSIDE],
      districtId: c.district,
    });
    const { subtotal, discount, deliveryFee, total, vat, grandTotal } = priced;
    expect([subtotal, discount, deliveryFee, total, vat, grandTotal]).toEqual(c.expected);
    expect(priced.lines.map((line) => line.total)).toEqual(
      c.lines.map(([price, quantity]) => price * BigInt(quantity)),
    );
    if (c.fee !== undefined) expect(priced.applied.deliveryFee?.name ?? null).toBe(c.fee);
  });

  it('says which settings applied: a setting not applicable is null, an applicable 0% is 0', () => {
    const priced = priceOrder({
      lines: [{ unitPrice: 100n, quantity: 1 }],
      vat: rate(0n),
      discount: rate(1_000n, false),
      fees: [INSIDE, OUTSIDE],
      districtId: DHAKA,
    });
    expect(priced.applied).toEqual({
      discount: null,
      deliveryFee: { _id: '1', name: 'Inside Dhaka' },
      vat: 0n,
    });
  });

  it('finds the fee of a district: the one covering it, else the one naming none', () => {
    expect(feeFor([OUTSIDE, INSIDE], DHAKA)?.name).toBe('Inside Dhaka');
    expect(feeFor([OUTSIDE, INSIDE], KHULNA)?.name).toBe('Outside Dhaka');
    expect(feeFor([INSIDE], KHULNA)).toBeUndefined();
  });

  it('rounds a percentage to the nearest poisha, half up, in whole numbers', () => {
    expect(percentageOf(1n, 5_000n)).toBe(1n); // 0.5 → 1
    expect(percentageOf(1n, 4_999n)).toBe(0n); // 0.4999 → 0
    expect(percentageOf(3n, 5_000n)).toBe(2n); // 1.5 → 2
    expect(percentageOf(0n, 10_000n)).toBe(0n);
    expect(() => percentageOf(-1n, 100n)).toThrow(RangeError);
  });

  it('reads amounts as the database and the API write them, never through a float', () => {
    expect(poishaOf('1200.50')).toBe(120_050n);
    expect(poishaOf('0.05')).toBe(5n);
    expect(poishaOf('7')).toBe(700n);
    expect(poishaOf('999999999999.99')).toBe(99_999_999_999_999n);
    expect(rateOf('12.25')).toBe(1_225n);
    expect(poishaOfTaka(85.5)).toBe(8_550n);
    expect(poishaOfTaka(0.29)).toBe(29n);
    expect(() => poishaOfTaka(0.125)).toThrow(RangeError);
    expect(() => poishaOf('1.234')).toThrow(RangeError);
    expect(decimalOf(29n)).toBe(0.29);
    expect(decimalOf(120_050n)).toBe(1200.5);
    expect(decimalOf(100_000_000_000n)).toBe(1_000_000_000);
  });

  it('refuses quantities that are not whole numbers', () => {
    const priced = (quantity: number) =>
      priceOrder({
        lines: [{ unitPrice: 1n, quantity }],
        vat: undefined,
        discount: undefined,
        fees: [],
        districtId: DHAKA,
      });
    expect(() => priced(0)).toThrow(RangeError);
    expect(() => priced(1.5)).toThrow(RangeError);
  });
});
