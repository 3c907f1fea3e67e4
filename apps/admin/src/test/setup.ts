import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadFieldsForm } from '../list-screens/resource-form-body';
import { server } from './server';

// Vitest 4.1 hands jsdom's files to Node's fetch by reading a private field that jsdom 28 renamed from _buffer to
// _bytes (vitest-dev/vitest#11294): without this alias every uploaded file reaches the mock server as the text
// "undefined". Remove it once Vitest reads _bytes itself.
const blobImpl: unknown = Reflect.get(new Blob(), Object.getOwnPropertySymbols(new Blob())[0] ?? '');
const blobImplPrototype: unknown =
  typeof blobImpl === 'object' && blobImpl ? Object.getPrototypeOf(blobImpl) : null;
if (typeof blobImplPrototype === 'object' && blobImplPrototype && !('_buffer' in blobImplPrototype)) {
  Object.defineProperty(blobImplPrototype, '_buffer', {
    get(this: { _bytes?: Uint8Array }) {
      return this._bytes;
    },
  });
}

// findBy and waitFor give up after 1 s by default; a screen can take longer to answer (a debounced search, then a
// route load), and on a fresh clone of a busy CI machine the first load of a module loaded on demand (a form, a
// dialog) took over 5 s. They return as soon as the screen is there: the limit only stops a test that is stuck.
// Counted on the test clock below, which never runs ahead of the real one.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no scrolling (the router restores scroll positions) and no object URLs (image previews).
window.scrollTo = vi.fn();
let objectUrls = 0;
URL.createObjectURL = () => {
  objectUrls += 1;
  return `blob:test/${objectUrls}`;
};
URL.revokeObjectURL = () => {};

// The forms built from field definitions load on demand, and a modal waits for them (React's `use`). A modal that
// first waits inside Testing Library's act scope is not shown again when the module arrives (React warns "A
// component suspended inside an act scope"): on a cold CI clone, where the module takes long to load the first
// time, such a test waited for its form in vain. Loaded before the tests, as the screens preload it in use.
beforeAll(async () => {
  await preloadFieldsForm();
});

// A call no handler answers fails the test that made it (after MSW has printed which call it was).
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
// Every test runs on a fake clock that moves 20 ms each time the test waits on the page (user-event's and Testing
// Library's waits, see renderApp), never by how long a busy machine takes: a burst of typing stays a burst for a
// debounced search, a toast stays until the test has read it, and a test moves the clock on itself to let a
// debounce, a lock or a toast's time pass.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  const calls = unhandled.splice(0);
  if (calls.length > 0) throw new Error(`Calls no MSW handler answered: ${calls.join(', ')}`);
});
afterAll(() => server.close());
