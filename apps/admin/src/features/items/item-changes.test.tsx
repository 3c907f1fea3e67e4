import { formatDateTime, type Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anItem, aRef } from '../../test/catalogue-fixtures';
import { aChange, changeListOf } from '../../test/change-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

type Item = Schema<'Item'>;

/** The items list over `state.rows`, as it is when read; the category lookup of the item form. */
function serveItems(state: { rows: Item[] }) {
  server.use(
    http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf(state.rows))),
    http.get('/categories', ({ response }) => response(200).json(listOf([aCategory()]))),
  );
}

/** The entries of a change list, without the entries nested in them (each entry's list of fields). */
function entriesOf(list: HTMLElement): HTMLElement[] {
  return [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
}

describe('an item’s history', () => {
  it('View Item has Details and History tabs; History reads the item’s changes only when opened', async () => {
    serveItems({ rows: [anItem()] });
    const asked: string[] = [];
    server.use(
      http.get('/changes/{entityType}/{id}', ({ params, query, response }) => {
        asked.push(`${params.entityType} ${params.id} page ${query.get('page')}`);
        return response(200).json(
          changeListOf([
            aChange({
              _id: '902',
              at: '2026-03-06T09:15:00.000Z',
              employee: aRef('8', 'Sadia Islam'),
              role: 'employee',
              operation: 'updateItem',
              fields: [
                { field: 'price', from: 1200, to: 1350 },
                { field: 'isVisible', from: false, to: true },
                { field: 'image', from: 'items/old.webp', to: 'items/new.webp' },
                { field: 'subcategory', from: null, to: aRef('21', 'Linen') },
              ],
            }),
            aChange({
              _id: '901',
              at: '2026-03-01T04:00:00.000Z',
              apiToken: aRef('5', 'Catalogue import'),
              operation: 'createItem',
              fields: [
                { field: 'name', from: null, to: 'Linen Shirt' },
                { field: 'category', from: null, to: aRef('2', 'Shirts') },
              ],
            }),
          ]),
        );
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const requests = recordRequests();

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'View' }),
    );
    const view = await screen.findByRole('dialog', { name: 'View Item' });
    expect(within(view).getByRole('tablist', { name: 'View Item' })).toBeInTheDocument();
    expect(within(view).getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(view).getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('৳1,23,456.50');
    expect(requests).toEqual([]);

    await app.user.click(within(view).getByRole('tab', { name: 'History' }));
    const history = await within(view).findByRole('list', { name: 'Changes, newest first' });
    expect(asked).toEqual(['Item 8 page 1']);
    const [updated, created] = entriesOf(history);
    // Who, their role then, what they did, when; each field by its label in the form, old → new in words.
    expect(updated).toHaveTextContent(/^Update item by Sadia Islam \(Employee\), /);
    expect(within(updated as HTMLElement).getByText('6 Mar 2026', { exact: false })).toHaveAttribute(
      'datetime',
      '2026-03-06T09:15:00.000Z',
    );
    expect(
      within(updated as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Price: ৳1,200.00 → ৳1,350.00',
      'Is Visible: No → Yes',
      'Image:  → ',
      'Subcategory: — → Linen',
    ]);
    expect(within(updated as HTMLElement).getByRole('img', { name: 'Image before' })).toHaveAttribute(
      'src',
      '/media/items/old.webp',
    );
    expect(within(updated as HTMLElement).getByRole('img', { name: 'Image after' })).toHaveAttribute(
      'src',
      '/media/items/new.webp',
    );
    // Made with an API token: the token, and who created it.
    expect(created).toHaveTextContent(
      /^Create item by Catalogue import token, created by Rahim Uddin \(Owner\), /,
    );
    expect(
      within(created as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Name: — → Linen Shirt', 'Category: — → Shirts']);

    await app.user.click(within(view).getByRole('tab', { name: 'Details' }));
    expect(within(view).getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Linen Shirt');
  });

  it('a record with no recorded change says so', async () => {
    serveItems({ rows: [anItem()] });
    server.use(
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'View' }),
    );
    await app.user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});

describe('no silent overwrite of an item', () => {
  it('an update someone else made stale (412) keeps what was typed, says who changed it, and loads their changes', async () => {
    const state = { rows: [anItem({ version: 1 })] };
    serveItems(state);
    const sent: Array<{ ifMatch: string | null; name: string | undefined }> = [];
    server.use(
      http.patch('/controlItems/manageItem/{id}', async ({ request, response }) => {
        const fields = await multipartFields(request);
        const ifMatch = request.headers.get('If-Match');
        sent.push({ ifMatch, name: fields.name });
        const [current] = state.rows;
        if (current === undefined) return response(404).json({ message: 'No such item.' });
        if (ifMatch !== `"${current.version}"`) {
          return response(412).json({
            message: 'Changed by Sadia Islam at 6 Mar 2026, 15:15',
            changedBy: aRef('8', 'Sadia Islam'),
            changedAt: '2026-03-06T09:15:00.000Z',
            current,
          });
        }
        const updated = { ...current, name: fields.name ?? current.name, version: current.version + 1 };
        state.rows = [updated];
        return response(200).json(updated);
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    // Meanwhile Sadia changes its price (the list on screen still shows version 1).
    state.rows = [anItem({ version: 4, price: 1350 })];

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Item' });
    const form = await within(dialog).findByRole('form', { name: 'Update Item' });
    expect(within(form).getByLabelText('Price')).toHaveValue('123456.5');
    await app.user.clear(within(form).getByLabelText('Name'));
    await app.user.type(within(form).getByLabelText('Name'), 'Linen Kurta');
    await app.user.click(within(form).getByRole('button', { name: 'Update Item' }));

    const alert = await within(dialog).findByRole('alert');
    // The time as the item's History writes it, not the server's 24-hour shop time.
    expect(alert).toHaveTextContent(
      `Changed by Sadia Islam at ${formatDateTime('2026-03-06T09:15:00.000Z')}`,
    );
    // Where the person is looking: the focus moves to it, inside the dialog.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('What you typed is kept below.');
    expect(await screen.findByRole('dialog', { name: 'Update Item' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Linen Kurta');
    expect(sent).toEqual([{ ifMatch: '"1"', name: 'Linen Kurta' }]);

    const requests = recordRequests();
    await app.user.click(within(alert).getByRole('button', { name: 'Load their changes' }));
    // The form starts again from the item as it is now: their price, the name as it was.
    const reloaded = () => screen.getByRole('form', { name: 'Update Item' });
    await waitFor(() => expect(within(reloaded()).getByLabelText('Price')).toHaveValue('1350'));
    expect(requests).toContain('GET /controlItems/manageItem?pageSize=50');
    expect(within(reloaded()).getByLabelText('Name')).toHaveValue('Linen Shirt');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.clear(within(reloaded()).getByLabelText('Name'));
    await app.user.type(within(reloaded()).getByLabelText('Name'), 'Linen Kurta');
    await app.user.click(within(reloaded()).getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { ifMatch: '"1"', name: 'Linen Kurta' },
      { ifMatch: '"4"', name: 'Linen Kurta' },
    ]);
    expect(screen.getByRole('row', { name: /Linen Kurta/ })).toBeInTheDocument();
  });
});

describe('an item in Bangla', () => {
  it('its History says each field by its Bangla label and each value in Bangla words and digits', async () => {
    serveItems({ rows: [anItem()] });
    server.use(
      http.get('/changes/{entityType}/{id}', ({ response }) =>
        response(200).json(
          changeListOf([
            aChange({
              fields: [
                { field: 'price', from: 1200, to: 1350 },
                { field: 'isVisible', from: false, to: true },
                { field: 'categoryOrSubcategory', from: 'category', to: 'subcategory' },
                { field: 'subcategory', from: null, to: aRef('21', 'Linen') },
              ],
            }),
          ]),
        ),
      ),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession(), browserLanguages: ['bn'] });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'দেখুন' }),
    );
    const view = await screen.findByRole('dialog', { name: 'পণ্য দেখুন' });
    await app.user.click(within(view).getByRole('tab', { name: 'ইতিহাস' }));
    const history = await within(view).findByRole('list', { name: 'পরিবর্তনসমূহ, নতুনগুলো আগে' });
    const [entry] = entriesOf(history);
    expect(
      within(entry as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'দাম: ৳১,২০০.০০ → ৳১,৩৫০.০০',
      'দৃশ্যমান: না → হ্যাঁ',
      'ক্যাটাগরি নাকি সাবক্যাটাগরি: ক্যাটাগরি → সাবক্যাটাগরি',
      'সাবক্যাটাগরি: — → Linen',
    ]);
  });

  it('a 412 says who and when in Bangla, the time as History writes it, and takes the focus', async () => {
    const state = { rows: [anItem({ version: 1 })] };
    serveItems(state);
    server.use(
      http.patch('/controlItems/manageItem/{id}', ({ response }) =>
        response(412).json({
          message: '৬ মার্চ, ২০২৬, ১৫:১৫-এ Sadia Islam এটি বদলেছেন',
          changedBy: aRef('8', 'Sadia Islam'),
          changedAt: '2026-03-06T09:15:00.000Z',
          current: anItem({ version: 4 }),
        }),
      ),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession(), browserLanguages: ['bn'] });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'হালনাগাদ করুন' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'পণ্য হালনাগাদ করুন' });
    const form = await within(dialog).findByRole('form', { name: 'পণ্য হালনাগাদ করুন' });
    await app.user.click(within(form).getByRole('button', { name: 'পণ্য হালনাগাদ করুন' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `${formatDateTime('2026-03-06T09:15:00.000Z', 'bn')}-এ Sadia Islam এটি বদলেছেন`,
    );
    expect(alert).not.toHaveTextContent('১৫:১৫');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('button', { name: 'তাদের পরিবর্তন লোড করুন' })).toBeInTheDocument();
  });
});

describe.each([
  { language: 'en', browserLanguages: ['en'], view: 'View', title: 'View Item', yes: 'Yes', no: 'No' },
  { language: 'bn', browserLanguages: ['bn'], view: 'দেখুন', title: 'পণ্য দেখুন', yes: 'হ্যাঁ', no: 'না' },
] as const)("an item's view in $language", ({ browserLanguages, view, title, yes, no }) => {
  it('says Yes / No, and "—" for a value the item has not, as an order\'s view does', async () => {
    serveItems({
      rows: [anItem({ isAvailable: true, isVisible: false, description: '', subcategory: null })],
    });
    const app = await renderApp({ url: '/items', user: anEmployeeSession(), browserLanguages });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: view }),
    );
    const dialog = await screen.findByRole('dialog', { name: title });
    const values = [...dialog.querySelectorAll('dd')].map((value) => value.textContent);
    // Name, Description, Price, IsAvailable, IsVisible, Image, Category or Subcategory, Category, Subcategory.
    expect(values[1]).toBe('—');
    expect(values[3]).toBe(yes);
    expect(values[4]).toBe(no);
    expect(values[8]).toBe('—');
    expect(dialog).not.toHaveTextContent(/TRUE|FALSE/);
  });
});
