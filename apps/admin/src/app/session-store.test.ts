import { describe, expect, it, vi } from 'vitest';
import { anEmployeeSession } from '../test/fixtures';
import { LEGACY_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY, SessionStore } from './session-store';

describe('SessionStore', () => {
  it("restores who is signed in, with no token: the session is the server's cookie", () => {
    const employee = anEmployeeSession();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(employee));
    const store = new SessionStore(localStorage);
    expect(store.getSnapshot().employee).toEqual(employee);
  });

  it('drops a bearer token stored by an older version: its holder signs in again', () => {
    localStorage.setItem(
      LEGACY_SESSION_STORAGE_KEY,
      JSON.stringify({ ...anEmployeeSession(), token: 'old' }),
    );
    const store = new SessionStore(localStorage);
    expect(store.getSnapshot().employee).toBeNull();
    expect(localStorage.getItem(LEGACY_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps no token a sign-in might answer', () => {
    const store = new SessionStore(localStorage);
    store.signedIn({ ...anEmployeeSession(), token: 'a-bearer-token' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('a-bearer-token');
    expect(store.getSnapshot().employee).toEqual(anEmployeeSession());
  });

  it.each(['not json', '{"name":"no id"}', 'null', '[]'])('treats a stored %s as signed out', (stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(new SessionStore(localStorage).getSnapshot().employee).toBeNull();
  });

  it('goes from loading to success, keeping the employee, and tells its subscribers', () => {
    const store = new SessionStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    const employee = anEmployeeSession();

    store.attemptStarted();
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, isSuccess: false, isError: false });
    store.signedIn(employee);
    expect(store.getSnapshot()).toMatchObject({
      employee,
      isLoading: false,
      isSuccess: true,
      isError: false,
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(employee);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('on a refusal keeps the message and clears the employee', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(anEmployeeSession()));
    const store = new SessionStore(localStorage);
    store.attemptStarted();
    store.attemptFailed('Wrong email or password');
    expect(store.getSnapshot()).toEqual({
      employee: null,
      isLoading: false,
      isSuccess: false,
      isError: true,
      message: 'Wrong email or password',
      ended: null,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out, and follows another tab signing in again', () => {
    const store = new SessionStore(localStorage);
    store.signedIn(anEmployeeSession());
    store.signOut();
    expect(store.getSnapshot().employee).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    const other = anEmployeeSession({ _id: '8', name: 'Karim' });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(other));
    store.reload();
    expect(store.getSnapshot().employee).toEqual(other);
  });
});
