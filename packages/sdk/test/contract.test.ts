import { describe, expect, it } from 'vitest';
import { listItemsQuery, orderStatusValues, staleReads } from '../src/index.js';
import { DeliveryFeeCreateSchema } from '../src/schemas.js';

describe('the document facts', () => {
  it('carry the enumerations, defaults and limits of the document', () => {
    expect(orderStatusValues).toEqual(['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled']);
    expect(listItemsQuery.sort.default).toBe('name');
    expect(listItemsQuery.pageSize).toEqual({ default: 50, minimum: 1, maximum: 500 });
    expect(listItemsQuery.q.maxLength).toBe(200);
  });
});

describe('staleReads', () => {
  it('makes a write stale the reads of what it changes', () => {
    expect(staleReads.updateCollection).toEqual(
      expect.arrayContaining(['listCollections', 'getCollection', 'listCollectionOptions']),
    );
    // Every write is in the change log: the Activity screen and each record's history are stale after it.
    expect(staleReads.createVat).toEqual(['listChanges', 'listEntityChanges', 'listVats', 'getVat']);
    // A sign-in opens a session: the list of where one is signed in is stale too.
    expect(staleReads.loginEmployee).toEqual(['listMySessions', 'listChanges', 'listEntityChanges']);
  });

  it('follows the cascades of a delete and the names a rename shows elsewhere', () => {
    // An item goes with its featured entry, assets, links, collection entries and wishlist entries.
    expect(staleReads.deleteItem).toEqual(
      expect.arrayContaining([
        'listFeaturedItems',
        'listItemAssets',
        'listWishlists',
        'listCustomerWishlists',
        'listItemCollections',
        'listItemCategories',
        'listItemSubcategories',
      ]),
    );
    // A category's name shows in its subcategories, items and featured entry.
    expect(staleReads.updateCategory).toEqual(
      expect.arrayContaining([
        'listSubcategories',
        'listSubcategoriesByCategory',
        'listItems',
        'listFeaturedCategories',
      ]),
    );
    // A collection's name shows in the navigation; its entries go with it.
    expect(staleReads.updateCollection).toContain('listNavCollections');
    expect(staleReads.deleteCollection).toEqual(
      expect.arrayContaining(['listNavCollections', 'listItemCollections']),
    );
    // A move changes both status lists, the customer's orders and the counts.
    expect(staleReads.cancelOrder).toEqual(
      expect.arrayContaining([
        'listOrdersByStatus',
        'listCustomerOrders',
        'getOrder',
        'getOrderCountsByStatus',
      ]),
    );
    expect(staleReads.cancelOrder).not.toContain('listItems');
  });
});

describe('money in requests', () => {
  it('accepts ordinary amounts a naive multipleOf refuses, and refuses a third decimal', () => {
    expect(DeliveryFeeCreateSchema.safeParse({ name: 'Home', amount: 1189.11 }).success).toBe(true);
    expect(DeliveryFeeCreateSchema.safeParse({ name: 'Home', amount: 0.07 }).success).toBe(true);
    expect(DeliveryFeeCreateSchema.safeParse({ name: 'Home', amount: 10.123 }).success).toBe(false);
  });
});

describe('the version', () => {
  it('is the document’s, with a changelog entry', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    const sdk = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    const document = parse(
      await readFile(new URL('../../api-spec/src/openapi.yaml', import.meta.url), 'utf8'),
    );
    expect(sdk.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(sdk.version).toBe(document.info.version);
    expect(await readFile(new URL('../CHANGELOG.md', import.meta.url), 'utf8')).toContain(
      `\n## ${sdk.version}\n`,
    );
  });
});
