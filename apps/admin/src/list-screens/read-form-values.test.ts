import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';
import { describe, expect, it } from 'vitest';
import { checkMessages, emptiedFields, readFormValues } from './read-form-values';
import type { FormFieldDef } from './resource-fields';

type Body = Schema<'ItemCreate'>;

const fields: FormFieldDef<Body>[] = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'textarea', name: 'description', label: msg`Description`, optional: true },
  { kind: 'number', name: 'price', label: msg`Price` },
  { kind: 'toggle', name: 'isVisible', label: msg`Is Visible` },
  { kind: 'select', name: 'category', label: msg`Category`, options: [] },
  { kind: 'image', name: 'image', label: msg`Image` },
  { kind: 'parent', name: 'subcategory' },
];

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe('readFormValues', () => {
  it('turns what a form holds into body values: numbers, booleans, the chosen image and the parent', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const values = readFormValues(
      fields,
      formData({ name: 'Shirt', description: 'Soft', price: '12.5', isVisible: 'true', category: '2' }),
      new Map([['image', image]]),
      '21',
    );
    expect(values).toEqual({
      name: 'Shirt',
      description: 'Soft',
      price: 12.5,
      isVisible: true,
      category: '2',
      image,
      subcategory: '21',
    });
  });

  it('leaves out blank optional texts, blank numbers, unchosen selects and images', () => {
    const values = readFormValues(
      fields,
      formData({ name: '', description: '  ', price: '', isVisible: 'false', category: '' }),
      new Map(),
      undefined,
    );
    expect(values).toEqual({ name: '', isVisible: false });
  });
});

describe('numbers as people write them', () => {
  const price = (text: string) =>
    readFormValues(fields, formData({ price: text }), new Map(), undefined).price;

  it('reads digits, Bangla digits, a decimal point and grouping commas', () => {
    expect(price('1250.50')).toBe(1250.5);
    expect(price('১২৫.৫০')).toBe(125.5);
    expect(price(' 1,23,456.5 ')).toBe(123456.5);
    expect(price('.5')).toBe(0.5);
  });

  it('reads any other text as no number (NaN, which the schema refuses), never as empty or as 100000', () => {
    for (const text of ['abc', '1e5', '0x10', '12abc', '1.2.3', 'Infinity', '৳500'])
      expect(price(text), text).toBeNaN();
  });
});

describe('emptiedFields', () => {
  it("names the numbers and choices an update's person emptied that the record has, not the rest", () => {
    const read = readFormValues(
      fields,
      formData({ name: '', description: '', price: '', isVisible: 'false', category: '' }),
      new Map(),
      undefined,
    );
    expect(
      emptiedFields(fields, read, {
        name: 'Shirt',
        description: 'Soft',
        price: 12.5,
        category: '2',
        image: 'a.png',
      }),
    ).toEqual(['price', 'category']);
    expect(emptiedFields(fields, read, { price: null, category: '' })).toEqual([]);
    // A create starts from nothing: the schema says what is required.
    expect(emptiedFields(fields, read, undefined)).toEqual([]);
  });
});

describe('checkMessages', () => {
  it('keeps the first message per field, and says "Required" for a field left empty', () => {
    const issues = [
      { path: ['name'], message: 'At most 200 characters' },
      { path: ['name'], message: 'Another' },
      { path: ['category'], message: 'Invalid input: expected string, received undefined' },
    ];
    expect(
      checkMessages(issues, { name: 'x'.repeat(201) }, setupI18n({ locale: 'en', messages: { en: {} } })),
    ).toEqual({
      name: 'At most 200 characters',
      category: 'Required',
    });
  });
});
