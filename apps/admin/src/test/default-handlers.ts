import { anAppSetting, listOf, orderCounts } from './fixtures';
import { http } from './http';

/**
 * What every signed-in screen may call, answered with harmless data: the shell's logo (app settings) and the
 * home page's order counts. A test replaces any of them with `server.use(...)`; every other call must be mocked
 * by the test itself (unhandled requests fail).
 */
export function defaultHandlers() {
  return [
    http.get('/appSettings', ({ response }) => response(200).json(listOf([anAppSetting()]))),
    http.get('/customers/orders/getOrderCountsByStatus', ({ response }) => response(200).json(orderCounts())),
  ];
}
