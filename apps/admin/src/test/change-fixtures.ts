import type { Schema } from '@shop/sdk';

// Typed entries of the change log for the Activity screen, the History tabs and the order timeline.

/** An entry of the change log: Rahim Uddin (an owner) raising an item's price, unless told otherwise. */
export function aChange(overrides: Partial<Schema<'Change'>> = {}): Schema<'Change'> {
  return {
    _id: '900',
    at: '2026-03-06T09:15:00.000Z',
    employee: { _id: '7', name: 'Rahim Uddin' },
    role: 'owner',
    apiToken: null,
    operation: 'updateItem',
    entityType: 'Item',
    entityId: '8',
    label: 'Item Linen Shirt',
    fields: [{ field: 'price', from: 1200, to: 1350 }],
    note: null,
    clientAddress: '203.0.113.7',
    ...overrides,
  };
}

/** A page of the change log (`ChangeList`); total defaults to the number of entries. */
export function changeListOf(
  data: Schema<'Change'>[],
  total = data.length,
  totalIsExact = true,
): Schema<'ChangeList'> {
  return { data, total, totalIsExact };
}
