import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiScopeValues, type Schema } from '@shop/sdk';

type ApiScope = Schema<'ApiScope'>;

/** The part of the shop a scope opens: `orders` of `orders:read`. */
export type ApiScopeArea = ApiScope extends `${infer Area}:${string}` ? Area : never;

/** What each scope lets a token do, in words: "Read orders". */
export const apiScopeNames: Readonly<Record<ApiScope, MessageDescriptor>> = {
  'orders:read': msg`Read orders`,
  'orders:write': msg`Write orders`,
  'catalogue:read': msg`Read the catalogue`,
  'catalogue:write': msg`Write the catalogue`,
  'customers:read': msg`Read customers`,
  'customers:write': msg`Write customers`,
  'settings:read': msg`Read settings`,
  'settings:write': msg`Write settings`,
  'changes:read': msg`Read the change log`,
  'backups:read': msg`Download backups`,
  'events:read': msg`Follow the live event stream`,
};

/** Each part of the shop a scope opens, in words: "Orders". */
export const apiScopeAreaNames: Readonly<Record<ApiScopeArea, MessageDescriptor>> = {
  orders: msg`Orders`,
  catalogue: msg`Catalogue`,
  customers: msg`Customers`,
  settings: msg`Settings`,
  changes: msg`Change log`,
  backups: msg`Backups`,
  events: msg`Events`,
};

/** The document's scopes by the part of the shop they open (each area's read before its write). */
export function apiScopesByArea(): ReadonlyArray<{ area: ApiScopeArea; scopes: readonly ApiScope[] }> {
  return Object.keys(apiScopeAreaNames)
    .filter(isArea)
    .map((area) => ({ area, scopes: apiScopeValues.filter((scope) => scope.startsWith(`${area}:`)) }));
}

function isArea(name: string): name is ApiScopeArea {
  return Object.hasOwn(apiScopeAreaNames, name);
}
