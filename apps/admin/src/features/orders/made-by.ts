import type { ShopEvent } from '@shop/sdk';

/** Whether the person signed in (`employeeId`) made the change in a session of theirs, not a tool with their token. */
export function madeBy(event: ShopEvent, employeeId: string | undefined): boolean {
  return event.apiToken === null && event.employee !== null && event.employee._id === employeeId;
}
