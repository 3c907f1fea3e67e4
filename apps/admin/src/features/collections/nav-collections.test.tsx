import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aNavCollection, aRef } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function serveNavCollections(initial: Schema<'NavCollection'>[]) {
  const state = { rows: initial };
  server.use(
    http.get('/navCollections', ({ response }) => response(200).json(listOf(state.rows))),
    http.get('/collections/getCollections', ({ response }) =>
      response(200).json(listOf([aRef('3', 'Summer'), aRef('4', 'Winter')])),
    ),
  );
  return state;
}

describe('/nav_collections', () => {
  it("shows the linked collection's name, then the precedence", async () => {
    serveNavCollections([aNavCollection()]);
    await renderApp({ url: '/nav_collections', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Nav Collections (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Nav Collections' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Collection', 'Precedence', 'Actions']);
    expect(within(table).getByRole('row', { name: /Summer/ })).toHaveTextContent('Summer2');
  });

  it('creates one from a collection select and a precedence 1 to 4, sent as JSON', async () => {
    const state = serveNavCollections([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/navCollections', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const created = aNavCollection({ collectionID: aRef('4', 'Winter'), precedence: body.precedence });
        state.rows = [created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/nav_collections', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Nav Collection' }));
    const dialog = await formDialog('Create Nav Collection');
    const collection = within(dialog).getByLabelText('Collection');
    await waitFor(() => expect(collection).toBeEnabled());
    await app.user.selectOptions(await within(dialog).findByLabelText('Collection'), 'Winter');
    const precedence = within(dialog).getByLabelText('Precedence');
    expect(
      within(precedence)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select ...', '1', '2', '3', '4']);
    await app.user.selectOptions(precedence, '3');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Nav Collection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ collectionID: '4', precedence: 3 }]);
    expect(screen.getByRole('row', { name: /Winter/ })).toBeInTheDocument();
  });

  it('starts the update form from the row: its collection and precedence', async () => {
    serveNavCollections([aNavCollection()]);
    const app = await renderApp({ url: '/nav_collections', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Summer/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await formDialog('Update Nav Collection');
    await waitFor(() => expect(within(dialog).getByLabelText('Collection')).toHaveValue('3'));
    expect(within(dialog).getByLabelText('Precedence')).toHaveValue('2');
  });
});
