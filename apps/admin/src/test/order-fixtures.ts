import type { Schema } from '@shop/sdk';

// Typed test data for the order screens.

/** An order record; processing unless told otherwise. */
export function anOrder(overrides: Partial<Schema<'Order'>> = {}): Schema<'Order'> {
  return {
    _id: '12',
    version: 1,
    customer: { _id: '5', name: 'Karim Ahmed' },
    orderStatus: 'processing',
    source: 'storefront',
    address: { _id: '30', name: 'Home' },
    areaString: 'Dhanmondi',
    fullAddressString: 'House 7, Road 4, Dhanmondi, Dhaka',
    subtotal: 123456.5,
    discount: 1234.5,
    deliveryFee: 60,
    total: 122282,
    vat: 18342.3,
    grandTotal: 140624.3,
    notes: 'Ring the bell twice',
    createdAt: '2026-03-05T08:30:00.000Z',
    ...overrides,
  };
}

/** A line of an order. */
export function anOrderItem(overrides: Partial<Schema<'OrderItem'>> = {}): Schema<'OrderItem'> {
  return {
    _id: '40',
    version: 1,
    item: { _id: '8', name: 'Cotton Panjabi' },
    quantity: 2,
    unitPrice: 1450,
    total: 2900,
    ...overrides,
  };
}

/** The dashboard's figures: a quiet 7 days unless told otherwise. */
export function aDashboard(overrides: Partial<Schema<'Dashboard'>> = {}): Schema<'Dashboard'> {
  const days = [
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
  ];
  return {
    period: '7d',
    timeZone: 'Asia/Dhaka',
    from: '2026-11-18',
    to: '2026-11-24',
    orders: 0,
    revenue: 0,
    averageOrderValue: 0,
    canceledShare: 0,
    days: days.map((day) => ({ day, orders: 0, canceled: 0, revenue: 0 })),
    topItems: [],
    waiting: [
      { status: 'processing', count: 0, oldestCreatedAt: null },
      { status: 'toBeDelivered', count: 0, oldestCreatedAt: null },
    ],
    ...overrides,
  };
}

/** What printOrders answers for `ids`: each order with its customer, address and one line. */
export function aPrintout(
  ids: readonly string[],
  document: Schema<'OrderDocument'> = 'packingSlip',
): Schema<'OrderPrintout'> {
  return {
    document,
    shop: { name: 'Nakshi Kantha House', logo: null },
    orders: ids.map((id) => ({
      order: anOrder({ _id: id }),
      customer: { _id: '5', name: 'Karim Ahmed', mobile: '01711000000', email: 'karim@example.com' },
      address: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi', fullAddress: 'House 7, Road 4' },
      lines: [{ item: { _id: '8', name: 'Cotton Panjabi' }, quantity: 2, unitPrice: 1450, total: 2900 }],
    })),
    missing: [],
  };
}
