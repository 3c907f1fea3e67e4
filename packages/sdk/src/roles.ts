import type { components, operations } from './generated/api.js';
import type { employeeLevelValues } from './generated/contract.js';
import { restrictedHistories, restrictedOperations, rolePolicies } from './generated/roles.js';

/** A role an employee can have (`EmployeeLevel`). */
type Level = (typeof employeeLevelValues)[number];

/** The shop policy's switches, as `getShopPolicy` answers them. */
type ShopPolicy = components['schemas']['ShopPolicy'];

/** A switch of the shop policy (a boolean of `ShopPolicy`) that lets a role call an operation (`x-role-policies`). */
export type PolicySwitch = {
  [K in keyof ShopPolicy]: ShopPolicy[K] extends boolean ? K : never;
}[keyof ShopPolicy];

function isRestricted(operationId: string): operationId is keyof typeof restrictedOperations {
  return Object.hasOwn(restrictedOperations, operationId);
}

function isPolicyBound(operationId: string): operationId is keyof typeof rolePolicies {
  return Object.hasOwn(rolePolicies, operationId);
}

/**
 * The switch of the shop policy that must be on for an employee of `level` to call `operationId` (the document's
 * `x-role-policies`), or undefined when the role needs none.
 */
export function policySwitchOf(operationId: keyof operations, level: Level): PolicySwitch | undefined {
  if (!isPolicyBound(operationId)) return undefined;
  const switches: { readonly [L in Level]?: PolicySwitch } = rolePolicies[operationId];
  return switches[level];
}

/**
 * Whether an employee of `level` may call `operationId` (the document's `x-roles`; the server answers 403 otherwise).
 * An operation every role may call, or that needs no sign-in, is open to anyone. Where the role also needs a switch
 * of the shop policy (`x-role-policies`), `policy` says whether it is on; without it the answer is no.
 */
export function mayCall(operationId: keyof operations, level: Level, policy?: ShopPolicy): boolean {
  if (isRestricted(operationId)) {
    const roles: readonly Level[] = restrictedOperations[operationId];
    if (!roles.includes(level)) return false;
  }
  const needs = policySwitchOf(operationId, level);
  return needs === undefined || policy?.[needs] === true;
}

function isRestrictedHistory(entityType: string): entityType is keyof typeof restrictedHistories {
  return Object.hasOwn(restrictedHistories, entityType);
}

/**
 * Whether an employee of `level` may read the history of a record of `entityType` (`listEntityChanges`): the roles
 * that may read such records may read their history; the server answers 403 to others.
 */
export function mayReadHistory(entityType: string, level: Level): boolean {
  if (!isRestrictedHistory(entityType)) return true;
  const roles: readonly Level[] = restrictedHistories[entityType];
  return roles.includes(level);
}
