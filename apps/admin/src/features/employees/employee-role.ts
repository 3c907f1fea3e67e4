import type { Schema } from '@shop/sdk';

type Level = Schema<'EmployeeLevel'>;

/** How a role reads on screen: "Owner", "Employee". */
export function roleName(level: Level): string {
  return level === 'owner' ? 'Owner' : 'Employee';
}

/** The other role, which "Change role" gives. */
export function otherRole(level: Level): Level {
  return level === 'owner' ? 'employee' : 'owner';
}
