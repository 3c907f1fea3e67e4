import { employeeLevelValues, type Schema } from '@shop/sdk';

/**
 * The signed-in employee as login and register return it to the admin: no token, for the session is in the server's
 * HttpOnly cookie, out of reach of every script in the page.
 */
export type EmployeeSession = Schema<'Employee'>;

/** The auth state of section 4: the session plus the status of the last sign-in attempt. */
export interface SessionState {
  employee: EmployeeSession | null;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  message: string;
  /**
   * Why the last session ended, when the server said so (`accessEnded`: an owner deactivated the employee), for
   * the sign-in page to tell the person; null otherwise, and from the next sign-in on.
   */
  ended: Schema<'UnauthorizedReason'> | null;
}

/**
 * The local-storage key of who is signed in: their name, picture and role, to draw the first screen before the
 * server is asked (no secret; the server's cookie is the session, and its 401 signs the app out).
 */
export const SESSION_STORAGE_KEY = 'signedInEmployee';

/** Where sessions were kept before, bearer token included (product spec, section 9): removed on first load. */
export const LEGACY_SESSION_STORAGE_KEY = 'employee';

const idle = { isLoading: false, isSuccess: false, isError: false, message: '' };

/**
 * The one session of the app, read with useSyncExternalStore. It persists the employee record in the given
 * storage and tracks the last sign-in attempt (loading, success, error with the server's message).
 */
export class SessionStore {
  #state: SessionState;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly storage: Storage) {
    // A token any script could read: dropped, and its holder signs in again (into a cookie).
    storage.removeItem(LEGACY_SESSION_STORAGE_KEY);
    this.#state = { employee: this.#read(), ...idle, ended: null };
  }

  /** Subscribes to every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): SessionState => this.#state;

  /** A sign-in attempt (login or register) started. */
  attemptStarted(): void {
    this.#set({ ...this.#state, ...idle, isLoading: true });
  }

  /** A sign-in attempt returned the employee record: keep who it is, never a token (were one answered). */
  signedIn(answer: EmployeeSession | Schema<'EmployeeSession'>): void {
    const { _id, version, name, email, dp, level, active } = answer;
    const employee: EmployeeSession = { _id, version, name, email, dp, level, active };
    this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(employee));
    this.#set({ employee, ...idle, isSuccess: true, ended: null });
  }

  /**
   * The signed-in employee as the server reads them now (`getCurrentEmployee`): their name, picture or role may
   * have changed since they signed in. Nothing happens when it is someone else or unchanged.
   */
  refreshed = (current: Schema<'Employee'>): void => {
    const employee = this.#state.employee;
    if (employee === null || employee._id !== current._id) return;
    const fresh: EmployeeSession = current;
    const same =
      fresh.name === employee.name &&
      fresh.email === employee.email &&
      fresh.dp === employee.dp &&
      fresh.level === employee.level &&
      fresh.active === employee.active;
    if (same) return;
    this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fresh));
    this.#set({ ...this.#state, employee: fresh });
  };

  /** A sign-in attempt was refused: no employee, and the reason for the person to read. */
  attemptFailed(message: string): void {
    this.storage.removeItem(SESSION_STORAGE_KEY);
    this.#set({ employee: null, ...idle, isError: true, message, ended: this.#state.ended });
  }

  /** Forgets the last attempt's status (a sign-in screen was left). */
  resetStatus(): void {
    if (this.#state.isLoading || this.#state.isSuccess || this.#state.isError) {
      this.#set({ ...this.#state, ...idle });
    }
  }

  /** Ends the session locally (logout, any 401, a password change). */
  signOut(): void {
    this.storage.removeItem(SESSION_STORAGE_KEY);
    if (this.#state.employee || this.#state.isSuccess || this.#state.ended)
      this.#set({ employee: null, ...idle, ended: null });
  }

  /** The server said why the session it refused ended (after {@link signOut}); kept until the next sign-in. */
  sessionEnded(reason: Schema<'UnauthorizedReason'>): void {
    if (this.#state.employee === null) this.#set({ ...this.#state, ended: reason });
  }

  /** Reads the stored session again, e.g. after another tab signed in or out. */
  reload(): void {
    const employee = this.#read();
    if (employee?._id !== this.#state.employee?._id) this.#set({ ...this.#state, employee });
  }

  #read(): EmployeeSession | null {
    const raw = this.storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const stored: unknown = JSON.parse(raw);
      return isEmployee(stored) ? stored : null;
    } catch {
      // Not JSON: an old or tampered value. Treat it as signed out.
      return null;
    }
  }

  #set(state: SessionState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}

/** Whether a value has the fields of an employee record as the API answers them (`active` aside). */
function hasEmployeeFields(value: unknown): value is Omit<Schema<'Employee'>, 'active'> {
  if (typeof value !== 'object' || value === null) return false;
  if (!('_id' in value && 'name' in value && 'email' in value && 'dp' in value && 'level' in value))
    return false;
  return (
    typeof value._id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (value.dp === null || typeof value.dp === 'string') &&
    employeeLevelValues.some((level) => level === value.level)
  );
}

/** Whether a value is an employee record (what `getCurrentEmployee` answers). */
export function isEmployee(value: unknown): value is Schema<'Employee'> {
  return hasEmployeeFields(value) && 'active' in value && typeof value.active === 'boolean';
}
