import type { operations } from './generated/api.js';
import type { employeeLevelValues } from './generated/contract.js';
import { restrictedOperations } from './generated/roles.js';

/** A role an employee can have (`EmployeeLevel`). */
type Level = (typeof employeeLevelValues)[number];

function isRestricted(operationId: string): operationId is keyof typeof restrictedOperations {
  return Object.hasOwn(restrictedOperations, operationId);
}

/**
 * Whether an employee of `level` may call `operationId` (the document's `x-roles`; the server answers 403 otherwise).
 * An operation every role may call, or that needs no sign-in, is open to anyone.
 */
export function mayCall(operationId: keyof operations, level: Level): boolean {
  if (!isRestricted(operationId)) return true;
  const roles: readonly Level[] = restrictedOperations[operationId];
  return roles.includes(level);
}
