import { createApiTokenDefaults, createApiTokenNumbers, formatDateTime, type Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCreatedApiToken, anApiToken, daysFromNow } from '../../test/api-token-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const nightly = anApiToken({
  lastUsedAt: '2026-03-06T09:15:00.000Z',
  lastUsedAddress: '203.0.113.7',
  scopes: ['orders:read', 'customers:read'],
});
const courier = anApiToken({
  _id: '4',
  name: 'Courier bridge',
  scopes: ['orders:write'],
  expiresAt: daysFromNow(3),
  lastFour: 'Cb12',
});
const backup = anApiToken({
  _id: '3',
  name: 'Off-site backup',
  expiresAt: daysFromNow(-1),
  lastFour: 'Ob34',
});
const storefront = anApiToken({
  _id: '2',
  name: 'Old storefront',
  revokedAt: daysFromNow(-2),
  lastFour: 'Os56',
});

/** Serves the token list (`tokens`, newest first). */
function serveTokens(tokens: Schema<'ApiToken'>[] = [nightly, courier, backup, storefront]) {
  server.use(http.get('/apiTokens', ({ response }) => response(200).json(listOf(tokens))));
}

/** The cells of the row naming `name`, by the table's column headers. */
function rowOf(name: string) {
  const table = screen.getByRole('table', { name: 'API tokens' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table).getByRole('row', { name: new RegExp(name) });
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]?.textContent ?? '']));
}

describe('/api_tokens', () => {
  it('lists every token as the server does: scopes in words, creator, dates, last use, and where it stands', async () => {
    serveTokens();
    await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'API tokens (4 in total)' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'API tokens' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Nightly report (ends …x9Qz)',
      'Courier bridge (ends …Cb12)',
      'Off-site backup (ends …Ob34)',
      'Old storefront (ends …Os56)',
    ]);
    expect(rowOf('Nightly report')).toMatchObject({
      Scopes: 'Read orders and Read customers',
      'Created by': 'Nusrat Jahan',
      Created: formatDateTime(nightly.createdAt, 'en'),
      Expires: formatDateTime(nightly.expiresAt, 'en'),
      'Last used': `${formatDateTime('2026-03-06T09:15:00.000Z', 'en')}from 203.0.113.7`,
      Status: 'Active',
    });
    expect(rowOf('Courier bridge')).toMatchObject({ 'Last used': 'Never', Status: 'Expires soon' });
    expect(rowOf('Off-site backup')).toMatchObject({ Status: 'Expired' });
    expect(rowOf('Old storefront')).toMatchObject({ Status: 'Revoked' });
    // A revoked token has nothing left to revoke.
    expect(screen.queryByRole('button', { name: 'Revoke Old storefront' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Nightly report' })).toBeInTheDocument();
  });

  it('is reached from the General Settings hub', async () => {
    serveTokens();
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('link', { name: /API tokens/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API tokens (4 in total)' }),
    ).toBeInTheDocument();
  });

  it("is the owners': an employee's visit reads nothing and says who can; their hub has no API tokens card", async () => {
    const requests = recordRequests();
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession({ level: 'employee' }) });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Only the shop owner can manage API tokens' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'General Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'General Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /API tokens/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/apiTokens'))).toEqual([]);
  });

  it('makes a token with the chosen scopes and the default days, then shows its secret once, to copy', async () => {
    serveTokens([nightly]);
    const created = aCreatedApiToken();
    const bodies: unknown[] = [];
    server.use(
      http.post('/apiTokens', async ({ request, response }) => {
        bodies.push(await request.json());
        serveTokens([created, nightly]);
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Expires in (days)' });
    expect(days).toHaveValue(String(createApiTokenDefaults.expiresInDays));
    expect(days).toHaveAttribute('aria-valuemax', String(createApiTokenNumbers.expiresInDays.maximum));
    expect(within(dialog).getByText(/^Ends .*At most 365 days\.$/)).toBeInTheDocument();
    // Read and write side by side for each part of the shop.
    const orders = within(dialog).getByRole('group', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['orders:read', 'orders:write']);
    await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly report');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Read orders' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('dialog', { name: 'API token Nightly report created' });
    expect(bodies).toEqual([{ name: 'Nightly report', scopes: ['orders:read'], expiresInDays: 90 }]);
    expect(within(secret).getByText('Copy the token now: you will not see it again.')).toBeInTheDocument();
    expect(within(secret).getByRole('textbox', { name: 'Token' })).toHaveValue(created.token);
    await app.user.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(await within(secret).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(created.token);

    await app.user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(created.token)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API tokens (2 in total)' }),
    ).toBeInTheDocument();
    // Opening the dialog again starts afresh: the secret is nowhere.
    await app.user.click(screen.getByRole('button', { name: 'New API token' }));
    expect(screen.queryByDisplayValue(created.token)).not.toBeInTheDocument();
  });

  it('shows the day a token of the typed days ends', async () => {
    serveTokens([]);
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Expires in (days)' });
    await app.user.clear(days);
    await app.user.type(days, '30');
    const ends = formatDateTime(daysFromNow(30), 'en');
    expect(within(dialog).getByText(`Ends ${ends}. At most 365 days.`)).toBeInTheDocument();
  });

  it('checks the form first: a scope is needed, the days within the range; nothing is sent', async () => {
    serveTokens([]);
    const requests = recordRequests();
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API token' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly report');
    const days = within(dialog).getByRole('spinbutton', { name: 'Expires in (days)' });
    await app.user.clear(days);
    await app.user.type(days, '400');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await within(dialog).findByText('Choose at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 365')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Nightly report');
  });

  it.each([
    {
      status: 400,
      answer: { message: 'name: Required', fields: { name: 'Give the token a name' } },
      shown: 'Give the token a name',
    },
    {
      status: 403,
      answer: { message: 'Only an owner can make API tokens' },
      shown: 'Only an owner can make API tokens',
    },
    {
      status: 409,
      answer: { message: 'A token named Nightly report exists already' },
      shown: 'A token named Nightly report exists already',
    },
  ])(
    'a $status refusal is said in the dialog, which keeps what was chosen',
    async ({ status, answer, shown }) => {
      serveTokens([]);
      server.use(
        http.post('/apiTokens', ({ response }) => response.untyped(Response.json(answer, { status }))),
      );
      const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

      await app.user.click(screen.getByRole('button', { name: 'New API token' }));
      const dialog = await screen.findByRole('dialog', { name: 'New API token' });
      await app.user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Nightly report');
      await app.user.click(within(dialog).getByRole('checkbox', { name: 'Write orders' }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Create token' }));

      expect(await within(dialog).findByText(shown)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Nightly report');
      expect(within(dialog).getByRole('checkbox', { name: 'Write orders' })).toBeChecked();
      expect(screen.queryByRole('dialog', { name: /created/ })).not.toBeInTheDocument();
    },
  );

  it('revokes a token after a confirmation, and the list says so', async () => {
    serveTokens([nightly]);
    const revoked = { ...nightly, revokedAt: daysFromNow(0), version: 2 };
    const requests = recordRequests();
    server.use(
      http.post('/apiTokens/revokeApiToken/{id}', ({ response }) => {
        serveTokens([revoked]);
        return response(200).json(revoked);
      }),
    );
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API token' });
    expect(confirm).toHaveTextContent('Revoke Nightly report? Every tool that uses it is refused');
    await app.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Nightly report revoked')).toBeInTheDocument();
    expect(requests).toContain('POST /apiTokens/revokeApiToken/5');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rowOf('Nightly report')).toMatchObject({ Status: 'Revoked' });
  });

  it.each([
    { status: 404 as const, message: 'There is no such API token' },
    { status: 403 as const, message: 'Only an owner can revoke API tokens' },
  ])('a $status refusal of a revoke stays in its dialog', async ({ status, message }) => {
    serveTokens([nightly]);
    server.use(
      http.post('/apiTokens/revokeApiToken/{id}', ({ response }) => response(status).json({ message })),
    );
    const app = await renderApp({ url: '/api_tokens', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API token' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await within(confirm).findByText(message)).toBeInTheDocument();
  });
});

describe("the dashboard's notice of tokens ending soon", () => {
  it('names the tokens ending within 7 days for an owner, linking to the API tokens screen', async () => {
    serveTokens([nightly, courier, backup, storefront]);
    const app = await renderApp({ url: '/', user: anEmployeeSession() });

    const notice = await screen.findByRole('complementary', { name: 'API tokens ending soon' });
    expect(notice).toHaveTextContent('1 API token ends within 7 days: Courier bridge.');
    await app.user.click(within(notice).getByRole('link', { name: 'Open API tokens' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API tokens (4 in total)' }),
    ).toBeInTheDocument();
  });

  it('says nothing when no token ends soon', async () => {
    serveTokens([nightly, backup]);
    const requests = recordRequests();
    await renderApp({ url: '/', user: anEmployeeSession() });

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(requests).toContain('GET /apiTokens');
    expect(screen.queryByRole('complementary', { name: 'API tokens ending soon' })).not.toBeInTheDocument();
  });

  it('an employee never reads the tokens nor sees a notice', async () => {
    serveTokens([courier]);
    const requests = recordRequests();
    await renderApp({ url: '/', user: anEmployeeSession({ level: 'employee' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/apiTokens'))).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'API tokens ending soon' })).not.toBeInTheDocument();
  });
});
