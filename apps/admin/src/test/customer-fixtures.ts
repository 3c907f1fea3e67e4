import type { Schema } from '@shop/sdk';

// Typed test data for the customer screens.

/** A customer record. */
export function aCustomer(overrides: Partial<Schema<'Customer'>> = {}): Schema<'Customer'> {
  return {
    _id: '5',
    version: 1,
    name: 'Karim Ahmed',
    email: 'karim@mail.test',
    mobile: '+8801711000000',
    dp: 'customers/karim.webp',
    ...overrides,
  };
}

/** One of a customer's addresses. */
export function anAddress(overrides: Partial<Schema<'Address'>> = {}): Schema<'Address'> {
  return {
    _id: '30',
    version: 1,
    customer: { _id: '5', name: 'Karim Ahmed' },
    name: 'Home',
    type: 'Home',
    area: { _id: '3', name: 'Dhanmondi' },
    fullAddress: 'House 7, Road 4, Dhanmondi, Dhaka',
    zipCode: '1205',
    ...overrides,
  };
}

/** A wishlist entry. */
export function aWishlist(overrides: Partial<Schema<'Wishlist'>> = {}): Schema<'Wishlist'> {
  return {
    _id: '60',
    version: 1,
    customer: { _id: '5', name: 'Karim Ahmed' },
    item: { _id: '8', name: 'Cotton Panjabi' },
    name: 'Eid gifts',
    ...overrides,
  };
}
