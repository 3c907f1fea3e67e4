import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, customers } from '../src/db/schema.js';
import { images } from './support/images.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, rows } from './support/values.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

const api = (method: string, apiPath: string, options: Parameters<TestServer['api']>[2] = {}) =>
  server.api(method, apiPath, { token, ...options });
const mediaFile = (stored: unknown) => path.join(server.mediaDir, String(stored));

describe('uploads', () => {
  it('accepts jpeg, png, webp, gif and avif, stored under the type read from the bytes', async () => {
    for (const [kind, extension] of [
      ['jpeg', 'jpg'],
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
      ['avif', 'avif'],
    ] as const) {
      const image = await images[kind]();
      // The declared type lies on purpose: only the bytes count.
      const response = await api('POST', '/appSettings', {
        form: form({ name: kind, image: new Blob([await image.arrayBuffer()], { type: 'text/plain' }) }),
      });
      expect(response.status, kind).toBe(201);
      expect(String(at(response.body, 'image'))).toMatch(
        new RegExp(`^app-settings/[a-f0-9]{32}\\.${extension}$`),
      );
      const served = await server.raw('GET', `/media/${String(at(response.body, 'image'))}`);
      expect(served.headers.get('content-type')).toBe(`image/${kind}`);
    }
  });

  it('refuses a text file named .png, an svg and anything over 5 MB', async () => {
    const fake = await api('POST', '/appSettings', { form: form({ name: 'fake', image: images.fakePng() }) });
    expect(fake).toMatchObject({
      status: 400,
      body: { fields: { image: 'Choose a JPEG, PNG, WebP, GIF or AVIF image' } },
    });
    const svg = await api('POST', '/appSettings', { form: form({ name: 'svg', image: images.svg() }) });
    expect(svg.status).toBe(400);
    const huge = await api('POST', '/appSettings', { form: form({ name: 'huge', image: images.huge() }) });
    expect(huge).toMatchObject({ status: 413, body: { fields: { image: 'At most 5 MB' } } });
    const two = new FormData();
    two.append('name', 'two');
    two.append('image', await images.png(), 'a.png');
    two.append('image', await images.png(), 'b.png');
    expect((await api('POST', '/appSettings', { form: two })).body).toMatchObject({
      fields: { image: 'Send one value' },
    });
  });
});

describe('storefront', () => {
  it('hero sliders: both images stored, replaced and removed', async () => {
    const created = await api('POST', '/heroSliders', {
      form: form({
        link: 'https://shop.example.com/eid',
        image: await images.webp(),
        image1: await images.jpeg(),
        precedence: 1,
      }),
    });
    expect(created.status).toBe(201);
    const id = idOf(created);
    const desktop = mediaFile(at(created.body, 'image'));
    const mobile = mediaFile(at(created.body, 'image1'));
    expect(existsSync(desktop) && existsSync(mobile)).toBe(true);
    expect(
      (
        await api('POST', '/heroSliders', {
          form: form({ link: 'https://x.example', image: await images.png(), precedence: 1 }),
        })
      ).body,
    ).toMatchObject({
      fields: { image1: 'Required' },
    });
    expect((await api('GET', `/heroSliders/getSingleHeroSlider/${id}`)).status).toBe(200);
    expect(rows(await api('GET', '/heroSliders'))).toHaveLength(1);
    const updated = await api('PATCH', `/heroSliders/${id}`, {
      form: form({ image1: await images.png(), precedence: 2 }),
    });
    expect(updated.body).toMatchObject({ precedence: 2, image: at(created.body, 'image') });
    expect(existsSync(mobile)).toBe(false);
    expect(existsSync(desktop)).toBe(true);
    expect((await api('PATCH', '/heroSliders/99999', { form: form({ precedence: 2 }) })).status).toBe(404);
    const newMobile = mediaFile(at(updated.body, 'image1'));
    expect((await api('DELETE', `/heroSliders/${id}`)).status).toBe(204);
    expect(existsSync(desktop) || existsSync(newMobile)).toBe(false);
  });

  it('testimonials with and without an image', async () => {
    const plain = await api('POST', '/testimonials', {
      form: form({ name: 'Farhana', designation: 'Teacher', testimonial: 'Fresh hilsa!', precedence: 1 }),
    });
    expect(plain.body).toMatchObject({ image: null, designation: 'Teacher' });
    expect(
      (
        await api('POST', '/testimonials', {
          form: form({ name: 'X', designation: '', testimonial: ' ', precedence: 1 }),
        })
      ).body,
    ).toMatchObject({
      fields: { testimonial: 'Required' },
    });
    const id = idOf(plain);
    expect((await api('GET', `/testimonials/getSingleTestimonials/${id}`)).status).toBe(200);
    const withImage = await api('PATCH', `/testimonials/${id}`, {
      form: form({ image: await images.png(), testimonial: 'Great!' }),
    });
    expect(withImage.body).toMatchObject({
      testimonial: 'Great!',
      image: expect.stringMatching(/^testimonials\//),
    });
    const file = mediaFile(at(withImage.body, 'image'));
    expect(rows(await api('GET', '/testimonials'))).toHaveLength(1);
    expect((await api('PATCH', '/testimonials/99999', { form: form({ name: 'x' }) })).status).toBe(404);
    expect((await api('DELETE', `/testimonials/${id}`)).status).toBe(204);
    expect(existsSync(file)).toBe(false);
  });

  it('social links are written with visibility and read back as isVisible', async () => {
    const created = await api('POST', '/socialLinks', {
      form: form({ name: 'Facebook', link: 'https://facebook.com/shop', visibility: 'true' }),
    });
    expect(created.body).toMatchObject({ name: 'Facebook', isVisible: true });
    const id = idOf(created);
    const hidden = await api('POST', '/socialLinks', {
      form: form({ name: 'Blog', link: 'http://blog.example' }),
    });
    expect(hidden.body).toMatchObject({ isVisible: false });
    expect((await api('GET', `/socialLinks/getSingleSocialLinks/${id}`)).body).toMatchObject({
      isVisible: true,
    });
    expect(
      (await api('PATCH', `/socialLinks/${id}`, { form: form({ visibility: 'false' }) })).body,
    ).toMatchObject({ isVisible: false });
    expect((await api('PATCH', '/socialLinks/99999', { form: form({ name: 'x' }) })).status).toBe(404);
    expect(rows(await api('GET', '/socialLinks')).map((row) => at(row, 'name'))).toEqual([
      'Blog',
      'Facebook',
    ]);
    expect((await api('DELETE', `/socialLinks/${id}`)).status).toBe(204);
  });

  it('app settings: oldest first, image replaced and removed', async () => {
    const first = await api('POST', '/appSettings', {
      form: form({ name: 'Deshi Bazar', isCategoryFeatured: 'true', image: await images.png() }),
    });
    expect(first.body).toMatchObject({ isCategoryFeatured: true });
    const id = idOf(first);
    const file = mediaFile(at(first.body, 'image'));
    expect((await api('GET', `/appSettings/getSingleAppSettings/${id}`)).status).toBe(200);
    const updated = await api('PATCH', `/appSettings/${id}`, {
      form: form({ image: await images.webp(), isCategoryFeatured: false }),
    });
    expect(updated.body).toMatchObject({ isCategoryFeatured: false });
    expect(existsSync(file)).toBe(false);
    expect((await api('PATCH', '/appSettings/99999', { form: form({ name: 'x' }) })).status).toBe(404);
    expect(rows(await api('GET', '/appSettings')).length).toBeGreaterThan(1);
    const newFile = mediaFile(at(updated.body, 'image'));
    expect((await api('DELETE', `/appSettings/${id}`)).status).toBe(204);
    expect(existsSync(newFile)).toBe(false);
  });
});

describe('charges', () => {
  it('VAT and discount: at most one each, even when 10 creates race', async () => {
    for (const base of ['/vats', '/discounts']) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api('POST', base, { form: form({ amount: `${5 + i}.5`, isApplicable: 'true' }) }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      const list = await api('GET', base);
      expect(list.body).toMatchObject({ total: 1 });
      const id = String(at(rows(list)[0], '_id'));
      const single = base === '/vats' ? `/vats/getSingleVats/${id}` : `/discounts/getSingleDiscounts/${id}`;
      expect((await api('GET', single)).status).toBe(200);
      expect(
        (await api('PATCH', `${base}/${id}`, { form: form({ amount: '15', isApplicable: 'false' }) })).body,
      ).toMatchObject({
        amount: 15,
        isApplicable: false,
      });
      expect((await api('PATCH', `${base}/99999`, { form: form({ amount: '1' }) })).status).toBe(404);
      expect((await api('POST', base, { form: form({ amount: '101' }) })).status).toBe(400);
      expect((await api('DELETE', `${base}/${id}`)).status).toBe(204);
      expect((await api('POST', base, { form: form({ amount: '7' }) })).body).toMatchObject({
        amount: 7,
        isApplicable: false,
      });
    }
  });

  it('delivery fees: at most two, even when 10 creates race; a freed slot is taken again', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', '/deliveryFees', { form: form({ name: `Zone ${i}`, amount: 60 + i }) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(8);
    const list = await api('GET', '/deliveryFees');
    expect(list.body).toMatchObject({ total: 2 });
    const id = String(at(rows(list)[0], '_id'));
    expect((await api('GET', `/deliveryFees/getSingleDeliveryFees/${id}`)).status).toBe(200);
    expect(
      (await api('PATCH', `/deliveryFees/${id}`, { form: form({ name: 'Inside Dhaka', amount: '60.50' }) }))
        .body,
    ).toMatchObject({
      name: 'Inside Dhaka',
      amount: 60.5,
    });
    expect((await api('PATCH', '/deliveryFees/99999', { form: form({ amount: '1' }) })).status).toBe(404);
    expect((await api('DELETE', `/deliveryFees/${id}`)).status).toBe(204);
    expect(
      (
        await api('POST', '/deliveryFees', {
          form: form({ name: 'Outside Dhaka', amount: 120, isApplicable: true }),
        })
      ).status,
    ).toBe(201);
    expect((await api('POST', '/deliveryFees', { form: form({ name: 'Third', amount: 1 }) })).status).toBe(
      409,
    );
  });
});

describe('addresses', () => {
  it('divisions, districts and areas with their parents and refusals', async () => {
    const dhaka = await api('POST', '/divisions', { json: { name: 'Dhaka' } });
    expect(dhaka.status).toBe(201);
    const divisionId = idOf(dhaka);
    expect((await api('POST', '/divisions', { json: { name: 'Dhaka' } })).status).toBe(409);
    const sylhet = idOf(await api('POST', '/divisions', { json: { name: 'Sylhet' } }));
    expect(rows(await api('GET', '/divisions')).map((row) => at(row, 'name'))).toEqual(['Dhaka', 'Sylhet']);
    expect((await api('GET', `/divisions/${divisionId}`)).status).toBe(200);
    expect(
      (await api('PATCH', `/divisions/${sylhet}`, { json: { name: 'Sylhet Division' } })).body,
    ).toMatchObject({ name: 'Sylhet Division' });
    expect((await api('PATCH', `/divisions/${sylhet}`, { json: { name: 'Dhaka' } })).status).toBe(409);
    expect((await api('PATCH', '/divisions/99999', { json: { name: 'x' } })).status).toBe(404);

    const district = await api('POST', '/districts', { json: { name: 'Gazipur', division: divisionId } });
    expect(district.body).toMatchObject({ division: { _id: divisionId, name: 'Dhaka' } });
    const districtId = idOf(district);
    expect(
      (await api('POST', '/districts', { json: { name: 'Gazipur', division: divisionId } })).status,
    ).toBe(409);
    expect((await api('POST', '/districts', { json: { name: 'Gazipur', division: sylhet } })).status).toBe(
      201,
    );
    expect((await api('POST', '/districts', { json: { name: 'X', division: '99999' } })).status).toBe(404);
    expect(rows(await api('GET', `/districts?division=${divisionId}`))).toHaveLength(1);
    expect(rows(await api('GET', '/districts'))).toHaveLength(2);
    expect((await api('GET', `/districts/${districtId}`)).status).toBe(200);
    expect((await api('PATCH', `/districts/${districtId}`, { json: { division: '99999' } })).status).toBe(
      404,
    );
    expect((await api('PATCH', '/districts/99999', { json: { name: 'x' } })).status).toBe(404);
    expect(
      (await api('PATCH', `/districts/${districtId}`, { json: { name: 'Gazipur Sadar' } })).body,
    ).toMatchObject({ name: 'Gazipur Sadar' });

    const area = await api('POST', '/areas', { json: { name: 'Tongi', district: districtId } });
    expect(area.body).toMatchObject({ district: { _id: districtId, name: 'Gazipur Sadar' } });
    const areaId = idOf(area);
    expect((await api('POST', '/areas', { json: { name: 'Tongi', district: districtId } })).status).toBe(409);
    expect((await api('POST', '/areas', { json: { name: 'X', district: '99999' } })).status).toBe(404);
    expect(rows(await api('GET', `/areas?district=${districtId}`))).toHaveLength(1);
    expect(rows(await api('GET', '/areas'))).toHaveLength(1);
    expect((await api('GET', `/areas/${areaId}`)).status).toBe(200);
    expect((await api('PATCH', `/areas/${areaId}`, { json: { name: 'Tongi Bazar' } })).body).toMatchObject({
      name: 'Tongi Bazar',
    });
    expect((await api('PATCH', `/areas/${areaId}`, { json: { district: '99999' } })).status).toBe(404);
    expect((await api('PATCH', '/areas/99999', { json: { name: 'x' } })).status).toBe(404);

    // Parents with children, and areas with addresses, are not deleted.
    expect((await api('DELETE', `/divisions/${divisionId}`)).status).toBe(409);
    expect((await api('DELETE', `/districts/${districtId}`)).status).toBe(409);
    const [customer] = await server.database.db
      .insert(customers)
      .values({ name: 'Rahim', email: 'rahim@example.com', mobile: '+8801711111111' })
      .returning();
    if (customer === undefined) throw new Error('no customer');
    await server.database.db.insert(addresses).values({
      customerId: customer.id,
      name: 'Home',
      type: 'Home',
      areaId: BigInt(areaId),
      fullAddress: 'Road 1',
      zipCode: '1710',
    });
    const refused = await api('DELETE', `/areas/${areaId}`);
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining('addresses') } });
    await server.database.db.delete(customers);
    expect((await api('DELETE', `/areas/${areaId}`)).status).toBe(204);
    expect((await api('DELETE', `/districts/${districtId}`)).status).toBe(204);
  });
});
