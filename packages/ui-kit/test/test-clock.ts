import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Puts the test on a fake clock and returns a person driving the page on it. The clock moves 20 ms each time the
 * test waits on the page (user-event's and Testing Library's own waits), never by how long a busy machine takes:
 * a toast, a debounce or a lock waits for the test, which moves the clock on with {@link advanceTo}. The setup
 * puts the real clock back after each test.
 */
export function startTestClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
}

/**
 * Stops the clock where it is and moves it to `time` (a `Date.now()` on the test clock), running what falls due.
 * Only synchronous checks may follow: user-event needs the clock running again ({@link runClock}).
 */
export function advanceTo(time: number) {
  vi.setTimerTickMode('manual');
  act(() => {
    vi.advanceTimersByTime(Math.max(0, time - Date.now()));
  });
}

/** Lets the test clock move on its own again (20 ms per wait), for user-event after {@link advanceTo}. */
export function runClock() {
  vi.setTimerTickMode('interval', 20);
}
