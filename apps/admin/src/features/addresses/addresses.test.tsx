import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { rowOf } from '../../test/table-rows';

const dhaka: Schema<'Division'> = { _id: '1', version: 1, name: 'Dhaka' };
const gazipur: Schema<'District'> = {
  _id: '4',
  version: 1,
  name: 'Gazipur',
  division: { _id: '1', name: 'Dhaka' },
};
const tongi: Schema<'Area'> = {
  _id: '9',
  version: 1,
  name: 'Tongi',
  district: { _id: '4', name: 'Gazipur' },
};

describe('address screens', () => {
  it('goes from a division to its districts, and from a district to its areas', async () => {
    server.use(
      http.get('/divisions', ({ response }) => response(200).json(listOf([dhaka]))),
      http.get('/districts', ({ query, response }) =>
        response(200).json(listOf(query.get('division') === '1' ? [gazipur] : [])),
      ),
      http.get('/areas', ({ query, response }) =>
        response(200).json(listOf(query.get('district') === '4' ? [tongi] : [])),
      ),
    );
    const app = await renderApp({ url: '/address_screens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('link', { name: 'Divisions' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Divisions (1 in total)' }),
    ).toBeInTheDocument();
    const division = within(rowOf('Dhaka'));
    expect(division.getByRole('link', { name: 'Districts' })).toHaveAttribute('href', '/districts/1');
    await app.user.click(division.getByRole('link', { name: 'Districts' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Districts (1 in total)' }),
    ).toBeInTheDocument();
    const district = within(rowOf('Gazipur'));
    expect(district.getByRole('link', { name: 'Areas' })).toHaveAttribute('href', '/areas/4');
    await app.user.click(district.getByRole('link', { name: 'Areas' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Areas (1 in total)' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/areas/4');
    expect(
      within(rowOf('Tongi'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Update', 'Delete']);
  });

  it('creates an area in the district of the page', async () => {
    let rows = [tongi];
    const bodies: unknown[] = [];
    server.use(
      http.get('/areas', ({ response }) => response(200).json(listOf(rows))),
      http.post('/areas', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        const area = {
          _id: '10',
          version: 1,
          name: body.name,
          district: { _id: body.district, name: 'Gazipur' },
        };
        rows = [...rows, area];
        return response(201).json(area);
      }),
    );
    const app = await renderApp({ url: '/areas/4', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Area' }));
    const dialog = await formDialog('Create Area');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Kaliakair');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Area' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ district: '4', name: 'Kaliakair' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Areas (2 in total)' })).toBeInTheDocument();
    expect(rowOf('Kaliakair')).toBeInTheDocument();
  });

  it('creates a district in the division of the page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/districts', ({ response }) => response(200).json(listOf([gazipur]))),
      http.post('/districts', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        return response(201).json({
          _id: '5',
          version: 1,
          name: body.name,
          division: { _id: body.division, name: 'Dhaka' },
        });
      }),
    );
    const app = await renderApp({ url: '/districts/1', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create District' }));
    const dialog = await formDialog('Create District');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Narsingdi');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create District' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ division: '1', name: 'Narsingdi' }]);
  });

  it('a division that still has districts is not deleted: the server says why', async () => {
    server.use(
      http.get('/divisions', ({ response }) => response(200).json(listOf([dhaka]))),
      http.delete('/divisions/{id}', ({ response }) =>
        response(409).json({ message: 'Dhaka has districts; delete them first' }),
      ),
    );
    const app = await renderApp({ url: '/divisions', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Dhaka')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Division' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete Dhaka?');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dhaka has districts; delete them first',
    );
    expect(requests).toEqual(['DELETE /divisions/1']);
  });
});
