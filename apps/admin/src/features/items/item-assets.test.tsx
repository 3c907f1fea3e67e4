import type { Schema } from '@shop/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anImageFile, anItem, anItemAsset } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { formDialog } from '../../test/form-dialog';
import { http } from '../../test/http';
import { multipartFields } from '../../test/multipart';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function serveAssets(initial: Schema<'ItemAsset'>[]) {
  const state = { rows: initial };
  server.use(
    http.get('/itemAssets', ({ query, response }) => {
      const item = query.get('item');
      return response(200).json(listOf(state.rows.filter((row) => !item || row.item._id === item)));
    }),
  );
  return state;
}

const assets = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    anItemAsset({ _id: String(61 + i), precedence: i + 1, image: `assets/linen-${i + 1}.webp` }),
  );

describe('/item_assets_from_items/:itemID', () => {
  it("lists the item's images with Image, Precedence, Actions and adds one (multipart, precedence 1 to 4)", async () => {
    const state = serveAssets(assets(1));
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.post('/itemAssets', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        const created = anItemAsset({ _id: '70', precedence: 2 });
        state.rows = [...state.rows, created];
        return response(201).json(created);
      }),
    );
    const app = await renderApp({ url: '/item_assets_from_items/8', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Item Assets (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Item Assets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Precedence', 'Actions']);
    expect(within(table).getByRole('img', { name: 'image 1 of Linen Shirt' })).toHaveAttribute(
      'src',
      '/media/assets/linen-1.webp',
    );

    await app.user.click(screen.getByRole('button', { name: 'Create Item Asset' }));
    const dialog = await formDialog('Create Item Asset');
    const precedence = within(dialog).getByLabelText('Precedence');
    expect(within(precedence).getAllByRole('option')).toHaveLength(5);
    await app.user.upload(within(dialog).getByLabelText('Image'), anImageFile());
    await app.user.selectOptions(precedence, '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item Asset' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ item: '8', image: 'file image/png: image bytes', precedence: '2' }]);
    expect(screen.getByRole('heading', { name: 'Item Assets (2 in total)' })).toBeInTheDocument();
  });

  it('offers no create at 4 images and says why', async () => {
    serveAssets(assets(4));
    await renderApp({ url: '/item_assets_from_items/8', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Item Assets (4 in total)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Item Asset' })).not.toBeInTheDocument();
    expect(screen.getByText(/This item has 4 images, the most an item can have/)).toBeInTheDocument();
  });

  it('updates the precedence of an image, keeping the stored image', async () => {
    serveAssets(assets(2));
    const sent: Array<Record<string, string>> = [];
    server.use(
      http.patch('/itemAssets/{id}', async ({ request, response }) => {
        sent.push(await multipartFields(request));
        return response(200).json(anItemAsset({ precedence: 4 }));
      }),
    );
    const app = await renderApp({ url: '/item_assets_from_items/8', user: anEmployeeSession() });

    const row = screen.getByRole('row', { name: /image 1 of Linen Shirt/ });
    await app.user.click(within(row).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update Item Asset');
    expect(within(dialog).getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      '/media/assets/linen-1.webp',
    );
    expect(within(dialog).getByLabelText('Precedence')).toHaveValue('1');
    await app.user.selectOptions(within(dialog).getByLabelText('Precedence'), '4');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Item Asset' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ precedence: '4' }]);
  });
});

describe('/item_assets', () => {
  it("shows the server's refusal of a fifth image in the create form", async () => {
    serveAssets(assets(4));
    server.use(
      http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf([anItem()]))),
      http.post('/itemAssets', ({ response }) =>
        response(409).json({ message: 'An item has at most 4 assets.' }),
      ),
    );
    const app = await renderApp({ url: '/item_assets', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Item Assets (4 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Item Assets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Image', 'Precedence', 'Actions']);
    await app.user.click(screen.getByRole('button', { name: 'Create Item Asset' }));
    const dialog = await formDialog('Create Item Asset');
    const item = within(dialog).getByLabelText('Item');
    await waitFor(() =>
      expect(within(item).getByRole('option', { name: 'Linen Shirt' })).toBeInTheDocument(),
    );
    await app.user.selectOptions(item, 'Linen Shirt');
    await app.user.upload(within(dialog).getByLabelText('Image'), anImageFile());
    await app.user.selectOptions(within(dialog).getByLabelText('Precedence'), '1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Item Asset' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An item has at most 4 assets.');
    expect(within(dialog).getByLabelText('Item')).toHaveValue('8');
  });
});
