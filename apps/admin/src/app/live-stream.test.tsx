import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventStream } from '../test/event-stream';
import { anEmployeeSession, listOf } from '../test/fixtures';
import { http } from '../test/http';
import { renderApp } from '../test/render-app';
import { recordRequests, server } from '../test/server';

describe("the tab's event stream", () => {
  it('resumes after a dropped connection from the last event it saw (Last-Event-ID)', async () => {
    const stream = eventStream();
    server.use(stream.handler);
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    const seen: number[] = [];
    app.live.listen((message) => {
      if (message.kind === 'event') seen.push(message.event.sequence);
    });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    expect(stream.connections[0]?.lastEventId).toBeNull();
    stream.send({ type: 'item.updated', entityType: 'Item', sequence: 41 });
    stream.send({ type: 'item.updated', entityType: 'Item', sequence: 42 });
    await waitFor(() => expect(seen).toEqual([41, 42]));
    stream.drop();
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    expect(stream.connections).toHaveLength(2);
    expect(stream.connections[1]?.lastEventId).toBe('42');
  });

  it('refetches the list shown on a reload, and the lists an event makes stale', async () => {
    const stream = eventStream();
    server.use(
      stream.handler,
      http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf([]))),
    );
    await renderApp({ url: '/items', user: anEmployeeSession() });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    const requests = recordRequests();
    stream.reload();
    await waitFor(() => expect(requests.filter((r) => r.startsWith('GET /controlItems'))).toHaveLength(1));
    stream.send({ type: 'item.created', entityType: 'Item' });
    await waitFor(() => expect(requests.filter((r) => r.startsWith('GET /controlItems'))).toHaveLength(2));
    // An event of what the list does not show leaves it alone.
    stream.send({ type: 'settings.updated', entityType: 'Vat' });
    stream.send({ type: 'item.deleted', entityType: 'Item' });
    await waitFor(() => expect(requests.filter((r) => r.startsWith('GET /controlItems'))).toHaveLength(3));
    expect(requests.filter((r) => r.startsWith('GET /vat'))).toEqual([]);
  });

  it('leaves a list a page is loading to load, then reads it again', async () => {
    const stream = eventStream();
    let reads = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      stream.handler,
      http.get('/controlItems/manageItem', async ({ response }) => {
        reads += 1;
        if (reads === 1) await answered;
        return response(200).json(listOf([]));
      }),
    );
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    const queryClient = app.queries.current();
    void app.router.navigate({ to: '/items' });
    await waitFor(() => expect(reads).toBe(1));

    // An item is created elsewhere while the page's loader waits for the list no screen shows yet.
    stream.send({ type: 'item.created', entityType: 'Item' });
    await waitFor(() =>
      expect(
        queryClient
          ?.getQueryCache()
          .findAll({ fetchStatus: 'fetching', predicate: (q) => q.state.isInvalidated }),
      ).toHaveLength(1),
    );
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: /^Items/ })).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });

  it('closes on sign-out', async () => {
    const stream = eventStream();
    server.use(stream.handler);
    const app = await renderApp({ url: '/', user: anEmployeeSession() });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    app.auth.signOut();
    await waitFor(() => expect(stream.openConnections()).toHaveLength(0));
  });
});
