import type { Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEmployee, anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { rowOf } from '../../test/table-rows';

function anInvite(overrides: Partial<Schema<'Invite'>> = {}): Schema<'Invite'> {
  return {
    _id: '21',
    email: 'sadia@shop.test',
    employee: { _id: '7', name: 'Rahim Uddin' },
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-08T10:00:00.000Z',
    ...overrides,
  };
}

/** The invites list: `before` until `changed()` is called, `after` from then on. */
function invitesList(before: Schema<'Invite'>[], after: Schema<'Invite'>[] = before) {
  let current = before;
  return {
    changed: () => {
      current = after;
    },
    handler: http.get('/manageEmployees/getAllInvites', ({ response }) =>
      response(200).json(listOf(current)),
    ),
  };
}

describe('employees', () => {
  it('lists name, picture and email, with no actions', async () => {
    server.use(
      http.get('/manageEmployees/getAllEmployees', ({ response }) =>
        response(200).json(listOf([anEmployee(), anEmployee({ _id: '8', name: 'Sadia Islam', dp: null })])),
      ),
    );
    await renderApp({ url: '/employees', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Employees (2 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Image', 'Email']);
    expect(within(rowOf('Rahim Uddin')).getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/media/employees/rahim.webp',
    );
    expect(within(rowOf('Rahim Uddin')).getByRole('cell', { name: 'rahim@shop.test' })).toBeInTheDocument();
    expect(within(rowOf('Rahim Uddin')).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('employee invites', () => {
  it('lists the email and who invited, with Resend and Delete', async () => {
    server.use(invitesList([anInvite()]).handler);
    await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Invites (1 in total)' }),
    ).toBeInTheDocument();
    const row = within(rowOf('sadia@shop.test'));
    expect(row.getByRole('cell', { name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(row.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Resend',
      'Delete',
    ]);
  });

  it('creates an invite with "Send Invite to Email", then lists it', async () => {
    const list = invitesList([], [anInvite({ _id: '22', email: 'tanvir@shop.test' })]);
    const bodies: unknown[] = [];
    server.use(
      list.handler,
      http.post('/manageEmployees/employeeinvite', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        list.changed();
        return response(201).json(anInvite({ _id: '22', email: body.email }));
      }),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Invite' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tanvir@shop.test');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invite sent to tanvir@shop.test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual(['POST /manageEmployees/employeeinvite', 'GET /manageEmployees/getAllInvites']);
    expect(bodies).toEqual([{ email: 'tanvir@shop.test' }]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Invites (1 in total)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'tanvir@shop.test' })).toBeInTheDocument();
  });

  it('a refused invite keeps the modal open with the typed email and the server message', async () => {
    server.use(
      invitesList([anInvite()]).handler,
      http.post('/manageEmployees/employeeinvite', ({ response }) =>
        response(409).json({ message: 'sadia@shop.test already has a pending invite' }),
      ),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Invite' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sadia@shop.test');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'sadia@shop.test already has a pending invite',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('sadia@shop.test');
    expect(screen.getByRole('dialog', { name: 'Create Invite' })).toBeInTheDocument();
  });

  it("the server's field message shows at the email field", async () => {
    server.use(
      invitesList([]).handler,
      http.post('/manageEmployees/employeeinvite', ({ response }) =>
        response(400).json({ message: 'Check the email', fields: { email: 'Enter a valid email address' } }),
      ),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Invite' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@b');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
  });

  it('resends an invite after "Are you sure you want to resend invite to {email}?"', async () => {
    server.use(
      invitesList([anInvite()]).handler,
      http.post('/manageEmployees/resendInvite/{id}', ({ params, response }) =>
        response(200).json(anInvite({ _id: params.id, expiresAt: '2026-03-15T10:00:00.000Z' })),
      ),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(within(rowOf('sadia@shop.test')).getByRole('button', { name: 'Resend' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Resend Invite' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to resend invite to sadia@shop.test?');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invite sent again to sadia@shop.test');
    expect(requests).toEqual(['POST /manageEmployees/resendInvite/21', 'GET /manageEmployees/getAllInvites']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes an invite after "Are you sure you want to delete invite for {email}?"', async () => {
    const list = invitesList([anInvite()], []);
    server.use(
      list.handler,
      http.delete('/manageEmployees/deleteInvite/{id}', ({ response }) => {
        list.changed();
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(within(rowOf('sadia@shop.test')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Invite' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete invite for sadia@shop.test?');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invite for sadia@shop.test deleted');
    expect(requests).toEqual([
      'DELETE /manageEmployees/deleteInvite/21',
      'GET /manageEmployees/getAllInvites',
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Invites (0 in total)' }),
    ).toBeInTheDocument();
  });

  it('a failed resend or delete stays in its dialog with the server message', async () => {
    server.use(
      invitesList([anInvite()]).handler,
      http.delete('/manageEmployees/deleteInvite/{id}', ({ response }) =>
        response(404).json({ message: 'This invite no longer exists' }),
      ),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(within(rowOf('sadia@shop.test')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Invite' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invite no longer exists');
  });
});
