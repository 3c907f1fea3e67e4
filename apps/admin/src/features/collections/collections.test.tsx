import { formatDateTime, type Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCollection } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const summer = aCollection();
const winter = aCollection({ _id: '4', name: 'Winter', description: 'Warm clothes' });

/** Serves the collections from a list the test can change (as the server would after a write). */
function serveCollections(initial: Schema<'Collection'>[]) {
  const state = { rows: initial };
  server.use(http.get('/collections', ({ response }) => response(200).json(listOf(state.rows))));
  return state;
}

function open(url = '/collections') {
  return renderApp({ url, user: anEmployeeSession() });
}

describe('/collections', () => {
  it('lists the collections: heading with the count, Name, Description, Actions, and each row action', async () => {
    serveCollections([summer, winter]);
    await open();

    expect(screen.getByRole('heading', { name: 'Collections (2 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Collections' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const row = within(table).getByRole('row', { name: /Summer/ });
    expect(within(row).getByText('Light clothes')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['View', 'Update', 'Delete']);
    expect(within(row).getByRole('link', { name: 'Collection Items' })).toHaveAttribute(
      'href',
      '/item_collections/3',
    );
  });

  it('views a collection in "View Collection"', async () => {
    serveCollections([summer]);
    const app = await open();

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'View' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'View Collection' });
    expect(within(dialog).getByText('Name').nextSibling).toHaveTextContent('Summer');
    expect(within(dialog).getByText('Description').nextSibling).toHaveTextContent('Light clothes');
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a collection: sends Name and Description as JSON, closes and shows the reloaded list', async () => {
    const state = serveCollections([summer]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/collections', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = { _id: '9', version: 1, ...body };
        state.rows = [...state.rows, created];
        return response(201).json(created);
      }),
    );
    const app = await open();

    await app.user.click(screen.getByRole('button', { name: 'Create Collection' }));
    const dialog = await formDialog('Create Collection');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Eid');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Festive picks');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ name: 'Eid', description: 'Festive picks' }]);
    expect(screen.getByRole('heading', { name: 'Collections (2 in total)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Eid/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Collection created');
  });

  it('keeps the create form open with what was typed, the server message and the field message', async () => {
    serveCollections([summer]);
    server.use(
      http.post('/collections', ({ response }) =>
        response(400).json({ message: 'The collection was not saved.', fields: { name: 'Already taken' } }),
      ),
    );
    const app = await open();

    await app.user.click(screen.getByRole('button', { name: 'Create Collection' }));
    const dialog = await formDialog('Create Collection');
    await app.user.type(within(dialog).getByLabelText('Name'), 'Summer');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Again');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The collection was not saved.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Summer');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Already taken');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Again');
    expect(await screen.findByRole('dialog', { name: 'Create Collection' })).toBeInTheDocument();
  });

  it('checks the form before sending: an empty name is refused at the field and nothing is sent', async () => {
    serveCollections([summer]);
    const app = await open();
    const requests = recordRequests();

    await app.user.click(screen.getByRole('button', { name: 'Create Collection' }));
    const dialog = await formDialog('Create Collection');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));

    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Required');
    expect(requests).toEqual([]);
  });

  it('updates a collection from its current values with "Update Collection"', async () => {
    const state = serveCollections([summer]);
    const calls: Array<{ id: string; body: unknown }> = [];
    server.use(
      http.patch('/collections/{id}', async ({ params, request, response }) => {
        const body = await request.json();
        calls.push({ id: params.id, body });
        const updated = { ...summer, ...body };
        state.rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await open();

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Collection');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Summer');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Light clothes');
    await app.user.clear(name);
    await app.user.type(name, 'High Summer');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Collection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ id: '3', body: { name: 'High Summer', description: 'Light clothes' } }]);
    expect(screen.getByRole('row', { name: /High Summer/ })).toBeInTheDocument();
  });

  it('sends the version it started from as If-Match; a 412 keeps what was typed and loads their changes', async () => {
    const state = serveCollections([aCollection({ version: 2 })]);
    const sent: Array<{ ifMatch: string | null; body: unknown }> = [];
    server.use(
      http.patch('/collections/{id}', async ({ request, response }) => {
        const body = await request.json();
        const ifMatch = request.headers.get('If-Match');
        sent.push({ ifMatch, body });
        const current = state.rows[0] ?? summer;
        if (ifMatch !== `"${current.version}"`) {
          return response(412).json({
            message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
            changedBy: { _id: '8', name: 'Sadia Islam' },
            changedAt: '2026-03-06T09:15:00.000Z',
            current,
          });
        }
        const updated = { ...current, ...body, version: current.version + 1 };
        state.rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await open();
    // Sadia rewrites the description before the form is sent.
    state.rows = [aCollection({ version: 3, description: 'Cotton and linen' })];

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Collection');
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'High Summer');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Collection' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Changed by Sadia Islam at ${formatDateTime('2026-03-06T09:15:00.000Z')}`,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByLabelText('Name')).toHaveValue('High Summer');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Light clothes');
    expect(sent).toEqual([{ ifMatch: '"2"', body: { name: 'High Summer', description: 'Light clothes' } }]);

    await app.user.click(within(alert).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Description')).toHaveValue('Cotton and linen'));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Summer');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'High Summer');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Collection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[1]).toEqual({
      ifMatch: '"3"',
      body: { name: 'High Summer', description: 'Cotton and linen' },
    });
    expect(screen.getByRole('row', { name: /High Summer/ })).toHaveTextContent('Cotton and linen');
  });

  it('deletes with the collections variant: "Are you sure?" / "Please confirm you want to delete this item."', async () => {
    const state = serveCollections([summer, winter]);
    const deleted: string[] = [];
    server.use(
      http.delete('/collections/{id}', ({ params, response }) => {
        deleted.push(params.id);
        state.rows = state.rows.filter((row) => row._id !== params.id);
        return response(204).empty();
      }),
    );
    const app = await open();

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('Please confirm you want to delete this item.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual(['3']);
    expect(screen.getByRole('heading', { name: 'Collections (1 in total)' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Summer/ })).not.toBeInTheDocument();
  });

  it('keeps the delete dialog open with the server refusal', async () => {
    serveCollections([summer]);
    server.use(
      http.delete('/collections/{id}', ({ response }) =>
        response(409).json({ message: 'A nav collection shows this collection.' }),
      ),
    );
    const app = await open();

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A nav collection shows this collection.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /Summer/ })).toBeInTheDocument();
  });
});
