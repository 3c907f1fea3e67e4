import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const summer: Schema<'Collection'> = { _id: '3', name: 'Summer', description: 'Light clothes' };
const winter: Schema<'Collection'> = { _id: '4', name: 'Winter', description: 'Warm clothes' };

function serveCollections(rows: Schema<'Collection'>[]) {
  server.use(http.get('/collections', ({ response }) => response(200).json(listOf(rows))));
}

describe('/collections', () => {
  it('lists the collections with their columns and row actions', async () => {
    serveCollections([summer, winter]);
    await renderApp({ url: '/collections', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Collections (2 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Collections' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Actions']);
    const row = within(table).getByRole('row', { name: /Summer/ });
    expect(within(row).getByText('Light clothes')).toBeInTheDocument();
    for (const name of ['View', 'Update', 'Delete']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: 'Collection Items' })).toHaveAttribute(
      'href',
      '/item_collections/3',
    );
  });

  it('creates a collection with the JSON body and reloads the list', async () => {
    let rows = [summer];
    server.use(
      http.get('/collections', ({ response }) => response(200).json(listOf(rows))),
      http.post('/collections', async ({ request, response }) => {
        const body = await request.json();
        rows = [...rows, { _id: '9', ...body }];
        return response(201).json({ _id: '9', ...body });
      }),
    );
    const requests = recordRequests();
    const app = await renderApp({ url: '/collections', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Collection' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Eid');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Festive picks');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Collection' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Collections (2 in total)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Eid/ })).toBeInTheDocument();
    expect(requests).toContain('POST /collections');
  });
});
