import { formatDateTime } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCollection } from '../test/catalogue-fixtures';
import { eventStream } from '../test/event-stream';
import { anEmployeeSession, listOf } from '../test/fixtures';
import { formDialog } from '../test/form-dialog';
import { http } from '../test/http';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

describe('an update form whose record someone else saved', () => {
  it('says who and when before Save, and loads their version', async () => {
    const stream = eventStream();
    const state = { rows: [aCollection({ _id: '3', version: 2 })] };
    server.use(
      stream.handler,
      http.get('/collections', ({ response }) => response(200).json(listOf(state.rows))),
    );
    const app = await renderApp({ url: '/collections', user: anEmployeeSession() });
    await waitFor(() => expect(stream.openConnections()).toHaveLength(1));
    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Collection');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Another record's save, and an event about this one's version the form already has, say nothing.
    stream.send({ type: 'catalogue.updated', entityType: 'Collection', recordId: '4', version: 5 });
    stream.send({ type: 'catalogue.updated', entityType: 'Collection', recordId: '3', version: 2 });
    state.rows = [aCollection({ _id: '3', version: 3, description: 'Cotton and linen' })];
    stream.send({
      type: 'catalogue.updated',
      entityType: 'Collection',
      recordId: '3',
      version: 3,
      occurredAt: '2026-03-06T09:15:00.000Z',
      employee: { _id: '8', name: 'Sadia Islam' },
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Changed by Sadia Islam at ${formatDateTime('2026-03-06T09:15:00.000Z')}`,
    );
    await app.user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Description')).toHaveValue('Cotton and linen'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
