import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '@shop/sdk';

type Level = Schema<'EmployeeLevel'>;

/** How a role reads on screen: "Owner", "Employee" (translate with `i18n._`). */
export function roleName(level: Level): MessageDescriptor {
  return level === 'owner' ? msg`Owner` : msg`Employee`;
}

/** The other role, which "Change role" gives. */
export function otherRole(level: Level): Level {
  return level === 'owner' ? 'employee' : 'owner';
}
