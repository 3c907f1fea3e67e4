import type { Schema } from '@shop/sdk';
import { hashPassword } from '../auth/password.js';
import { hashToken, INVITE_TTL_MS, newToken } from '../auth/tokens.js';
import {
  amountsOf,
  decimalOf,
  type FeeSetting,
  poishaOfTaka,
  priceOrder,
  rateOfPercent,
} from '../data/pricing.js';
import type { Db, Tx } from '../db/executor.js';
import {
  addresses,
  appSettings,
  areas,
  categories,
  collections,
  customers,
  deliveryFeeDistricts,
  deliveryFees,
  discounts,
  districts,
  divisions,
  employees,
  featuredCategories,
  featuredItems,
  heroSliders,
  invites,
  itemAssets,
  itemCategories,
  itemCollections,
  itemSubcategories,
  items,
  navCollections,
  type OrderStatus,
  orderItems,
  orders,
  socialLinks,
  subcategories,
  testimonials,
  vats,
  wishlists,
} from '../db/schema.js';
import type { MediaFolder, MediaStore } from '../media/media-store.js';
import { BANGLADESH } from './bangladesh-geography.js';
import { BANGLA_ITEMS, CATALOGUE } from './demo-catalogue.js';
import { createRandom, type ImageSpec, renderImage } from './demo-images.js';
import { demoOrderTimes } from './demo-order-times.js';
import {
  ADDRESS_TYPES,
  BANGLA_CUSTOMERS,
  FIRST_NAMES,
  LAST_NAMES,
  ORDER_NOTES,
  ROADS,
  TESTIMONIALS,
} from './demo-people.js';

const WEBP = { mime: 'image/webp', extension: 'webp' };
const DAY = 24 * 60 * 60 * 1000;

/** Where the demo's orders came from: mostly phone calls and Facebook, some the storefront, WhatsApp, walk-ins. */
const SOURCES: readonly Schema<'OrderSource'>[] = [
  'phone',
  'phone',
  'phone',
  'phone',
  'messenger',
  'messenger',
  'messenger',
  'facebook',
  'facebook',
  'facebook',
  'storefront',
  'storefront',
  'whatsapp',
  'walk-in',
];

/** Renders and stores images, a few at a time. */
async function storeImages(media: MediaStore, folder: MediaFolder, specs: ImageSpec[]): Promise<string[]> {
  const stored: string[] = new Array(specs.length);
  let next = 0;
  async function worker() {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index];
      if (spec === undefined) continue;
      stored[index] = await media.saveBytes(folder, await renderImage(spec), WEBP);
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return stored;
}

function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no element ${index}`);
  return value;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function seedGeography(tx: Tx) {
  const divisionRows = await tx
    .insert(divisions)
    .values(Object.keys(BANGLADESH).map((name) => ({ name })))
    .returning();
  const districtValues = divisionRows.flatMap((division) =>
    Object.keys(BANGLADESH[division.name] ?? {}).map((name) => ({ name, divisionId: division.id })),
  );
  const districtRows = await tx.insert(districts).values(districtValues).returning();
  const divisionName = new Map(divisionRows.map((row) => [row.id, row.name]));
  const areaValues = districtRows.flatMap((district) =>
    (BANGLADESH[divisionName.get(district.divisionId) ?? '']?.[district.name] ?? []).map((name) => ({
      name,
      districtId: district.id,
    })),
  );
  const areaRows = await tx.insert(areas).values(areaValues).returning();
  const districtName = new Map(districtRows.map((row) => [row.id, row.name]));
  return areaRows.map((area) => ({ ...area, districtName: districtName.get(area.districtId) ?? '' }));
}

/** When the demo shop is made, and the shop's time zone: its newest orders are placed in the hours before. */
export interface DemoSeedOptions {
  /** The moment of the first start, in epoch milliseconds (now by default). */
  now?: number;
  /** SHOP_TIME_ZONE: some orders are placed today there, whatever the hour. */
  timeZone: string;
}

/**
 * Fills a new database with a believable Bangladeshi shop, its newest orders placed in the hours before `now` (some
 * of them today in the shop's time zone). Everything but those times is the same on every start. Answers a
 * one-line summary.
 */
export async function seedDemo(
  db: Db,
  media: MediaStore,
  { now = Date.now(), timeZone }: DemoSeedOptions,
): Promise<string> {
  const random = createRandom(20260521);

  // Images first (outside the transaction): the database then only records their paths.
  const flatItems = CATALOGUE.flatMap((category) => [
    ...category.items.map(([name, price]) => ({ category, subcategory: undefined, name, price })),
    ...category.subcategories.flatMap((subcategory) =>
      subcategory.items.map(([name, price]) => ({ category, subcategory, name, price })),
    ),
  ]);
  const categoryImages = await storeImages(
    media,
    'categories',
    CATALOGUE.map((category, i) => ({
      width: 480,
      height: 360,
      hue: category.hue,
      seed: 100 + i,
      motif: 'product',
    })),
  );
  const itemImages = await storeImages(
    media,
    'items',
    flatItems.map((item, i) => ({
      width: 400,
      height: 400,
      hue: (item.category.hue + random.int(-25, 25) + 360) % 360,
      seed: 1000 + i,
      motif: 'product',
    })),
  );
  // The Bangla items' images are drawn without the random numbers the rest of the shop is made from.
  const banglaItems = BANGLA_ITEMS.flatMap((placed) =>
    placed.items.map(([name, price]) => ({
      category: placed.category,
      subcategory: placed.subcategory,
      name,
      price,
    })),
  );
  const banglaItemImages = await storeImages(
    media,
    'items',
    banglaItems.map((item, i) => ({
      width: 400,
      height: 400,
      hue: CATALOGUE.find((category) => category.name === item.category)?.hue ?? 0,
      seed: 9000 + i,
      motif: 'product',
    })),
  );
  const assetOwners = flatItems.map((_, i) => i).filter((i) => i % 4 === 0);
  const assetSpecs = assetOwners.flatMap((owner) =>
    [0, 1].map(
      (k): ImageSpec => ({
        width: 400,
        height: 400,
        hue: ((flatItems[owner]?.category.hue ?? 0) + 30 * (k + 1)) % 360,
        seed: 5000 + owner * 2 + k,
        motif: 'product',
      }),
    ),
  );
  const assetImages = await storeImages(media, 'item-assets', assetSpecs);
  const sliderImages = await storeImages(media, 'hero-sliders', [
    ...[20, 140, 320].map(
      (hue, i): ImageSpec => ({ width: 1200, height: 400, hue, seed: 300 + i, motif: 'banner' }),
    ),
    ...[20, 140, 320].map(
      (hue, i): ImageSpec => ({ width: 600, height: 600, hue, seed: 310 + i, motif: 'banner' }),
    ),
  ]);
  const testimonialImages = await storeImages(
    media,
    'testimonials',
    TESTIMONIALS.map((_, i) => ({
      width: 240,
      height: 240,
      hue: 30 + i * 70,
      seed: 400 + i,
      motif: 'portrait',
    })),
  );
  const [logo] = await storeImages(media, 'app-settings', [
    { width: 320, height: 320, hue: 150, seed: 7, motif: 'logo' },
  ]);
  const employeeImages = await storeImages(
    media,
    'employees',
    [0, 1].map((i) => ({ width: 240, height: 240, hue: 200 + i * 60, seed: 500 + i, motif: 'portrait' })),
  );
  const customerCount = 60;
  const customerImages = await storeImages(
    media,
    'customers',
    Array.from({ length: customerCount / 2 }, (_, i) => ({
      width: 200,
      height: 200,
      hue: (i * 37) % 360,
      seed: 600 + i,
      motif: 'portrait',
    })),
  );
  const staffPasswordHash = await hashPassword(newToken());

  return db.transaction(async (tx) => {
    const areaRows = await seedGeography(tx);

    // Catalogue.
    const categoryRows = await tx
      .insert(categories)
      .values(
        CATALOGUE.map((category, i) => ({
          name: category.name,
          description: category.description,
          image: at(categoryImages, i),
        })),
      )
      .returning();
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
    const subcategoryRows = await tx
      .insert(subcategories)
      .values(
        CATALOGUE.flatMap((category) =>
          category.subcategories.map((subcategory, i) => ({
            categoryId: categoryId.get(category.name) ?? 0n,
            name: subcategory.name,
            description: subcategory.description,
            precedence: i + 1,
          })),
        ),
      )
      .returning();
    const subcategoryId = new Map(subcategoryRows.map((row) => [row.name, row.id]));
    const itemRows = await tx
      .insert(items)
      .values(
        flatItems.map((item, i) => ({
          name: item.name,
          description: `${item.name}. ${item.subcategory?.description ?? item.category.description}`,
          price: item.price,
          isAvailable: i % 11 !== 5,
          isVisible: i % 17 !== 3,
          image: at(itemImages, i),
          categoryOrSubcategory:
            item.subcategory === undefined ? ('category' as const) : ('subcategory' as const),
          categoryId: categoryId.get(item.category.name) ?? 0n,
          subcategoryId:
            item.subcategory === undefined ? null : (subcategoryId.get(item.subcategory.name) ?? null),
          createdAt: new Date(now - (flatItems.length - i) * 3 * 60 * 60 * 1000),
        })),
      )
      .returning();
    await tx
      .insert(itemCategories)
      .values(
        itemRows
          .filter((row) => row.subcategoryId === null)
          .map((row) => ({ itemId: row.id, categoryId: row.categoryId })),
      );
    await tx
      .insert(itemSubcategories)
      .values(
        itemRows.flatMap((row) =>
          row.subcategoryId === null ? [] : [{ itemId: row.id, subcategoryId: row.subcategoryId }],
        ),
      );
    await tx.insert(itemAssets).values(
      assetOwners.flatMap((owner, i) =>
        [0, 1].map((k) => ({
          itemId: at(itemRows, owner).id,
          image: at(assetImages, i * 2 + k),
          precedence: k + 1,
        })),
      ),
    );
    await tx.insert(featuredItems).values(
      [3, 20, 41, 57, 88, 102, 130, 150].map((index, i) => ({
        itemId: at(itemRows, index % itemRows.length).id,
        precedence: i + 1,
      })),
    );
    await tx.insert(featuredCategories).values(
      ['Groceries', 'Fashion', 'Electronics', 'Sweets & Snacks'].map((name, i) => ({
        categoryId: categoryId.get(name) ?? 0n,
        precedence: i + 1,
      })),
    );
    const collectionRows = await tx
      .insert(collections)
      .values([
        { name: 'Eid Collection', description: 'Panjabis, sarees, sweets and gifts for Eid.' },
        { name: 'Pohela Boishakh Specials', description: 'Red and white for the Bangla new year.' },
        { name: 'Monsoon Essentials', description: 'Umbrellas, tea and snacks for the rainy days.' },
        { name: 'New Arrivals', description: 'Just landed in the shop.' },
        { name: 'Best Sellers', description: 'What our customers buy most.' },
        { name: 'Gift Ideas', description: 'Presents for weddings, birthdays and Eid.' },
      ])
      .returning();
    await tx.insert(itemCollections).values(
      collectionRows.flatMap((collection, c) => {
        const chosen = new Set<number>();
        while (chosen.size < 6 + c) chosen.add(random.int(0, itemRows.length - 1));
        return [...chosen].map((index) => {
          const item = at(itemRows, index);
          return {
            collectionId: collection.id,
            itemId: item.id,
            name: item.name,
            description: item.description,
          };
        });
      }),
    );
    await tx
      .insert(navCollections)
      .values(collectionRows.slice(0, 4).map((row, i) => ({ collectionId: row.id, precedence: i + 1 })));

    // Charges: Inside Dhaka covers the Dhaka district, Outside Dhaka every other one.
    const [vat] = await tx.insert(vats).values({ amount: 5, isApplicable: true }).returning();
    const [discount] = await tx.insert(discounts).values({ amount: 10, isApplicable: true }).returning();
    const feeRows = await tx
      .insert(deliveryFees)
      .values([
        { name: 'Inside Dhaka', amount: 60, isApplicable: true, slot: 1 },
        { name: 'Outside Dhaka', amount: 120, isApplicable: true, slot: 2 },
      ])
      .returning();
    const [insideDhaka] = feeRows;
    const dhakaDistricts = [
      ...new Set(areaRows.filter((area) => area.districtName === 'Dhaka').map((area) => area.districtId)),
    ];
    if (insideDhaka !== undefined) {
      await tx
        .insert(deliveryFeeDistricts)
        .values(dhakaDistricts.map((districtId) => ({ deliveryFeeId: insideDhaka.id, districtId })));
    }
    const settings = {
      vat:
        vat === undefined ? undefined : { rate: rateOfPercent(vat.amount), isApplicable: vat.isApplicable },
      discount:
        discount === undefined
          ? undefined
          : { rate: rateOfPercent(discount.amount), isApplicable: discount.isApplicable },
      fees: feeRows.map(
        (fee): FeeSetting => ({
          _id: fee.id.toString(),
          name: fee.name,
          amount: poishaOfTaka(fee.amount),
          isApplicable: fee.isApplicable,
          slot: fee.slot,
          districts: fee.id === insideDhaka?.id ? dhakaDistricts.map(String) : [],
        }),
      ),
    };

    // Storefront.
    await tx.insert(appSettings).values({ name: 'Deshi Bazar', isCategoryFeatured: true, image: logo ?? '' });
    await tx.insert(heroSliders).values(
      ['eid-collection', 'boishakh', 'monsoon'].map((slug, i) => ({
        link: `https://shop.example.com/collections/${slug}`,
        image: at(sliderImages, i),
        image1: at(sliderImages, i + 3),
        precedence: i + 1,
      })),
    );
    await tx
      .insert(testimonials)
      .values(
        TESTIMONIALS.map((entry, i) => ({ ...entry, precedence: i + 1, image: at(testimonialImages, i) })),
      );
    await tx.insert(socialLinks).values([
      { name: 'Facebook', link: 'https://www.facebook.com/deshibazar', isVisible: true },
      { name: 'Instagram', link: 'https://www.instagram.com/deshibazar', isVisible: true },
      { name: 'YouTube', link: 'https://www.youtube.com/@deshibazar', isVisible: true },
      { name: 'WhatsApp', link: 'https://wa.me/8801711000000', isVisible: false },
    ]);

    // Staff: two more employees and a pending invite from the first one.
    const [admin] = await tx.select().from(employees).limit(1);
    await tx
      .insert(employees)
      .values([
        {
          name: 'Nusrat Jahan',
          email: 'nusrat@shop.test',
          passwordHash: staffPasswordHash,
          dp: at(employeeImages, 0),
        },
        {
          name: 'Tanvir Hasan',
          email: 'tanvir@shop.test',
          passwordHash: staffPasswordHash,
          dp: at(employeeImages, 1),
        },
      ])
      .onConflictDoNothing();
    if (admin !== undefined) {
      await tx.insert(invites).values({
        email: 'new.hire@shop.test',
        tokenHash: hashToken(newToken()),
        invitedBy: admin.id,
        expiresAt: new Date(now + INVITE_TTL_MS),
      });
    }

    // Customers with addresses, wishlists and orders.
    const customerValues = Array.from({ length: customerCount }, (_, i) => {
      const first = at(FIRST_NAMES, i % FIRST_NAMES.length);
      const last = at(LAST_NAMES, (i * 7) % LAST_NAMES.length);
      return {
        name: `${first} ${last}`,
        email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
        mobile: `+8801${random.int(3, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        dp: i % 2 === 0 ? at(customerImages, i / 2) : null,
        createdAt: new Date(now - random.int(100, 400) * DAY),
      };
    });
    const customerRows = await tx.insert(customers).values(customerValues).returning();
    const dhakaAreas = areaRows.filter((area) => area.districtName === 'Dhaka');
    const addressValues = customerRows.flatMap((customer, i) =>
      Array.from({ length: 1 + (i % 2) }, (_, k) => {
        const area = k === 0 && i % 3 !== 2 ? random.pick(dhakaAreas) : random.pick(areaRows);
        return {
          customerId: customer.id,
          name: k === 0 ? 'Home' : 'Office',
          type: at(ADDRESS_TYPES, k),
          areaId: area.id,
          fullAddress: `${random.pick(ROADS)}, ${area.name}, ${area.districtName}`,
          zipCode: String(random.int(1000, 9499)),
        };
      }),
    );
    const addressRows = await tx.insert(addresses).values(addressValues).returning();
    const areaById = new Map(areaRows.map((area) => [area.id, area]));
    await tx.insert(wishlists).values(
      customerRows.flatMap((customer, i) =>
        Array.from({ length: i % 4 }, (_, k) => {
          const item = at(itemRows, (i * 13 + k * 29) % itemRows.length);
          return {
            customerId: customer.id,
            itemId: item.id,
            name: k === 0 ? 'My wishlist' : 'For Eid',
            createdAt: new Date(now - random.int(1, 60) * DAY),
          };
        }),
      ),
    );

    const orderCount = 240;
    const placedAt = demoOrderTimes(orderCount, now, timeZone);
    const statusFor = (ageDays: number): OrderStatus => {
      if (ageDays < 3) return random.pick(['processing', 'processing', 'toBeDelivered'] as const);
      if (ageDays < 7) return random.pick(['toBeDelivered', 'shipped', 'processing'] as const);
      if (ageDays < 14) return random.pick(['shipped', 'completed', 'canceled'] as const);
      return random.next() < 0.9 ? 'completed' : 'canceled';
    };
    // Drawn apart from the rest, so the shop's other dice fall as they did before orders had sources.
    const sourceDice = createRandom(20261128);
    const orderPlans = Array.from({ length: orderCount }, (_, i) => {
      // Its status follows its place in the row, as it always has (so the dice fall the same on every start).
      const ageDays = ((orderCount - i) / orderCount) * 120;
      const address = at(addressRows, random.int(0, addressRows.length - 1));
      const area = areaById.get(address.areaId);
      if (area === undefined) throw new Error('an address in no area');
      const drawn = Array.from({ length: random.int(1, 4) }, () => {
        const item = at(itemRows, random.int(0, itemRows.length - 1));
        return { itemId: item.id, quantity: random.int(1, 3), unitPrice: poishaOfTaka(item.price) };
      });
      // Priced by the shop's one rule, as a quote or a new order would be.
      const priced = priceOrder({ ...settings, lines: drawn, districtId: area.districtId.toString() });
      return {
        order: {
          customerId: address.customerId,
          orderStatus: statusFor(ageDays),
          source: sourceDice.pick(SOURCES),
          addressId: address.id,
          areaId: address.areaId,
          districtId: area.districtId,
          areaString: area.name,
          fullAddressString: address.fullAddress,
          ...amountsOf(priced),
          notes: random.pick(ORDER_NOTES),
          createdAt: at(placedAt, i),
        },
        lines: priced.lines.map((line) => ({
          itemId: line.itemId,
          quantity: line.quantity,
          unitPrice: decimalOf(line.unitPrice),
          total: decimalOf(line.total),
        })),
      };
    });
    // Every status has orders, whatever the dice said.
    (['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'] as const).forEach((status, i) => {
      const plan = orderPlans[orderCount - 1 - i * 2];
      if (plan !== undefined) plan.order.orderStatus = status;
    });
    let lineCount = 0;
    for (const batch of chunks(orderPlans, 120)) {
      const orderRows = await tx
        .insert(orders)
        .values(batch.map((plan) => plan.order))
        .returning({ id: orders.id });
      const lineValues = batch.flatMap((plan, i) =>
        plan.lines.map((line) => ({ ...line, orderId: at(orderRows, i).id })),
      );
      lineCount += lineValues.length;
      await tx.insert(orderItems).values(lineValues);
    }

    // Items and customers named in Bangla, last: every record above stays as it was.
    const banglaItemRows = await tx
      .insert(items)
      .values(
        banglaItems.map((item, i) => {
          const inSubcategory = item.subcategory !== undefined;
          return {
            name: item.name,
            description: item.name,
            price: item.price,
            isAvailable: true,
            isVisible: true,
            image: at(banglaItemImages, i),
            categoryOrSubcategory: inSubcategory ? ('subcategory' as const) : ('category' as const),
            categoryId: categoryId.get(item.category) ?? 0n,
            subcategoryId: inSubcategory ? (subcategoryId.get(item.subcategory ?? '') ?? null) : null,
            createdAt: new Date(now - (i + 1) * 60 * 60 * 1000),
          };
        }),
      )
      .returning();
    const inCategories = banglaItemRows.filter((row) => row.subcategoryId === null);
    if (inCategories.length > 0) {
      await tx
        .insert(itemCategories)
        .values(inCategories.map((row) => ({ itemId: row.id, categoryId: row.categoryId })));
    }
    await tx
      .insert(itemSubcategories)
      .values(
        banglaItemRows.flatMap((row) =>
          row.subcategoryId === null ? [] : [{ itemId: row.id, subcategoryId: row.subcategoryId }],
        ),
      );
    const banglaCustomerRows = await tx
      .insert(customers)
      .values(
        BANGLA_CUSTOMERS.map((customer, i) => ({ ...customer, createdAt: new Date(now - (i + 1) * DAY) })),
      )
      .returning();
    await tx.insert(addresses).values(
      banglaCustomerRows.map((customer, i) => {
        const area = at(dhakaAreas, i % dhakaAreas.length);
        return {
          customerId: customer.id,
          name: 'Home',
          type: at(ADDRESS_TYPES, 0),
          areaId: area.id,
          fullAddress: `${at(ROADS, i % ROADS.length)}, ${area.name}, ${area.districtName}`,
          zipCode: String(1205 + i),
        };
      }),
    );

    return (
      `${areaRows.length} areas in 64 districts, ${categoryRows.length} categories, ${subcategoryRows.length} subcategories, ` +
      `${itemRows.length + banglaItemRows.length} items, ${customerRows.length + banglaCustomerRows.length} customers, ` +
      `${orderCount} orders (${lineCount} lines)`
    );
  });
}
