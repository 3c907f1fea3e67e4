import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anImageFile, anItem, aRef, aSubcategory } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const linen = anItem();
const silk = anItem({
  _id: '9',
  name: 'Silk Saree',
  price: 8500,
  isVisible: false,
  image: null,
  categoryOrSubcategory: 'subcategory',
  category: aRef('6', 'Sarees'),
  subcategory: aRef('61', 'Silk'),
});

/** The items endpoint over some rows: `q` filters names (case-insensitive), `total` may claim more rows. */
function serveItems(rows: Schema<'Item'>[], total?: number) {
  server.use(
    http.get('/controlItems/manageItem', ({ query, response }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const found = rows.filter((item) => item.name.toLowerCase().includes(q));
      return response(200).json(listOf(found, total ?? found.length));
    }),
  );
}

/** The lookups of the item form: two categories, each with its subcategories. */
function serveCategories() {
  server.use(
    http.get('/categories', ({ response }) =>
      response(200).json(listOf([aCategory(), aCategory({ _id: '6', name: 'Sarees' })])),
    ),
    http.get('/subCategories/getSubcategoriesByCategory/{categoryId}', ({ params, response }) =>
      response(200).json(
        listOf(
          params.categoryId === '2'
            ? [aSubcategory(), aSubcategory({ _id: '22', name: 'Oxford' })]
            : [aSubcategory({ _id: '61', name: 'Silk', category: aRef('6', 'Sarees') })],
        ),
      ),
    ),
  );
}

function optionsOf(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('/items', () => {
  it('lists Item Name, Image, Price in taka (en-IN), IsVisible, with View, Update, Item Assets and Delete', async () => {
    serveItems([linen, silk]);
    await renderApp({ url: '/items', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Items (2 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item Name', 'Image', 'Price', 'IsVisible', 'Actions']);
    const row = within(table).getByRole('row', { name: /Linen Shirt/ });
    expect(within(row).getByText('৳1,23,456.50')).toBeInTheDocument();
    expect(within(row).getByText('TRUE')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Linen Shirt' })).toHaveAttribute(
      'src',
      '/media/items/linen.webp',
    );
    const actions = [...row.querySelectorAll('button, a')];
    expect(actions.map((action) => action.getAttribute('aria-label'))).toEqual([
      'View',
      'Update',
      'Item Assets',
      'Delete',
    ]);
    expect(within(row).getByRole('link', { name: 'Item Assets' })).toHaveAttribute(
      'href',
      '/item_assets_from_items/8',
    );
    expect(within(table).getByRole('row', { name: /Silk Saree/ })).toHaveTextContent('FALSE');
  });

  it("shows each item's image as a thumbnail: the WebP renditions, picked for a 40 px cell", async () => {
    const stored = 'items/0123456789abcdef0123456789abcdef.jpg';
    serveItems([anItem({ image: stored })]);
    await renderApp({ url: '/items', user: anEmployeeSession() });

    const image = within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('img', {
      name: 'Linen Shirt',
    });
    expect(image).toHaveAttribute('src', `/media/${stored}`);
    expect(image).toHaveAttribute(
      'srcset',
      '/media/items/0123456789abcdef0123456789abcdef-96.webp 96w, /media/items/0123456789abcdef0123456789abcdef-480.webp 480w',
    );
    expect(image).toHaveAttribute('sizes', '40px');
  });

  it('searches by name on the server and keeps the search in the URL', async () => {
    serveItems([linen, silk]);
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });
    const requests = recordRequests();

    await app.user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'SILK');

    expect(await screen.findByRole('heading', { name: 'Items (1 in total)' })).toBeInTheDocument();
    expect(app.search()).toMatchObject({ q: 'SILK' });
    expect(requests).toEqual(['GET /controlItems/manageItem?q=SILK&pageSize=50']);
    expect(screen.queryByRole('row', { name: /Linen Shirt/ })).not.toBeInTheDocument();
  });

  it('opens with the search of the URL, pages and sorts on the server', async () => {
    serveItems([linen], 120);
    const app = await renderApp({ url: '/items?q=linen', user: anEmployeeSession() });
    expect(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('linen');
    const requests = recordRequests();

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.search()).toMatchObject({ q: 'linen', page: 2 }));
    await app.user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(app.search()).toMatchObject({ q: 'linen', sort: 'price' }));

    expect(requests).toEqual([
      'GET /controlItems/manageItem?q=linen&page=2&pageSize=50',
      'GET /controlItems/manageItem?q=linen&sort=price&pageSize=50',
    ]);
  });

  it('creates an item in a category: defaults, image preview, multipart body', async () => {
    serveItems([]);
    serveCategories();
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/controlItems/manageItem', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        return response(201).json(anItem({ _id: '12', name: 'Khadi Shirt' }));
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    // The item form loads when its modal opens.
    await within(dialog).findByRole('form', { name: 'Create Item' });
    expect(within(dialog).getByLabelText('Price')).toHaveValue('0');
    expect(within(dialog).getByRole('switch', { name: 'Is Available' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Is Visible' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Category or Subcategory')).toHaveValue('category');
    expect(within(dialog).queryByLabelText('Subcategory')).not.toBeInTheDocument();

    await app.user.type(within(dialog).getByLabelText('Name'), 'Khadi Shirt');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Is Visible' }));
    await waitFor(() => expect(optionsOf(within(dialog).getByLabelText('Category'))).toContain('Sarees'));
    await app.user.selectOptions(within(dialog).getByLabelText('Category'), 'Shirts');
    await app.user.upload(within(dialog).getByLabelText('Image'), anImageFile());
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'Khadi Shirt',
        description: '',
        price: '0',
        isAvailable: 'false',
        isVisible: 'true',
        image: 'file image/png: image bytes',
        categoryOrSubcategory: 'category',
        category: '2',
      },
    ]);
  });

  it("offers the chosen category's subcategories, and clears the subcategory when the category changes", async () => {
    serveItems([]);
    serveCategories();
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/controlItems/manageItem', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        return response(201).json(silk);
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    // The item form loads when its modal opens.
    await within(dialog).findByRole('form', { name: 'Create Item' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Silk Saree');
    await app.user.selectOptions(within(dialog).getByLabelText('Category or Subcategory'), 'Subcategory');
    const subcategory = within(dialog).getByLabelText('Subcategory');
    expect(subcategory).toBeDisabled();

    const category = within(dialog).getByLabelText('Category');
    await waitFor(() => expect(optionsOf(category)).toContain('Shirts'));
    await app.user.selectOptions(category, 'Shirts');
    await waitFor(() => expect(optionsOf(subcategory)).toEqual(['Select Subcategory', 'Linen', 'Oxford']));
    await app.user.selectOptions(subcategory, 'Oxford');
    expect(subcategory).toHaveValue('22');

    await app.user.selectOptions(category, 'Sarees');
    expect(subcategory).toHaveValue('');
    await waitFor(() => expect(optionsOf(subcategory)).toEqual(['Select Subcategory', 'Silk']));

    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item' }));
    expect(subcategory).toHaveAccessibleDescription('Required');
    await app.user.selectOptions(subcategory, 'Silk');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create Item' })).toBeEnabled());
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject([{ categoryOrSubcategory: 'subcategory', category: '6', subcategory: '61' }]);
  });

  it('keeps the item form open with the server message, the field message and what was typed', async () => {
    serveItems([]);
    serveCategories();
    server.use(
      http.post('/controlItems/manageItem', ({ response }) =>
        response(400).json({ message: 'The item was not saved.', fields: { price: 'Too expensive' } }),
      ),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Create Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Item' });
    // The item form loads when its modal opens.
    await within(dialog).findByRole('form', { name: 'Create Item' });
    await app.user.type(within(dialog).getByLabelText('Name'), 'Gold Panjabi');
    await app.user.clear(within(dialog).getByLabelText('Price'));
    await app.user.type(within(dialog).getByLabelText('Price'), '99999');
    await waitFor(() => expect(optionsOf(within(dialog).getByLabelText('Category'))).toContain('Shirts'));
    await app.user.selectOptions(within(dialog).getByLabelText('Category'), 'Shirts');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The item was not saved.');
    expect(within(dialog).getByLabelText('Price')).toHaveAccessibleDescription('Too expensive');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('99999');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Gold Panjabi');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('2');
  });

  it('updates an item from its values without resending its image', async () => {
    serveItems([silk]);
    serveCategories();
    const sent: Array<{ id: string; fields: Record<string, string> }> = [];
    server.use(
      http.patch('/controlItems/manageItem/{id}', async ({ params, request, response }) => {
        sent.push({ id: params.id, fields: await multipartFields(request) });
        return response(200).json(silk);
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Silk Saree/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Item' });
    // The item form loads when its modal opens.
    await within(dialog).findByRole('form', { name: 'Update Item' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Silk Saree');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('8500');
    expect(within(dialog).getByRole('switch', { name: 'Is Visible' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Category or Subcategory')).toHaveValue('subcategory');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('6');
    expect(within(dialog).getByLabelText('Subcategory')).toHaveValue('61');
    await app.user.clear(within(dialog).getByLabelText('Price'));
    await app.user.type(within(dialog).getByLabelText('Price'), '9000.5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        id: '9',
        fields: {
          name: 'Silk Saree',
          description: 'Breathes in the heat',
          price: '9000.5',
          isAvailable: 'true',
          isVisible: 'false',
          categoryOrSubcategory: 'subcategory',
          category: '6',
          subcategory: '61',
        },
      },
    ]);
  });

  it('shows the current image in the update form', async () => {
    serveItems([linen]);
    serveCategories();
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'Update' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Item' });
    // The item form loads when its modal opens.
    await within(dialog).findByRole('form', { name: 'Update Item' });
    expect(within(dialog).getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/media/items/linen.webp',
    );
  });

  it('views and deletes an item', async () => {
    let rows = [linen];
    server.use(
      http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf(rows))),
      http.delete('/controlItems/manageItem/{id}', ({ response }) => {
        rows = [];
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/items', user: anEmployeeSession() });

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'View' }),
    );
    const view = await screen.findByRole('dialog', { name: 'View Item' });
    expect(within(view).getByText('Category').nextSibling).toHaveTextContent('Shirts');
    expect(within(view).getByText('Price').nextSibling).toHaveTextContent('৳1,23,456.50');
    await app.user.click(within(view).getByRole('button', { name: 'Close' }));

    await app.user.click(
      within(screen.getByRole('row', { name: /Linen Shirt/ })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete Linen Shirt?');
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Items (0 in total)' })).toBeInTheDocument();
  });
});
