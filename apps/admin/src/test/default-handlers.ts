import { anAppSetting, anEmployee, listOf, orderCounts } from './fixtures';
import { http } from './http';

/**
 * What any signed-in screen may call, answered with harmless data: the shell's logo (app settings), the home page's
 * order counts, and the signed-in employee (the account menu's Profile item preloads /profile when it gets focus).
 * A test replaces any of them with `server.use(...)`; every other call must be mocked by the test itself
 * (a call no handler answers fails the test).
 */
export function defaultHandlers() {
  return [
    http.get('/appSettings', ({ response }) => response(200).json(listOf([anAppSetting()]))),
    http.get('/customers/orders/getOrderCountsByStatus', ({ response }) => response(200).json(orderCounts())),
    http.get('/employees/me', ({ response }) => response(200).json(anEmployee())),
  ];
}
