import { isEmployee, SESSION_STORAGE_KEY } from '../app/session-store';
import { eventStream } from './event-stream';
import { anAppSetting, anEmployee, aShopPolicy, aSignedInSession, listOf, orderCounts } from './fixtures';
import { http } from './http';
import { aDashboard } from './order-fixtures';

/**
 * What any signed-in screen may call, answered with harmless data: the shell's logo (app settings), the home page's
 * order counts and figures (and, for owners, the API tokens, none of them ending soon), General Settings' backups (none scheduled), the shop policy (as a new shop has it), and the signed-in employee as the test signed them in (every signed-in screen reads it, to keep the
 * role current).
 * A test replaces any of them with `server.use(...)`; every other call must be mocked by the test itself
 * (a call no handler answers fails the test).
 */
export function defaultHandlers() {
  return [
    http.get('/appSettings', ({ response }) => response(200).json(listOf([anAppSetting()]))),
    http.get('/customers/orders/getOrderCountsByStatus', ({ response }) => response(200).json(orderCounts())),
    http.get('/dashboard', ({ response }) => response(200).json(aDashboard())),
    http.get('/apiTokens', ({ response }) => response(200).json(listOf([]))),
    http.get('/employees/me', ({ response }) => response(200).json(signedInEmployee())),
    http.get('/employees/me/sessions', ({ response }) => response(200).json(listOf([aSignedInSession()]))),
    http.get('/shopPolicy', ({ response }) => response(200).json(aShopPolicy())),
    http.get('/backups/backupStatus', ({ response }) =>
      response(200).json({
        scheduled: false,
        everyHours: null,
        keep: null,
        lastBackupAt: null,
        lastBackupBytes: null,
      }),
    ),
    // The signed-in layout's event stream: open, and silent unless a test sends on its own.
    eventStream().handler,
  ];
}

/** The employee `renderApp({ user })` signed in (kept in local storage), as the server would answer them. */
function signedInEmployee() {
  const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
  if (typeof stored !== 'object' || stored === null) return anEmployee();
  const record = Object.fromEntries(
    Object.entries({ active: true, ...stored }).filter(([key]) => key !== 'token'),
  );
  return isEmployee(record) ? record : anEmployee();
}
