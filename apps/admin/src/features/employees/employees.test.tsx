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
    version: 1,
    email: 'sadia@shop.test',
    level: 'employee',
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

/** The employees list: `before` until `changed()` is called, `after` from then on. */
function employeesList(before: Schema<'Employee'>[], after: Schema<'Employee'>[] = before) {
  let current = before;
  return {
    changed: () => {
      current = after;
    },
    handler: http.get('/manageEmployees/getAllEmployees', ({ response }) =>
      response(200).json(listOf(current)),
    ),
  };
}

const owner = anEmployee();
const clerk = anEmployee({
  _id: '8',
  name: 'Sadia Islam',
  email: 'sadia@shop.test',
  dp: null,
  level: 'employee',
});
const gone = anEmployee({ _id: '9', name: 'Karim Ahmed', email: 'karim@shop.test', dp: null, active: false });

/** The row's action buttons, by their labels. */
function actionsOf(name: string): (string | null)[] {
  return within(rowOf(name))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

describe('employees', () => {
  it('lists name, picture, email, role and status; an owner gets the actions, never Deactivate on their own row', async () => {
    server.use(employeesList([owner, clerk, gone]).handler);
    await renderApp({ url: '/employees', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Employees (3 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Image', 'Email', 'Role', 'Status', 'Actions']);
    expect(within(rowOf('Rahim Uddin')).getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/media/employees/rahim.webp',
    );
    expect(within(rowOf('Rahim Uddin')).getByRole('cell', { name: 'rahim@shop.test' })).toBeInTheDocument();
    expect(within(rowOf('Rahim Uddin')).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    expect(within(rowOf('Sadia Islam')).getByRole('cell', { name: 'Employee' })).toBeInTheDocument();
    expect(within(rowOf('Sadia Islam')).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(within(rowOf('Karim Ahmed')).getByRole('cell', { name: 'Deactivated' })).toBeInTheDocument();
    expect(actionsOf('Rahim Uddin')).toEqual(['Change role']);
    expect(actionsOf('Sadia Islam')).toEqual(['Change role', 'Deactivate']);
    expect(actionsOf('Karim Ahmed')).toEqual(['Change role', 'Reactivate']);
  });

  it('shows an employee the list without any action', async () => {
    server.use(employeesList([owner, clerk]).handler);
    await renderApp({ url: '/employees', user: anEmployeeSession(clerk) });

    const table = screen.getByRole('table', { name: 'Employees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Image', 'Email', 'Role', 'Status']);
    expect(within(table).queryByRole('button', { name: /Change role|Deactivate|Reactivate/ })).toBeNull();
  });

  it('deactivates after a confirmation naming the person, and lists them as Deactivated', async () => {
    const list = employeesList([owner, clerk], [owner, { ...clerk, active: false }]);
    server.use(
      list.handler,
      http.post('/manageEmployees/deactivateEmployee/{id}', ({ params, response }) => {
        list.changed();
        return response(200).json({ ...clerk, _id: params.id, active: false });
      }),
    );
    const app = await renderApp({ url: '/employees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Sadia Islam')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Employee' });
    expect(dialog).toHaveAccessibleDescription(
      'Deactivate Sadia Islam? They are signed out at once and cannot sign in until an owner reactivates them.',
    );
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Sadia Islam is deactivated');
    expect(requests).toEqual([
      'POST /manageEmployees/deactivateEmployee/8',
      'GET /manageEmployees/getAllEmployees',
    ]);
    expect(within(rowOf('Sadia Islam')).getByRole('cell', { name: 'Deactivated' })).toBeInTheDocument();
    expect(actionsOf('Sadia Islam')).toEqual(['Change role', 'Reactivate']);
  });

  it('reactivates after a confirmation', async () => {
    const list = employeesList([owner, gone], [owner, { ...gone, active: true }]);
    server.use(
      list.handler,
      http.post('/manageEmployees/reactivateEmployee/{id}', ({ response }) => {
        list.changed();
        return response(200).json({ ...gone, active: true });
      }),
    );
    const app = await renderApp({ url: '/employees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Karim Ahmed')).getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Employee' });
    expect(dialog).toHaveAccessibleDescription(
      'Reactivate Karim Ahmed? They can sign in again with their password.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Karim Ahmed is active again');
    expect(within(rowOf('Karim Ahmed')).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
  });

  it('makes an employee an owner after a confirmation, sending the new role', async () => {
    const list = employeesList([owner, clerk], [owner, { ...clerk, level: 'owner' }]);
    const bodies: unknown[] = [];
    server.use(
      list.handler,
      http.put('/manageEmployees/changeEmployeeRole/{id}', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        list.changed();
        return response(200).json({ ...clerk, level: body.level });
      }),
    );
    const app = await renderApp({ url: '/employees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Sadia Islam')).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change Role' });
    expect(dialog).toHaveAccessibleDescription(/^Make Sadia Islam an owner\? Owners can also invite staff/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Make Owner' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Sadia Islam is now an owner');
    expect(bodies).toEqual([{ level: 'owner' }]);
    expect(within(rowOf('Sadia Islam')).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
  });

  it('keeps a refused role change (the last owner) in its dialog with the server message', async () => {
    server.use(
      employeesList([owner, clerk]).handler,
      http.put('/manageEmployees/changeEmployeeRole/{id}', ({ response }) =>
        response(409).json({
          message: 'The shop needs an active owner: make someone else an owner before you give up this role.',
        }),
      ),
    );
    const app = await renderApp({ url: '/employees', user: anEmployeeSession() });

    await app.user.click(within(rowOf('Rahim Uddin')).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change Role' });
    expect(dialog).toHaveAccessibleDescription(/^Make Rahim Uddin an employee\?/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Make Employee' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/The shop needs an active owner/);
    expect(await screen.findByRole('alertdialog', { name: 'Change Role' })).toBeInTheDocument();
  });
});

describe('what only the owner can do, seen by an employee', () => {
  it('a direct visit to the invites says who can, and reads nothing', async () => {
    const requests = recordRequests();
    await renderApp({ url: '/employee-invites', user: anEmployeeSession(clerk) });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Only the shop owner can manage employee invites' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(requests).not.toContain('GET /manageEmployees/getAllInvites');
  });

  it('the User Screens hub offers the invites to owners only', async () => {
    const asOwner = await renderApp({ url: '/user_screens', user: anEmployeeSession() });
    expect(screen.getByRole('link', { name: /Employee Invites/ })).toBeInTheDocument();
    asOwner.unmount();
    localStorage.clear();
    await renderApp({ url: '/user_screens', user: anEmployeeSession(clerk) });
    expect(screen.getByRole('link', { name: /Employees/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Employee Invites/ })).toBeNull();
  });
});

describe('employee invites', () => {
  it('lists the email, the role it grants and who invited, with Resend and Delete', async () => {
    server.use(
      invitesList([anInvite(), anInvite({ _id: '23', email: 'boss@shop.test', level: 'owner' })]).handler,
    );
    await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Invites (2 in total)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Employee Invites' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Role', 'Invited By', 'Actions']);
    expect(within(rowOf('boss@shop.test')).getByRole('cell', { name: 'Owner' })).toBeInTheDocument();
    const row = within(rowOf('sadia@shop.test'));
    expect(row.getByRole('cell', { name: 'Employee' })).toBeInTheDocument();
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
        return response(201).json(anInvite({ _id: '22', email: body.email, level: body.level }));
      }),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Invite' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tanvir@shop.test');
    const requests = recordRequests();
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invite sent to tanvir@shop.test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual(['POST /manageEmployees/employeeinvite', 'GET /manageEmployees/getAllInvites']);
    expect(bodies).toEqual([{ email: 'tanvir@shop.test', level: 'employee' }]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Employee Invites (1 in total)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'tanvir@shop.test' })).toBeInTheDocument();
  });

  it('invites an owner when Role is set to Owner (Employee by default)', async () => {
    const bodies: unknown[] = [];
    server.use(
      invitesList([]).handler,
      http.post('/manageEmployees/employeeinvite', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        return response(201).json(anInvite({ email: body.email, level: body.level }));
      }),
    );
    const app = await renderApp({ url: '/employee-invites', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Invite' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('employee');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'partner@shop.test');
    await app.user.selectOptions(role, 'Owner');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invite sent to partner@shop.test');
    expect(bodies).toEqual([{ email: 'partner@shop.test', level: 'owner' }]);
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
    const dialog = await screen.findByRole('dialog', { name: 'Create Invite' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sadia@shop.test');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send Invite to Email' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'sadia@shop.test already has a pending invite',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('sadia@shop.test');
    expect(await screen.findByRole('dialog', { name: 'Create Invite' })).toBeInTheDocument();
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
    const dialog = await screen.findByRole('dialog', { name: 'Create Invite' });
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend Invite' });
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Invite' });
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Invite' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invite no longer exists');
  });
});
