import type { employeeLevelValues } from './generated/contract.js';
import { operationRoles, type ProtectedOperationId } from './generated/roles.js';

/** A role an employee can have (`EmployeeLevel`). */
type Level = (typeof employeeLevelValues)[number];

/** Whether an employee of `level` may call `operationId` (the document's `x-roles`); the server answers 403 otherwise. */
export function mayCall(operationId: ProtectedOperationId, level: Level): boolean {
  const roles: readonly Level[] = operationRoles[operationId];
  return roles.includes(level);
}
