import { orderStatusValues, type Schema } from '@shop/sdk';

// Typed test data: each builder returns a valid record of the API and takes the fields a test cares about.

/** An employee record (as lists and getCurrentEmployee return it): an active owner unless told otherwise. */
export function anEmployee(overrides: Partial<Schema<'Employee'>> = {}): Schema<'Employee'> {
  return {
    _id: '7',
    version: 1,
    name: 'Rahim Uddin',
    email: 'rahim@shop.test',
    dp: 'employees/rahim.webp',
    level: 'owner',
    active: true,
    ...overrides,
  };
}

/**
 * A signed-in employee as login and register return it to the admin (no token: the session is the server's cookie):
 * pass it as `renderApp({ user })`. The shop's owner unless told otherwise (`anEmployeeSession({ level: 'employee' })`
 * for a member of staff without the owner's rights).
 */
export function anEmployeeSession(overrides: Partial<Schema<'Employee'>> = {}): Schema<'Employee'> {
  return anEmployee(overrides);
}

/** A session of the signed-in employee as `listMySessions` lists it: this browser unless told otherwise. */
export function aSignedInSession(
  overrides: Partial<Schema<'SignedInSession'>> = {},
): Schema<'SignedInSession'> {
  return {
    _id: '31',
    browser: 'Chrome on Windows',
    address: '203.0.113.7',
    createdAt: '2026-11-20T04:00:00.000Z',
    lastUsedAt: '2026-11-24T06:30:00.000Z',
    current: true,
    ...overrides,
  };
}

/** An app setting; the first one's image is the shop logo. */
export function anAppSetting(overrides: Partial<Schema<'AppSetting'>> = {}): Schema<'AppSetting'> {
  return {
    _id: '1',
    version: 1,
    name: 'Logo',
    isCategoryFeatured: false,
    image: 'settings/logo.png',
    ...overrides,
  };
}

/** The shop policy, as a new shop has it (employees may not export personal data) unless told otherwise. */
export function aShopPolicy(overrides: Partial<Schema<'ShopPolicy'>> = {}): Schema<'ShopPolicy'> {
  return { _id: '1', version: 1, employeesMayExport: false, ...overrides };
}

/** A count for every order status, in workflow order (the document's); zero unless given. */
export function orderCounts(
  counts: Partial<Record<Schema<'OrderStatus'>, number>> = {},
): Schema<'OrderStatusCount'>[] {
  return orderStatusValues.map((status) => ({ status, count: counts[status] ?? 0 }));
}

/** A list answer (`{ data, total }`); total defaults to the number of rows. */
export function listOf<Row>(data: Row[], total = data.length): { data: Row[]; total: number } {
  return { data, total };
}
