import { describe, expect, it } from 'vitest';
import {
  apiScopeValues,
  ifMatch,
  mayCall,
  mayReadHistory,
  mediaSrcSet,
  mediaUrl,
  operationRoles,
  operationScopes,
  policySwitchOf,
  restrictedHistories,
  restrictedOperations,
  staleReads,
} from '../src/index.js';
import { CollectionCreateSchema, ItemCreateSchema, RateCreateSchema } from '../src/schemas.js';

describe('ifMatch', () => {
  it("sends the version a record was read at, as the server's ETag says it", () => {
    expect(ifMatch({ version: 12 })).toEqual({ 'If-Match': '"12"' });
  });
});

describe('operationScopes', () => {
  it("answers every operation's x-scopes, each an ApiScope; staff, passwords and tokens need what no token has", () => {
    expect(operationScopes.listOrdersByStatus).toEqual(['orders:read']);
    expect(operationScopes.cancelOrder).toEqual(['orders:write']);
    for (const id of [
      'createInvite',
      'changeEmployeePassword',
      'createApiToken',
      'revokeApiToken',
      'listApiTokens',
    ] as const) {
      expect(operationScopes[id]).toEqual([]);
    }
    for (const scopes of Object.values(operationScopes)) {
      for (const scope of scopes) expect(apiScopeValues).toContain(scope);
    }
    expect(Object.keys(operationScopes)).toEqual(expect.arrayContaining(Object.keys(operationRoles)));
  });
});

describe('mayCall', () => {
  it("answers the document's x-roles: owners everything, employees all but the owner's work", () => {
    expect(mayCall('createVat', 'owner')).toBe(true);
    expect(mayCall('createVat', 'employee')).toBe(false);
    expect(mayCall('listVats', 'employee')).toBe(true);
    expect(mayCall('cancelOrder', 'employee')).toBe(true);
    expect(mayCall('deactivateEmployee', 'employee')).toBe(false);
    for (const roles of Object.values(operationRoles)) expect(roles).toContain('owner');
    expect(Object.keys(operationRoles)).not.toContain('loginEmployee');
    expect(mayCall('loginEmployee', 'employee')).toBe(true);
    for (const [operationId, roles] of Object.entries(operationRoles)) {
      const restricted = Object.entries(restrictedOperations).find(([id]) => id === operationId)?.[1];
      expect(restricted ?? ['owner', 'employee']).toEqual(roles);
    }
  });

  it("needs the shop policy's switch where x-role-policies names one for the role", () => {
    const off = { _id: '1', version: 1, employeesMayExport: false };
    const on = { ...off, employeesMayExport: true };
    expect(policySwitchOf('exportCustomers', 'employee')).toBe('employeesMayExport');
    expect(policySwitchOf('exportCustomers', 'owner')).toBeUndefined();
    expect(policySwitchOf('exportItems', 'employee')).toBeUndefined();
    expect(mayCall('exportCustomers', 'owner')).toBe(true);
    expect(mayCall('exportCustomers', 'employee')).toBe(false);
    expect(mayCall('exportCustomers', 'employee', off)).toBe(false);
    expect(mayCall('exportCustomers', 'employee', on)).toBe(true);
    expect(mayCall('exportOrdersByStatus', 'employee', on)).toBe(true);
    expect(mayCall('exportOrderLinesByStatus', 'employee')).toBe(true);
    expect(mayCall('updateShopPolicy', 'employee', on)).toBe(false);
  });
});

describe('mayReadHistory', () => {
  it("lets a role read the history of the records it may read: invites are the owners'", () => {
    expect(restrictedHistories).toEqual({
      Invite: ['owner'],
      ApiToken: ['owner'],
      WebhookEndpoint: ['owner'],
    });
    expect(mayReadHistory('Invite', 'owner')).toBe(true);
    expect(mayReadHistory('Invite', 'employee')).toBe(false);
    expect(mayReadHistory('Employee', 'employee')).toBe(true);
    expect(mayReadHistory('Order', 'employee')).toBe(true);
    expect(mayReadHistory('ShopPolicy', 'employee')).toBe(true);
    expect(mayReadHistory('WebhookEndpoint', 'employee')).toBe(false);
  });
});

describe('staleReads of the logged reads', () => {
  it('counts an export as a write of the change log only', () => {
    for (const id of [
      'exportCustomers',
      'exportOrdersByStatus',
      'exportOrderLinesByStatus',
      'exportItems',
    ] as const)
      expect(staleReads[id]).toEqual(['listChanges', 'listEntityChanges']);
    expect(Object.keys(staleReads)).not.toContain('listCustomers');
  });
});

describe('mediaSrcSet', () => {
  it('lists the WebP copies of a stored image by width, on the media base', () => {
    const stored = 'items/0123456789abcdef0123456789abcdef.jpg';
    expect(mediaSrcSet(stored)).toBe(
      '/media/items/0123456789abcdef0123456789abcdef-96.webp 96w, /media/items/0123456789abcdef0123456789abcdef-480.webp 480w',
    );
    expect(mediaSrcSet(stored, 'https://cdn.example.com/shop/')).toMatch(
      /^https:\/\/cdn\.example\.com\/shop\/items\/0123456789abcdef0123456789abcdef-96\.webp 96w, /,
    );
  });

  it('has none for what the server did not store', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://x.test/a.jpg',
      'public/old-photo.jpg',
      'items/a.jpg',
    ]) {
      expect(mediaSrcSet(value)).toBeUndefined();
    }
  });
});

describe('mediaUrl', () => {
  it('prefixes the media base to a stored relative path', () => {
    expect(mediaUrl('items/a.webp')).toBe('/media/items/a.webp');
    expect(mediaUrl('items/a.webp', 'https://cdn.example.com/shop/')).toBe(
      'https://cdn.example.com/shop/items/a.webp',
    );
    expect(mediaUrl('items/a.webp', '/media')).toBe('/media/items/a.webp');
  });

  it('accepts legacy public/ and leading-slash values and passes absolute URLs through', () => {
    expect(mediaUrl('public/uploads/x.png')).toBe('/media/uploads/x.png');
    expect(mediaUrl('/uploads/x.png')).toBe('/media/uploads/x.png');
    expect(mediaUrl('https://img.example.com/x.png')).toBe('https://img.example.com/x.png');
    expect(mediaUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('returns undefined when there is no image', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
  });
});

describe('form schemas', () => {
  it('reject blank names and accept valid input', () => {
    expect(CollectionCreateSchema.safeParse({ name: '  ', description: '' }).success).toBe(false);
    expect(CollectionCreateSchema.safeParse({ name: 'Eid', description: '' }).success).toBe(true);
  });

  it('carry the document limits: percentages, two decimals, enums', () => {
    expect(RateCreateSchema.safeParse({ amount: 101 }).success).toBe(false);
    expect(RateCreateSchema.safeParse({ amount: 7.5, isApplicable: true }).success).toBe(true);
    expect(ItemCreateSchema.safeParse({ name: 'Tea', categoryOrSubcategory: 'both' }).success).toBe(false);
    const result = ItemCreateSchema.safeParse({
      name: 'Tea',
      categoryOrSubcategory: 'category',
      price: 10.123,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At most two decimals');
  });
});
