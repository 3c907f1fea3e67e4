import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { addressHandlers } from './addresses.js';
import { authHandlers } from './auth.js';
import { categoryHandlers } from './categories.js';
import { chargeHandlers } from './charges.js';
import { collectionHandlers } from './collections.js';
import { customerHandlers } from './customers.js';
import { employeeHandlers } from './employees.js';
import { itemHandlers } from './items.js';
import { orderHandlers } from './orders.js';
import { storefrontHandlers } from './storefront.js';

/** Every operation's handler; the `Handlers` type makes a missing one a compile error. */
export function createHandlers(deps: AppDeps): Handlers {
  return {
    ...authHandlers(deps),
    ...employeeHandlers(deps),
    ...orderHandlers(deps),
    ...customerHandlers(deps),
    ...collectionHandlers(deps),
    ...categoryHandlers(deps),
    ...itemHandlers(deps),
    ...storefrontHandlers(deps),
    ...chargeHandlers(deps),
    ...addressHandlers(deps),
  };
}
