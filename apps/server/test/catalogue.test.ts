import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, wishlists } from '../src/db/schema.js';
import { images } from './support/images.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows, text } from './support/values.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

const api = (method: string, apiPath: string, options: Parameters<TestServer['api']>[2] = {}) =>
  server.api(method, apiPath, { token, ...options });

async function category(name: string): Promise<string> {
  const response = await api('POST', '/categories', {
    form: form({ name, description: `${name} things`, image: await images.png() }),
  });
  expect(response.status).toBe(201);
  return idOf(response);
}

async function subcategory(categoryId: string, name: string): Promise<string> {
  const response = await api('POST', '/subCategories', {
    form: form({ category: categoryId, name, description: '', precedence: 1 }),
  });
  expect(response.status).toBe(201);
  return idOf(response);
}

async function item(values: Record<string, string | number | boolean | Blob | undefined>): Promise<string> {
  const response = await api('POST', '/controlItems/manageItem', { form: form(values) });
  expect(response.status, response.text).toBe(201);
  return idOf(response);
}

const mediaFile = (stored: unknown) => path.join(server.mediaDir, String(stored));

describe('collections, entries and nav collections', () => {
  it('creates, reads, lists, updates and deletes collections', async () => {
    const created = await api('POST', '/collections', {
      json: { name: 'Eid Collection', description: 'For Eid' },
    });
    expect(created.status).toBe(201);
    const id = idOf(created);
    await api('POST', '/collections', { json: { name: 'adda', description: '' } });
    expect((await api('GET', `/collections/getSingleCollections/${id}`)).body).toMatchObject({
      name: 'Eid Collection',
    });
    const list = await api('GET', '/collections');
    expect(rows(list).map((row) => at(row, 'name'))).toEqual(['adda', 'Eid Collection']);
    expect(list.body).toMatchObject({ total: 2 });
    expect(rows(await api('GET', '/collections/getCollections'))).toEqual([
      { _id: expect.any(String), name: 'adda' },
      { _id: id, name: 'Eid Collection' },
    ]);
    const updated = await api('PATCH', `/collections/${id}`, {
      json: { description: 'Panjabis and sweets' },
    });
    expect(updated.body).toEqual({
      _id: id,
      version: 2,
      name: 'Eid Collection',
      description: 'Panjabis and sweets',
    });
    expect((await api('PATCH', '/collections/99999', { json: { name: 'x' } })).status).toBe(404);
    expect((await api('POST', '/collections', { json: { name: 'x' } })).status).toBe(400);
    expect((await api('DELETE', `/collections/${id}`)).status).toBe(204);
  });

  it('adds items to collections with defaults from the item, once each', async () => {
    const categoryId = await category('Entries');
    const itemId = await item({ name: 'Chomchom', description: 'Sweet', price: 600, category: categoryId });
    const other = await item({ name: 'Roshogolla', price: 400, category: categoryId });
    const collection = idOf(await api('POST', '/collections', { json: { name: 'Sweets', description: '' } }));
    const entry = await api('POST', '/itemCollections', { json: { collection, item: itemId } });
    expect(entry.status).toBe(201);
    expect(entry.body).toMatchObject({
      name: 'Chomchom',
      description: 'Sweet',
      item: { _id: itemId },
      collection: { _id: collection },
    });
    const twice = await api('POST', '/itemCollections', { json: { collection, item: itemId } });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This item is already in the collection.' },
    });
    expect((await api('POST', '/itemCollections', { json: { collection, item: '99999' } })).status).toBe(400);
    expect(
      (await api('POST', '/itemCollections', { json: { collection: '99999', item: itemId } })).status,
    ).toBe(400);
    const entryId = idOf(entry);
    expect((await api('GET', `/itemCollections/${entryId}`)).status).toBe(200);
    const renamed = await api('PATCH', `/itemCollections/${entryId}`, {
      json: { name: 'Porabari Chomchom', item: other },
    });
    expect(renamed.body).toMatchObject({
      name: 'Porabari Chomchom',
      item: { _id: other, name: 'Roshogolla' },
    });
    expect((await api('PATCH', `/itemCollections/${entryId}`, { json: { item: '99999' } })).status).toBe(404);
    expect((await api('PATCH', '/itemCollections/99999', { json: { name: 'x' } })).status).toBe(404);
    await api('POST', '/itemCollections', {
      json: { collection, item: itemId, name: 'Second', description: 'two' },
    });
    const filtered = await api('GET', `/itemCollections?collection=${collection}&pageSize=1`);
    expect(filtered.body).toMatchObject({ total: 2 });
    expect(rows(filtered)).toHaveLength(1);
    const clash = await api('PATCH', `/itemCollections/${entryId}`, { json: { item: itemId } });
    expect(clash.status).toBe(409);
    expect((await api('DELETE', `/itemCollections/${entryId}`)).status).toBe(204);
    // Deleting the collection takes its entries with it.
    expect((await api('DELETE', `/collections/${collection}`)).status).toBe(204);
    expect(rows(await api('GET', `/itemCollections?collection=${collection}`))).toHaveLength(0);
  });

  it('keeps nav collections to precedence 1-4, once per collection, and protects their collection', async () => {
    const collection = idOf(await api('POST', '/collections', { json: { name: 'Nav', description: '' } }));
    const other = idOf(await api('POST', '/collections', { json: { name: 'Other', description: '' } }));
    const nav = await api('POST', '/navCollections', { json: { collectionID: collection, precedence: 2 } });
    expect(nav.body).toMatchObject({ collectionID: { _id: collection, name: 'Nav' }, precedence: 2 });
    const navId = idOf(nav);
    expect(
      (await api('POST', '/navCollections', { json: { collectionID: collection, precedence: 1 } })).status,
    ).toBe(409);
    expect(
      (await api('POST', '/navCollections', { json: { collectionID: '99999', precedence: 1 } })).status,
    ).toBe(400);
    expect(
      (await api('POST', '/navCollections', { json: { collectionID: other, precedence: 0 } })).status,
    ).toBe(400);
    expect((await api('GET', `/navCollections/getSingleNavCollections/${navId}`)).status).toBe(200);
    expect(rows(await api('GET', '/navCollections'))).toHaveLength(1);
    const moved = await api('PATCH', `/navCollections/${navId}`, {
      json: { collectionID: other, precedence: 4 },
    });
    expect(moved.body).toMatchObject({ collectionID: { _id: other }, precedence: 4 });
    expect((await api('PATCH', `/navCollections/${navId}`, { json: { collectionID: '99999' } })).status).toBe(
      404,
    );
    expect((await api('PATCH', '/navCollections/99999', { json: { precedence: 1 } })).status).toBe(404);
    const refused = await api('DELETE', `/collections/${other}`);
    expect(refused.status).toBe(409);
    expect(text(refused.body, 'message')).toContain('navigation');
    expect((await api('DELETE', `/navCollections/${navId}`)).status).toBe(204);
    expect((await api('DELETE', `/collections/${other}`)).status).toBe(204);
  });
});

describe('categories, featured categories and subcategories', () => {
  it('creates a category with its image, renames it, and deletes it with its image and featured entry', async () => {
    const created = await api('POST', '/categories', {
      form: form({ name: 'Fashion', description: 'Sarees', image: await images.webp() }),
    });
    expect(created.body).toMatchObject({
      name: 'Fashion',
      image: expect.stringMatching(/^categories\/[a-f0-9]{32}\.webp$/),
    });
    const id = idOf(created);
    const file = mediaFile(at(created.body, 'image'));
    expect(existsSync(file)).toBe(true);
    expect((await api('GET', `/categories/${id}`)).body).toMatchObject({ name: 'Fashion' });
    expect(rows(await api('GET', '/categories')).length).toBeGreaterThan(0);
    expect((await api('PATCH', `/categories/${id}`, { json: { name: 'Clothing' } })).body).toMatchObject({
      name: 'Clothing',
    });
    expect((await api('PATCH', '/categories/99999', { json: { name: 'x' } })).status).toBe(404);
    const noImage = await api('POST', '/categories', { form: form({ name: 'X', description: 'x' }) });
    expect(noImage).toMatchObject({ status: 400, body: { fields: { image: 'Required' } } });
    const textImage = await api('POST', '/categories', {
      form: form({ name: 'X', description: 'x', image: 'not a file' }),
    });
    expect(textImage).toMatchObject({ status: 400, body: { fields: { image: 'Choose an image file' } } });

    const featured = await api('POST', '/featuredCategories', { json: { category: id, precedence: 1 } });
    expect(featured.body).toMatchObject({ category: { _id: id, name: 'Clothing' }, precedence: 1 });
    expect((await api('DELETE', `/categories/${id}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(
      (await api('GET', `/featuredCategories/getSingleFeaturedCategories/${idOf(featured)}`)).status,
    ).toBe(404);
  });

  it('features a category once, with precedence 1-4', async () => {
    const id = await category('Featured');
    const other = await category('Other featured');
    const featured = await api('POST', '/featuredCategories', { json: { category: id, precedence: 3 } });
    const featuredId = idOf(featured);
    expect((await api('POST', '/featuredCategories', { json: { category: id, precedence: 1 } })).status).toBe(
      409,
    );
    expect(
      (await api('POST', '/featuredCategories', { json: { category: '99999', precedence: 1 } })).status,
    ).toBe(400);
    expect(
      (await api('POST', '/featuredCategories', { json: { category: other, precedence: 5 } })).status,
    ).toBe(400);
    expect((await api('GET', `/featuredCategories/getSingleFeaturedCategories/${featuredId}`)).status).toBe(
      200,
    );
    expect(rows(await api('GET', '/featuredCategories')).length).toBeGreaterThan(0);
    const updated = await api('PATCH', `/featuredCategories/${featuredId}`, {
      json: { category: other, precedence: 2 },
    });
    expect(updated.body).toMatchObject({ category: { _id: other }, precedence: 2 });
    expect(
      (await api('PATCH', `/featuredCategories/${featuredId}`, { json: { category: '99999' } })).status,
    ).toBe(404);
    expect((await api('PATCH', '/featuredCategories/99999', { json: { precedence: 1 } })).status).toBe(404);
    expect((await api('DELETE', `/featuredCategories/${featuredId}`)).status).toBe(204);
  });

  it('keeps subcategories under their category', async () => {
    const parent = await category('Groceries');
    const otherParent = await category('Beverages');
    expect(
      (
        await api('POST', '/subCategories', {
          form: form({ category: '99999', name: 'x', description: '', precedence: 1 }),
        })
      ).status,
    ).toBe(404);
    const rice = await subcategory(parent, 'Rice');
    const oil = await api('POST', '/subCategories', {
      form: form({ category: parent, name: 'Oil', description: 'Soybean', precedence: '2' }),
    });
    expect(oil.body).toMatchObject({
      category: { _id: parent, name: 'Groceries' },
      precedence: 2,
      description: 'Soybean',
    });
    expect(
      rows(await api('GET', `/subCategories/getSubcategoriesByCategory/${parent}`)).map((row) =>
        at(row, 'name'),
      ),
    ).toEqual(['Rice', 'Oil']);
    expect((await api('GET', '/subCategories/getSubcategoriesByCategory/99999')).status).toBe(404);
    expect(rows(await api('GET', `/subCategories?category=${parent}`))).toHaveLength(2);
    expect(rows(await api('GET', '/subCategories')).length).toBeGreaterThanOrEqual(2);
    expect((await api('GET', `/subCategories/${rice}`)).body).toMatchObject({ name: 'Rice' });
    expect(
      (await api('PATCH', `/subCategories/${rice}`, { form: form({ name: 'Rice & Grains' }) })).body,
    ).toMatchObject({ name: 'Rice & Grains' });
    expect((await api('PATCH', '/subCategories/99999', { form: form({ name: 'x' }) })).status).toBe(404);
    expect((await api('PATCH', `/subCategories/${rice}`, { form: form({ category: '99999' }) })).status).toBe(
      404,
    );

    // While an item uses it, it cannot move to another category nor be deleted; the category cannot go either.
    const itemId = await item({
      name: 'Miniket',
      categoryOrSubcategory: 'subcategory',
      subcategory: rice,
      price: 420,
    });
    const move = await api('PATCH', `/subCategories/${rice}`, { form: form({ category: otherParent }) });
    expect(move.status).toBe(409);
    expect((await api('DELETE', `/subCategories/${rice}`)).status).toBe(409);
    const refused = await api('DELETE', `/categories/${parent}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('subcategories') },
    });
    expect((await api('DELETE', `/controlItems/manageItem/${itemId}`)).status).toBe(204);
    expect(
      (await api('PATCH', `/subCategories/${rice}`, { form: form({ category: otherParent }) })).body,
    ).toMatchObject({
      category: { _id: otherParent },
    });
    expect((await api('DELETE', `/subCategories/${rice}`)).status).toBe(204);
  });
});

describe('items and their links', () => {
  it('creates an item on a category with an image; its link follows categoryOrSubcategory', async () => {
    const groceries = await category('Grocery shelf');
    const tea = await category('Tea');
    const leaf = await subcategory(tea, 'Leaf tea');
    const created = await api('POST', '/controlItems/manageItem', {
      form: form({
        name: 'Teer Soybean Oil 5 L',
        description: 'Fortified',
        price: '880.50',
        isAvailable: 'true',
        isVisible: 'false',
        categoryOrSubcategory: 'category',
        category: groceries,
        image: await images.jpeg(),
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Teer Soybean Oil 5 L',
      price: 880.5,
      isAvailable: true,
      isVisible: false,
      categoryOrSubcategory: 'category',
      category: { _id: groceries, name: 'Grocery shelf' },
      subcategory: null,
      image: expect.stringMatching(/^items\/[a-f0-9]{32}\.jpg$/),
    });
    const id = idOf(created);
    const links = await api('GET', `/itemCategories?item=${id}`);
    expect(rows(links)).toEqual([
      {
        _id: expect.any(String),
        version: 1,
        item: { _id: id, name: 'Teer Soybean Oil 5 L' },
        category: { _id: groceries, name: 'Grocery shelf' },
      },
    ]);
    expect((await api('GET', `/itemCategories/${text(rows(links)[0], '_id')}`)).status).toBe(200);
    expect(rows(await api('GET', `/itemSubcategories?item=${id}`))).toHaveLength(0);

    // Moving it to a subcategory swaps the link and takes the subcategory's parent as category.
    const moved = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ categoryOrSubcategory: 'subcategory', subcategory: leaf }),
    });
    expect(moved.body).toMatchObject({
      categoryOrSubcategory: 'subcategory',
      category: { _id: tea },
      subcategory: { _id: leaf, name: 'Leaf tea' },
    });
    expect(rows(await api('GET', `/itemCategories?item=${id}`))).toHaveLength(0);
    const subLinks = await api('GET', `/itemSubcategories?item=${id}&subcategory=${leaf}`);
    expect(rows(subLinks)).toEqual([
      {
        _id: expect.any(String),
        version: 1,
        item: { _id: id, name: 'Teer Soybean Oil 5 L' },
        subcategory: { _id: leaf, name: 'Leaf tea' },
      },
    ]);
    expect((await api('GET', `/itemSubcategories/${text(rows(subLinks)[0], '_id')}`)).status).toBe(200);

    // And back to a category.
    const back = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ categoryOrSubcategory: 'category', category: groceries }),
    });
    expect(back.body).toMatchObject({
      categoryOrSubcategory: 'category',
      category: { _id: groceries },
      subcategory: null,
    });
    expect(rows(await api('GET', `/itemCategories?item=${id}&category=${groceries}`))).toHaveLength(1);
    expect(rows(await api('GET', `/itemSubcategories?item=${id}`))).toHaveLength(0);
  });

  it('refuses a subcategory of another category, missing placements and unknown references', async () => {
    const fashion = await category('Sarees shop');
    const books = await category('Book shop');
    const novels = await subcategory(books, 'Novels');
    const mismatch = await api('POST', '/controlItems/manageItem', {
      form: form({
        name: 'Jamdani',
        categoryOrSubcategory: 'subcategory',
        category: fashion,
        subcategory: novels,
      }),
    });
    expect(mismatch).toMatchObject({ status: 400, body: { fields: { subcategory: expect.any(String) } } });
    const noCategory = await api('POST', '/controlItems/manageItem', { form: form({ name: 'Lost' }) });
    expect(noCategory).toMatchObject({ status: 400, body: { fields: { category: 'Required' } } });
    const noSub = await api('POST', '/controlItems/manageItem', {
      form: form({ name: 'Lost', categoryOrSubcategory: 'subcategory' }),
    });
    expect(noSub).toMatchObject({ status: 400, body: { fields: { subcategory: 'Required' } } });
    expect(
      (await api('POST', '/controlItems/manageItem', { form: form({ name: 'Lost', category: '99999' }) }))
        .status,
    ).toBe(404);
    expect(
      (
        await api('POST', '/controlItems/manageItem', {
          form: form({ name: 'Lost', categoryOrSubcategory: 'subcategory', subcategory: '99999' }),
        })
      ).status,
    ).toBe(404);
    const badPrice = await api('POST', '/controlItems/manageItem', {
      form: form({ name: 'X', category: fashion, price: '-1' }),
    });
    expect(badPrice).toMatchObject({ status: 400, body: { fields: { price: 'Must be at least 0' } } });

    const id = await item({ name: 'Novel', categoryOrSubcategory: 'subcategory', subcategory: novels });
    const wrongParent = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ category: fashion }),
    });
    expect(wrongParent.status).toBe(400);
    const toCategoryWithoutSub = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ categoryOrSubcategory: 'category', category: fashion }),
    });
    expect(toCategoryWithoutSub.body).toMatchObject({ category: { _id: fashion }, subcategory: null });
    const subWithoutOne = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ categoryOrSubcategory: 'subcategory' }),
    });
    expect(subWithoutOne.status).toBe(400);
    expect((await api('PATCH', '/controlItems/manageItem/99999', { form: form({ name: 'x' }) })).status).toBe(
      404,
    );
  });

  it('replaces an item image on disk, and deletes the item with its images, links and entries', async () => {
    const shelf = await category('Images shelf');
    const created = await api('POST', '/controlItems/manageItem', {
      form: form({ name: 'Pran Mango Drink', category: shelf, image: await images.png() }),
    });
    const id = idOf(created);
    const oldFile = mediaFile(at(created.body, 'image'));
    expect(existsSync(oldFile)).toBe(true);
    const replaced = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ image: await images.webp(), price: 95 }),
    });
    expect(replaced.body).toMatchObject({ price: 95, image: expect.stringMatching(/\.webp$/) });
    expect(existsSync(oldFile)).toBe(false);
    const newFile = mediaFile(at(replaced.body, 'image'));
    expect(existsSync(newFile)).toBe(true);
    const refused = await api('PATCH', `/controlItems/manageItem/${id}`, {
      form: form({ image: images.fakePng() }),
    });
    expect(refused.status).toBe(400);
    expect(existsSync(newFile)).toBe(true);

    const asset = await api('POST', '/itemAssets', {
      form: form({ item: id, image: await images.gif(), precedence: 1 }),
    });
    const assetFile = mediaFile(at(asset.body, 'image'));
    const featured = await api('POST', '/featuredItems', { json: { item: id, precedence: 7 } });
    expect((await api('DELETE', `/controlItems/manageItem/${id}`)).status).toBe(204);
    expect(existsSync(newFile)).toBe(false);
    expect(existsSync(assetFile)).toBe(false);
    expect((await api('GET', `/itemAssets/getSingleAsset/${idOf(asset)}`)).status).toBe(404);
    expect((await api('GET', `/featuredItems/${idOf(featured)}`)).status).toBe(404);
    expect(rows(await api('GET', `/itemCategories?item=${id}`))).toHaveLength(0);
    expect((await api('GET', `/controlItems/manageItem/getSingleItem/${id}`)).status).toBe(404);
  });

  it('lists items by search, sort and page', async () => {
    const shelf = await category('Search shelf');
    for (const [name, price] of [
      ['Chinigura Rice', 165],
      ['Miniket RICE 5 kg', 420],
      ['Mustard Oil', 290],
      ['100%_Pure Honey', 450],
    ] as const) {
      await item({ name, price, category: shelf });
    }
    const rice = await api('GET', '/controlItems/manageItem?q=rIcE&sort=-price');
    expect(rows(rice).map((row) => at(row, 'name'))).toEqual(['Miniket RICE 5 kg', 'Chinigura Rice']);
    expect(rice.body).toMatchObject({ total: 2 });
    expect(rows(await api('GET', '/controlItems/manageItem?q=%25_'))).toHaveLength(1);
    const page = await api('GET', '/controlItems/manageItem?sort=price&page=2&pageSize=1');
    expect(rows(page)).toHaveLength(1);
    expect(at(page.body, 'total')).toBeGreaterThanOrEqual(4);
    expect((await api('GET', '/controlItems/manageItem?sort=colour')).status).toBe(400);
    expect((await api('GET', `/controlItems/manageItem?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect(rows(await api('GET', '/controlItems/manageItem?sort=-createdAt')).length).toBeGreaterThan(0);
    expect(
      (
        await api(
          'GET',
          `/controlItems/manageItem/getSingleItem/${await item({ name: 'Single', category: shelf })}`,
        )
      ).status,
    ).toBe(200);
  });

  it('refuses to delete an item that appears in an order', async () => {
    const shelf = await category('Ordered shelf');
    const id = await item({ name: 'Ordered thing', price: 10, category: shelf });
    const [customer] = await server.database.db
      .insert(customers)
      .values({ name: 'Buyer', email: 'buyer@example.com', mobile: '+8801700000000' })
      .returning();
    if (customer === undefined) throw new Error('no customer');
    const [order] = await server.database.db
      .insert(orders)
      .values({
        customerId: customer.id,
        orderStatus: 'processing',
        areaString: 'Mirpur',
        fullAddressString: 'Road 1',
        subtotal: 10,
        discount: 0,
        deliveryFee: 0,
        total: 10,
        vat: 0,
        grandTotal: 10,
        notes: '',
      })
      .returning();
    if (order === undefined) throw new Error('no order');
    await server.database.db
      .insert(orderItems)
      .values({ orderId: order.id, itemId: BigInt(id), quantity: 1, unitPrice: 10, total: 10 });
    await server.database.db
      .insert(wishlists)
      .values({ customerId: customer.id, itemId: BigInt(id), name: 'Mine' });
    const refused = await api('DELETE', `/controlItems/manageItem/${id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This item appears in orders, so it cannot be deleted.' },
    });

    const wish = await api('GET', `/wishlists?item=${id}`);
    expect(rows(wish)).toEqual([
      {
        _id: expect.any(String),
        version: 1,
        customer: { _id: String(customer.id), name: 'Buyer' },
        item: { _id: id, name: 'Ordered thing' },
        name: 'Mine',
      },
    ]);
    const wishId = text(rows(wish)[0], '_id');
    expect((await api('GET', `/wishlists/${wishId}`)).status).toBe(200);
    expect(rows(await api('GET', `/wishlists?customer=${customer.id}`))).toHaveLength(1);
    expect(rows(await api('GET', '/wishlists'))).toHaveLength(1);
    expect((await api('DELETE', `/wishlists/${wishId}`)).status).toBe(204);
  });
});

describe('featured items and item assets', () => {
  it('features an item once', async () => {
    const shelf = await category('Featured shelf');
    const id = await item({ name: 'Hilsa', category: shelf });
    const other = await item({ name: 'Rui', category: shelf });
    const featured = await api('POST', '/featuredItems', { json: { item: id, precedence: 10 } });
    expect(featured.body).toMatchObject({ item: { _id: id, name: 'Hilsa' }, precedence: 10 });
    expect((await api('POST', '/featuredItems', { json: { item: id, precedence: 1 } })).status).toBe(409);
    expect((await api('POST', '/featuredItems', { json: { item: '99999', precedence: 1 } })).status).toBe(
      404,
    );
    expect((await api('POST', '/featuredItems', { json: { item: other, precedence: 1001 } })).status).toBe(
      400,
    );
    const featuredId = idOf(featured);
    expect((await api('GET', `/featuredItems/${featuredId}`)).status).toBe(200);
    expect(rows(await api('GET', '/featuredItems')).length).toBeGreaterThan(0);
    expect(
      (await api('PATCH', `/featuredItems/${featuredId}`, { json: { item: other, precedence: 2 } })).body,
    ).toMatchObject({ item: { _id: other }, precedence: 2 });
    expect((await api('PATCH', `/featuredItems/${featuredId}`, { json: { item: '99999' } })).status).toBe(
      404,
    );
    expect((await api('PATCH', '/featuredItems/99999', { json: { precedence: 2 } })).status).toBe(404);
    const second = idOf(await api('POST', '/featuredItems', { json: { item: id, precedence: 3 } }));
    expect((await api('PATCH', `/featuredItems/${second}`, { json: { item: other } })).status).toBe(409);
    expect((await api('DELETE', `/featuredItems/${featuredId}`)).status).toBe(204);
  });

  it('keeps at most 4 assets per item, even when 8 arrive at once', async () => {
    const shelf = await category('Assets shelf');
    const id = await item({ name: 'Jamdani Saree', category: shelf });
    const uploads = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        api('POST', '/itemAssets', {
          form: form({ item: id, image: await images.jpeg(), precedence: (i % 4) + 1 }),
        }),
      ),
    );
    expect(uploads.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = uploads.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(text(refused[0]?.body, 'message')).toContain('4 images');
    const listed = await api('GET', `/itemAssets?item=${id}`);
    expect(listed.body).toMatchObject({ total: 4 });
    const files = (
      await Promise.all([0, 1, 2, 3].map(async (i) => mediaFile(at(rows(listed)[i], 'image'))))
    ).filter(existsSync);
    expect(files).toHaveLength(4);
    expect(
      (
        await api('POST', '/itemAssets', {
          form: form({ item: '99999', image: await images.jpeg(), precedence: 1 }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('POST', '/itemAssets', {
          form: form({ item: id, image: await images.jpeg(), precedence: 5 }),
        })
      ).status,
    ).toBe(400);
  });

  it('updates an asset, replacing its file, and refuses a move to a full item', async () => {
    const shelf = await category('Asset moves');
    const full = await item({ name: 'Full', category: shelf });
    const free = await item({ name: 'Free', category: shelf });
    for (let i = 1; i <= 4; i++) {
      await api('POST', '/itemAssets', {
        form: form({ item: full, image: await images.png(), precedence: i }),
      });
    }
    const asset = await api('POST', '/itemAssets', {
      form: form({ item: free, image: await images.png(), precedence: 1 }),
    });
    const assetId = idOf(asset);
    const oldFile = mediaFile(at(asset.body, 'image'));
    expect((await api('GET', `/itemAssets/getSingleAsset/${assetId}`)).body).toMatchObject({
      item: { _id: free },
    });
    const updated = await api('PATCH', `/itemAssets/${assetId}`, {
      form: form({ image: await images.avif(), precedence: 3 }),
    });
    expect(updated.body).toMatchObject({ precedence: 3, image: expect.stringMatching(/\.avif$/) });
    expect(existsSync(oldFile)).toBe(false);
    expect((await api('PATCH', `/itemAssets/${assetId}`, { form: form({ item: full }) })).status).toBe(409);
    expect((await api('PATCH', `/itemAssets/${assetId}`, { form: form({ item: '99999' }) })).status).toBe(
      404,
    );
    expect((await api('PATCH', '/itemAssets/99999', { form: form({ precedence: 1 }) })).status).toBe(404);
    expect(rows(await api('GET', '/itemAssets?pageSize=2'))).toHaveLength(2);
    const file = mediaFile(at(updated.body, 'image'));
    expect((await api('DELETE', `/itemAssets/${assetId}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
  });
});
