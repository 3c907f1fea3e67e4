import { formatDateTime } from '@shop/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anApiToken } from '../../test/api-token-fixtures';
import { aRef } from '../../test/catalogue-fixtures';
import { aChange, changeListOf } from '../../test/change-fixtures';
import { anEmployee, anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const rahim = anEmployee();
const sadia = anEmployee({ _id: '8', name: 'Sadia Islam', email: 'sadia@shop.test', level: 'employee' });

const priceRaised = aChange({
  _id: '902',
  at: '2026-03-06T09:15:00.000Z',
  employee: aRef('8', 'Sadia Islam'),
  role: 'employee',
  operation: 'updateItem',
  entityType: 'Item',
  entityId: '8',
  label: 'Item Jamdani Saree',
  fields: [
    { field: 'price', from: 1200, to: 1350 },
    { field: 'isVisible', from: true, to: false },
    { field: 'image', from: 'items/old.webp', to: 'items/new.webp' },
  ],
  clientAddress: '203.0.113.7',
});
const refusedSignIn = aChange({
  _id: '901',
  at: '2026-03-06T08:00:00.000Z',
  employee: null,
  role: null,
  operation: 'signInFailed',
  entityType: 'Employee',
  entityId: null,
  label: 'Unknown account',
  fields: [],
  clientAddress: '198.51.100.4',
});
const vatChanged = aChange({
  _id: '900',
  operation: 'updateVat',
  entityType: 'Vat',
  entityId: '1',
  label: 'Vat 7.5',
  fields: [{ field: 'amount', from: 5, to: 7.5 }],
});

/** Serves the change log (`answer` for every read) and the employees; returns each read's query, as sent. */
function serveActivity(answer = changeListOf([priceRaised, refusedSignIn, vatChanged])) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get('/changes', ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json(answer);
    }),
    http.get('/manageEmployees/getAllEmployees', ({ response }) =>
      response(200).json(listOf([rahim, sadia])),
    ),
  );
  return queries;
}

/** The moment a day starts on this machine's calendar, as the screen sends it. */
function startOf(year: number, month: number, day: number): string {
  return new Date(year, month - 1, day).toISOString();
}

/** The cells of the row of the change with `_id`, by the table's column headers. */
function cellsOf(table: HTMLElement, label: string) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table).getByRole('row', { name: new RegExp(label) });
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
}

describe('/activity', () => {
  it('lists the change log newest first: when, who, role, operation in words, record, old → new values, client', async () => {
    const queries = serveActivity();
    await renderApp({ url: '/activity', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { level: 1, name: 'Activity (3 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Role', 'Operation', 'Record', 'Changes', 'Client Address']);
    expect(queries).toEqual([{ pageSize: '50' }]);

    const raised = cellsOf(table, 'Item Jamdani Saree');
    expect(raised.When?.querySelector('time')).toHaveAttribute('datetime', '2026-03-06T09:15:00.000Z');
    expect(raised.Who).toHaveTextContent('Sadia Islam');
    expect(raised.Role).toHaveTextContent('Employee');
    expect(raised.Operation).toHaveTextContent('Update item');
    expect(raised['Client Address']).toHaveTextContent('203.0.113.7');
    expect(
      within(raised.Changes as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Price: ৳1,200.00 → ৳1,350.00', 'Is Visible: Yes → No', 'Image:  → ']);
    expect(within(raised.Changes as HTMLElement).getByRole('img', { name: 'Image after' })).toHaveAttribute(
      'src',
      '/media/items/new.webp',
    );
    // An image deleted since says so rather than showing broken.
    fireEvent.error(within(raised.Changes as HTMLElement).getByRole('img', { name: 'Image before' }));
    expect(
      within(raised.Changes as HTMLElement).getByText('Image before: image since deleted'),
    ).toBeInTheDocument();

    const refused = cellsOf(table, 'Unknown account');
    expect(refused.Who).toHaveTextContent('—');
    expect(refused.Operation).toHaveTextContent('Sign in failed');
    expect(refused['Client Address']).toHaveTextContent('198.51.100.4');
    // A VAT's amount is a percentage, not taka.
    expect(cellsOf(table, 'Vat 7.5').Changes).toHaveTextContent('Amount: 5% → 7.5%');
  });

  it('says what each export sent in words, with the filters it was asked with', async () => {
    const exported = aChange({
      _id: '905',
      operation: 'exportCustomers',
      entityType: 'Customer',
      entityId: null,
      label: 'Export of customers',
      fields: [
        { field: 'q', from: null, to: 'karim' },
        { field: 'rows', from: null, to: 1250 },
        { field: 'complete', from: null, to: true },
      ],
    });
    const stopped = aChange({
      _id: '904',
      operation: 'exportOrdersByStatus',
      entityType: 'Order',
      entityId: null,
      label: 'Export of orders (shipped)',
      fields: [
        { field: 'status', from: null, to: 'shipped' },
        { field: 'rows', from: null, to: 1 },
        { field: 'complete', from: null, to: false },
      ],
    });
    const underWay = aChange({
      _id: '903',
      operation: 'exportItems',
      entityType: 'Item',
      entityId: null,
      label: 'Export of items',
      fields: [
        { field: 'rows', from: null, to: null },
        { field: 'complete', from: null, to: false },
      ],
    });
    serveActivity(changeListOf([exported, stopped, underWay]));
    await renderApp({ url: '/activity', user: anEmployeeSession() });
    const table = screen.getByRole('table', { name: 'Activity' });

    const customers = cellsOf(table, 'Export of customers');
    expect(customers.Operation).toHaveTextContent('Export customers');
    expect(customers.Changes).toHaveTextContent('Exported 1,250 customers');
    expect(
      within(customers.Changes as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Search: — → karim']);
    expect(cellsOf(table, 'Export of orders').Changes).toHaveTextContent(
      'Export stopped after 1 orderStatus: — → Shipped',
    );
    expect(cellsOf(table, 'Export of items').Changes).toHaveTextContent('Export not finished');
  });

  it('says an export in Bangla too', async () => {
    const exported = aChange({
      _id: '905',
      operation: 'exportCustomers',
      entityType: 'Customer',
      entityId: null,
      label: 'Export of customers',
      fields: [
        { field: 'rows', from: null, to: 1250 },
        { field: 'complete', from: null, to: true },
      ],
    });
    serveActivity(changeListOf([exported]));
    await renderApp({ url: '/activity', user: anEmployeeSession(), browserLanguages: ['bn'] });
    expect(await screen.findByText('১,২৫০ জন গ্রাহক এক্সপোর্ট হয়েছে')).toBeInTheDocument();
  });

  it('reads a count past what the server counts as "10,000+", with pages', async () => {
    serveActivity(changeListOf([priceRaised], 10_000, false));
    await renderApp({ url: '/activity', user: anEmployeeSession() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Activity (10,000+ in total)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1–50 of 10,000+')).toBeInTheDocument();
  });

  it('puts each filter in the URL and the read, from the first page', async () => {
    const queries = serveActivity(changeListOf([priceRaised], 120));
    const app = await renderApp({ url: '/activity?page=2', user: anEmployeeSession() });

    await app.user.selectOptions(screen.getByLabelText('Employee'), 'Sadia Islam');
    await waitFor(() => expect(app.search()).toEqual({ employee: '8' }));
    await app.user.selectOptions(screen.getByLabelText('Kind of record'), 'Item');
    await waitFor(() => expect(app.search()).toEqual({ employee: '8', entityType: 'Item' }));
    await app.user.selectOptions(screen.getByLabelText('Operation'), 'Update item');
    await waitFor(() => expect(app.search()).toMatchObject({ operation: 'updateItem' }));
    await app.user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(app.search()).toMatchObject({ from: '2026-03-01' }));
    await app.user.type(screen.getByLabelText('To'), '2026-03-05');
    await waitFor(() =>
      expect(app.search()).toEqual({
        employee: '8',
        entityType: 'Item',
        operation: 'updateItem',
        from: '2026-03-01',
        to: '2026-03-05',
      }),
    );
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        employee: '8',
        entityType: 'Item',
        operation: 'updateItem',
        from: startOf(2026, 3, 1),
        // The day to is included: the read ends where the next day starts.
        to: startOf(2026, 3, 6),
        pageSize: '50',
      }),
    );
    expect(queries[0]).toEqual({ page: '2', pageSize: '50' });

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.search()).toEqual({}));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens with the filters and the page of its URL: the read carries them, the controls show them', async () => {
    const queries = serveActivity(changeListOf([priceRaised], 120));
    await renderApp({
      url: '/activity?employee=8&entityType=Item&operation=updateItem&from=2026-03-01&to=2026-03-05&page=2',
      user: anEmployeeSession(),
    });

    expect(queries).toEqual([
      {
        employee: '8',
        entityType: 'Item',
        operation: 'updateItem',
        from: startOf(2026, 3, 1),
        to: startOf(2026, 3, 6),
        page: '2',
        pageSize: '50',
      },
    ]);
    expect(screen.getByLabelText('Employee')).toHaveDisplayValue('Sadia Islam');
    expect(screen.getByLabelText('Kind of record')).toHaveDisplayValue('Item');
    expect(screen.getByLabelText('Operation')).toHaveDisplayValue('Update item');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-05');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });

  it('a page changes the URL and keeps the filters', async () => {
    const queries = serveActivity(changeListOf([priceRaised], 120));
    const app = await renderApp({ url: '/activity?entityType=Item', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(app.search()).toEqual({ entityType: 'Item', page: 3 }));
    expect(queries.at(-1)).toEqual({ entityType: 'Item', page: '3', pageSize: '50' });
  });

  it("names the token a change was made with and who created it; a token's own entries have their words", async () => {
    const byToken = aChange({
      _id: '905',
      employee: aRef('9', 'Nusrat Jahan'),
      role: 'owner',
      apiToken: aRef('5', 'Nightly report'),
      operation: 'addOrderNote',
      entityType: 'Order',
      entityId: '233',
      label: 'Order #233',
      fields: [],
      note: 'Delivered by the courier bridge',
    });
    const tokenMade = aChange({
      _id: '904',
      employee: aRef('9', 'Nusrat Jahan'),
      operation: 'createApiToken',
      entityType: 'ApiToken',
      entityId: '5',
      label: 'API token Nightly report',
      fields: [
        { field: 'name', from: null, to: 'Nightly report' },
        { field: 'scopes', from: null, to: ['orders:read', 'customers:read'] },
      ],
    });
    serveActivity(changeListOf([byToken, tokenMade]));
    await renderApp({ url: '/activity', user: anEmployeeSession() });

    const table = screen.getByRole('table', { name: 'Activity' });
    expect(cellsOf(table, 'Order #233').Who).toHaveTextContent(
      'Nightly report token, created by Nusrat Jahan',
    );
    const made = cellsOf(table, 'API token Nightly report');
    expect(made.Who).toHaveTextContent(/^Nusrat Jahan$/);
    expect(made.Operation).toHaveTextContent('Create API token');
    expect(
      within(made.Changes as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Name: — → Nightly report', 'Scopes: — → Read orders and Read customers']);
  });

  it('filters by API token (the `tool` of the read), revoked ones included, kept in the URL', async () => {
    const queries = serveActivity();
    server.use(
      http.get('/apiTokens', ({ response }) =>
        response(200).json(
          listOf([
            anApiToken(),
            anApiToken({ _id: '2', name: 'Old storefront', revokedAt: '2026-03-01T00:00:00.000Z' }),
          ]),
        ),
      ),
    );
    const app = await renderApp({ url: '/activity', user: anEmployeeSession() });

    await app.user.selectOptions(screen.getByLabelText('API token'), 'Old storefront');
    await waitFor(() => expect(app.search()).toEqual({ tool: '2' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ tool: '2', pageSize: '50' }));
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.search()).toEqual({}));
    expect(screen.getByLabelText('API token')).toHaveValue('');
  });

  it('is reached from the General Settings hub', async () => {
    serveActivity();
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('link', { name: /Activity/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity (3 in total)' }),
    ).toBeInTheDocument();
  });

  it("is the owners': an employee's visit reads nothing and says who can; their hub has no Activity card", async () => {
    const requests = recordRequests();
    const app = await renderApp({ url: '/activity', user: anEmployeeSession({ level: 'employee' }) });

    expect(
      screen.getByRole('heading', { level: 1, name: "Only the shop owner can see the shop's activity" }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/changes'))).toEqual([]);

    await app.user.click(screen.getByRole('link', { name: 'General Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'General Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Activity/ })).not.toBeInTheDocument();
  });

  describe.each([
    {
      language: 'en',
      browserLanguages: ['en'],
      activity: 'Activity',
      changes: 'Changes',
      lines: {
        moved: ['Status: Processing → To Be Delivered'],
        item: [
          'Price: ৳1,200.00 → ৳1,350.00',
          'Is Visible: Yes → No',
          'Description: Soft cotton → —',
          'Category or Subcategory: Category → Subcategory',
        ],
        role: ['Role: Employee → Owner', 'Active: No → Yes'],
        invite: [`Sent: — → ${formatDateTime('2026-03-06T09:15:00.000Z', 'en')}`],
        vat: ['Amount: 5% → 7.5%', 'Is Applicable: No → Yes'],
      },
    },
    {
      language: 'bn',
      browserLanguages: ['bn'],
      activity: 'কার্যকলাপ',
      changes: 'পরিবর্তন',
      lines: {
        moved: ['অবস্থা: প্রক্রিয়াধীন → ডেলিভারির অপেক্ষায়'],
        item: [
          'দাম: ৳১,২০০.০০ → ৳১,৩৫০.০০',
          'দৃশ্যমান: হ্যাঁ → না',
          'বিবরণ: Soft cotton → —',
          'ক্যাটাগরি নাকি সাবক্যাটাগরি: ক্যাটাগরি → সাবক্যাটাগরি',
        ],
        role: ['ভূমিকা: কর্মী → মালিক', 'সক্রিয়: না → হ্যাঁ'],
        invite: [`পাঠানো হয়েছে: — → ${formatDateTime('2026-03-06T09:15:00.000Z', 'bn')}`],
        vat: ['পরিমাণ: ৫% → ৭.৫%', 'প্রযোজ্য: না → হ্যাঁ'],
      },
    },
  ] as const)('in $language', ({ browserLanguages, activity, changes, lines }) => {
    it('says each change by field labels and value names, not API names: statuses, roles, Yes / No, "—", dates', async () => {
      serveActivity(
        changeListOf([
          aChange({
            _id: '1',
            operation: 'changeOrderToToBeDelivered',
            entityType: 'Order',
            entityId: '233',
            label: 'Order #233',
            fields: [{ field: 'orderStatus', from: 'processing', to: 'toBeDelivered' }],
          }),
          aChange({
            _id: '2',
            label: 'Item Linen Shirt',
            fields: [
              { field: 'price', from: 1200, to: 1350 },
              { field: 'isVisible', from: true, to: false },
              { field: 'description', from: 'Soft cotton', to: '' },
              { field: 'categoryOrSubcategory', from: 'category', to: 'subcategory' },
            ],
          }),
          aChange({
            _id: '3',
            operation: 'changeEmployeeRole',
            entityType: 'Employee',
            entityId: '8',
            label: 'Employee Sadia Islam',
            fields: [
              { field: 'level', from: 'employee', to: 'owner' },
              { field: 'active', from: false, to: true },
            ],
          }),
          aChange({
            _id: '4',
            operation: 'createInvite',
            entityType: 'Invite',
            entityId: '5',
            label: 'Invite new@shop.test',
            fields: [{ field: 'createdAt', from: null, to: '2026-03-06T09:15:00.000Z' }],
          }),
          aChange({
            _id: '5',
            operation: 'updateVat',
            entityType: 'Vat',
            entityId: '1',
            label: 'VAT setting 7.5',
            fields: [
              { field: 'amount', from: 5, to: 7.5 },
              { field: 'isApplicable', from: false, to: true },
            ],
          }),
        ]),
      );
      await renderApp({ url: '/activity', user: anEmployeeSession(), browserLanguages });

      const table = screen.getByRole('table', { name: activity });
      const linesOf = (record: string) =>
        within(cellsOf(table, record)[changes] as HTMLElement)
          .getAllByRole('listitem')
          .map((line) => line.textContent);
      expect(linesOf('Order #233')).toEqual(lines.moved);
      expect(linesOf('Item Linen Shirt')).toEqual(lines.item);
      expect(linesOf('Employee Sadia Islam')).toEqual(lines.role);
      expect(linesOf('Invite new@shop.test')).toEqual(lines.invite);
      expect(linesOf('VAT setting 7.5')).toEqual(lines.vat);
      // On a phone, each value shows beside its column's name.
      expect(cellsOf(table, 'Order #233')[changes]).toHaveAttribute('data-label', changes);
    });
  });
});
