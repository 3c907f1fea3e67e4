import type { Schema } from '@shop/sdk';

// Typed catalogue and storefront records for the list screens' tests; each takes the fields a test cares about.

/** A `{ _id, name }` reference. */
export function aRef(_id: string, name: string): Schema<'Ref'> {
  return { _id, name };
}

export function aCollection(overrides: Partial<Schema<'Collection'>> = {}): Schema<'Collection'> {
  return { _id: '3', version: 1, name: 'Summer', description: 'Light clothes', ...overrides };
}

export function aCollectionItem(overrides: Partial<Schema<'ItemCollection'>> = {}): Schema<'ItemCollection'> {
  return {
    _id: '31',
    version: 1,
    collection: aRef('3', 'Summer'),
    item: aRef('8', 'Linen Shirt'),
    name: 'Linen Shirt',
    description: 'Breathes in the heat',
    ...overrides,
  };
}

export function aNavCollection(overrides: Partial<Schema<'NavCollection'>> = {}): Schema<'NavCollection'> {
  return { _id: '41', version: 1, collectionID: aRef('3', 'Summer'), precedence: 2, ...overrides };
}

export function aCategory(overrides: Partial<Schema<'Category'>> = {}): Schema<'Category'> {
  return {
    _id: '2',
    version: 1,
    name: 'Shirts',
    description: 'Every shirt',
    image: 'categories/shirts.webp',
    ...overrides,
  };
}

export function aFeaturedCategory(
  overrides: Partial<Schema<'FeaturedCategory'>> = {},
): Schema<'FeaturedCategory'> {
  return { _id: '51', version: 1, category: aRef('2', 'Shirts'), precedence: 1, ...overrides };
}

export function aSubcategory(overrides: Partial<Schema<'Subcategory'>> = {}): Schema<'Subcategory'> {
  return {
    _id: '21',
    version: 1,
    category: aRef('2', 'Shirts'),
    name: 'Linen',
    description: 'Linen shirts',
    precedence: 1,
    ...overrides,
  };
}

export function anItem(overrides: Partial<Schema<'Item'>> = {}): Schema<'Item'> {
  return {
    _id: '8',
    version: 1,
    name: 'Linen Shirt',
    description: 'Breathes in the heat',
    price: 123456.5,
    isAvailable: true,
    isVisible: true,
    image: 'items/linen.webp',
    categoryOrSubcategory: 'category',
    category: aRef('2', 'Shirts'),
    subcategory: null,
    ...overrides,
  };
}

export function anItemAsset(overrides: Partial<Schema<'ItemAsset'>> = {}): Schema<'ItemAsset'> {
  return {
    _id: '61',
    version: 1,
    item: aRef('8', 'Linen Shirt'),
    image: 'assets/linen-1.webp',
    precedence: 1,
    ...overrides,
  };
}

export function aFeaturedItem(overrides: Partial<Schema<'FeaturedItem'>> = {}): Schema<'FeaturedItem'> {
  return { _id: '71', version: 1, item: aRef('8', 'Linen Shirt'), precedence: 3, ...overrides };
}

export function aWishlist(overrides: Partial<Schema<'Wishlist'>> = {}): Schema<'Wishlist'> {
  return {
    _id: '81',
    version: 1,
    customer: aRef('5', 'Karim Ahmed'),
    item: aRef('8', 'Linen Shirt'),
    name: 'For Eid',
    ...overrides,
  };
}

export function aHeroSlider(overrides: Partial<Schema<'HeroSlider'>> = {}): Schema<'HeroSlider'> {
  return {
    _id: '91',
    version: 1,
    link: 'https://shop.test/eid',
    image: 'sliders/eid-desktop.webp',
    image1: 'sliders/eid-mobile.webp',
    precedence: 1,
    ...overrides,
  };
}

export function aTestimonial(overrides: Partial<Schema<'Testimonial'>> = {}): Schema<'Testimonial'> {
  return {
    _id: '101',
    version: 1,
    name: 'Nusrat Jahan',
    designation: 'Teacher',
    testimonial: 'Fast delivery.',
    precedence: 1,
    image: 'testimonials/nusrat.webp',
    ...overrides,
  };
}

export function aSocialLink(overrides: Partial<Schema<'SocialLink'>> = {}): Schema<'SocialLink'> {
  return {
    _id: '111',
    version: 1,
    name: 'Facebook',
    link: 'https://facebook.com/shop',
    isVisible: true,
    ...overrides,
  };
}

/** An image file as a person would choose it. */
export function anImageFile(name = 'photo.png'): File {
  return new File(['image bytes'], name, { type: 'image/png' });
}
