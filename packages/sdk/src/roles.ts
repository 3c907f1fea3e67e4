import type { operations } from './generated/api.js';
import type { employeeLevelValues } from './generated/contract.js';
import { operationRoles, type ProtectedOperationId } from './generated/roles.js';

/** A role an employee can have (`EmployeeLevel`). */
type Level = (typeof employeeLevelValues)[number];

function isProtected(operationId: string): operationId is ProtectedOperationId {
  return Object.hasOwn(operationRoles, operationId);
}

/**
 * Whether an employee of `level` may call `operationId` (the document's `x-roles`; the server answers 403 otherwise).
 * An operation that needs no sign-in is open to anyone.
 */
export function mayCall(operationId: keyof operations, level: Level): boolean {
  if (!isProtected(operationId)) return true;
  const roles: readonly Level[] = operationRoles[operationId];
  return roles.includes(level);
}
