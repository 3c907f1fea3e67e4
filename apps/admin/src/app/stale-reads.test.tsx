import type { Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aCategory,
  aCollection,
  aFeaturedItem,
  aNavCollection,
  anItem,
  anItemAsset,
  aRef,
  aSubcategory,
  aWishlist,
} from '../test/catalogue-fixtures';
import { anEmployeeSession, listOf, orderCounts } from '../test/fixtures';
import { formDialog } from '../test/form-dialog';
import { http } from '../test/http';
import { anOrder } from '../test/order-fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { recordShownTexts } from '../test/shown-texts';
import { detailsOf, rowOf } from '../test/table-rows';

// A write refreshes every read the API document says it makes stale, cascades included, so a screen opened
// after it never shows what the write changed: not even for a moment while it reloads. Each test first opens
// the screens that will change (their lists are then cached, fresh for a while), makes the write on another
// screen, and opens them again.

type Page = Parameters<Awaited<ReturnType<typeof renderApp>>['router']['navigate']>[0]['to'];

/** Opens a screen by its address, as typed in the address bar, and waits for its heading. */
async function open(app: Awaited<ReturnType<typeof renderApp>>, to: Page, heading: RegExp | string) {
  await app.router.navigate({ to });
  return screen.findByRole('heading', { level: 1, name: heading });
}

describe('deleting an item', () => {
  const linen = anItem();
  const silk = anItem({ _id: '9', name: 'Silk Saree' });

  /** The catalogue with both items until Linen Shirt is deleted; every list that shows an item follows. */
  function serveCatalogue() {
    let deleted = false;
    const shown = <Row extends { item: Schema<'Ref'> }>(rows: Row[]) =>
      listOf(deleted ? rows.filter((row) => row.item._id !== linen._id) : rows);
    server.use(
      http.get('/controlItems/manageItem', ({ response }) =>
        response(200).json(listOf(deleted ? [silk] : [linen, silk])),
      ),
      http.delete('/controlItems/manageItem/{id}', ({ response }) => {
        deleted = true;
        return response(204).empty();
      }),
      http.get('/featuredItems', ({ response }) =>
        response(200).json(
          shown([
            aFeaturedItem(),
            aFeaturedItem({ _id: '72', item: aRef('9', 'Silk Saree'), precedence: 4 }),
          ]),
        ),
      ),
      http.get('/itemAssets', ({ response }) =>
        response(200).json(
          shown([anItemAsset(), anItemAsset({ _id: '62', item: aRef('9', 'Silk Saree'), precedence: 2 })]),
        ),
      ),
      http.get('/wishlists', ({ response }) =>
        response(200).json(
          shown([aWishlist(), aWishlist({ _id: '82', item: aRef('9', 'Silk Saree'), name: 'For Puja' })]),
        ),
      ),
    );
  }

  it('takes it off the featured items, the item assets and the wishlists', async () => {
    serveCatalogue();
    const app = await renderApp({ url: '/featured_items', user: anEmployeeSession() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Featured Items (2 in total)' }),
    ).toBeInTheDocument();
    await open(app, '/item_assets', 'Item Assets (2 in total)');
    await open(app, '/wishlists', 'Wishlists (2 in total)');

    await open(app, '/items', 'Items (2 in total)');
    await app.user.click(within(rowOf('Linen Shirt')).getByRole('button', { name: 'Delete' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Item' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted Linen Shirt');
    const cells = recordShownTexts('td');

    expect(await open(app, '/featured_items', 'Featured Items (1 in total)')).toBeInTheDocument();
    expect(rowOf('Silk Saree')).toBeInTheDocument();
    expect(await open(app, '/item_assets', 'Item Assets (1 in total)')).toBeInTheDocument();
    expect(rowOf('Silk Saree')).toBeInTheDocument();
    expect(await open(app, '/wishlists', 'Wishlists (1 in total)')).toBeInTheDocument();
    expect(rowOf('For Puja')).toBeInTheDocument();
    expect(cells).not.toContain('Linen Shirt');
    expect(cells).not.toContain('For Eid');
  });
});

describe('renaming a category', () => {
  it("shows the new name in its subcategories' list", async () => {
    let name = 'Shirts';
    server.use(
      http.get('/categories', ({ response }) => response(200).json(listOf([aCategory({ name })]))),
      http.patch('/categories/{id}', async ({ request, response }) => {
        name = (await request.json()).name ?? name;
        return response(200).json(aCategory({ name }));
      }),
      http.get('/subCategories/getSubcategoriesByCategory/{categoryId}', ({ response }) =>
        response(200).json(listOf([aSubcategory({ category: aRef('2', name) })])),
      ),
    );
    const app = await renderApp({ url: '/subcategories/2', user: anEmployeeSession() });
    expect(screen.getByRole('heading', { level: 1, name: 'Subcategories (1 in total)' })).toBeInTheDocument();

    await open(app, '/categories', 'Categories (1 in total)');
    await app.user.click(within(rowOf('Shirts')).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update Category');
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'Formal Shirts');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Category updated');

    await app.user.click(within(rowOf('Formal Shirts')).getByRole('link', { name: 'Subcategories' }));
    await screen.findByRole('heading', { level: 1, name: 'Subcategories (1 in total)' });
    await app.user.click(within(rowOf('Linen')).getByRole('button', { name: 'View' }));
    expect(detailsOf(await screen.findByRole('dialog', { name: 'View Subcategory' }))).toContainEqual([
      'Category',
      'Formal Shirts',
    ]);
  });
});

describe('renaming a collection', () => {
  it('shows the new name in the nav collections', async () => {
    let name = 'Summer';
    server.use(
      http.get('/collections', ({ response }) => response(200).json(listOf([aCollection({ name })]))),
      http.patch('/collections/{id}', async ({ request, response }) => {
        name = (await request.json()).name ?? name;
        return response(200).json(aCollection({ name }));
      }),
      http.get('/navCollections', ({ response }) =>
        response(200).json(listOf([aNavCollection({ collectionID: aRef('3', name) })])),
      ),
    );
    const app = await renderApp({ url: '/nav_collections', user: anEmployeeSession() });
    expect(rowOf('Summer')).toBeInTheDocument();

    await open(app, '/collections', 'Collections (1 in total)');
    await app.user.click(within(rowOf('Summer')).getByRole('button', { name: 'Update' }));
    const dialog = await formDialog('Update Collection');
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'Summer Sale');
    await app.user.click(within(dialog).getByRole('button', { name: 'Update Collection' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Collection updated');
    const cells = recordShownTexts('td');

    await app.user.click(screen.getByRole('link', { name: 'Item Groups' }));
    await app.user.click(await screen.findByRole('link', { name: /Collection Screens/ }));
    await app.user.click(await screen.findByRole('link', { name: /Nav Collections/ }));
    await screen.findByRole('heading', { level: 1, name: 'Nav Collections (1 in total)' });
    expect(rowOf('Summer Sale')).toBeInTheDocument();
    expect(cells).not.toContain('Summer');
  });
});

describe('moving an order', () => {
  it('shows it in the list it joined, not in the one it left, and the new counts', async () => {
    let delivered = false;
    const order = anOrder();
    server.use(
      http.get('/customers/orders/getOrderCountsByStatus', ({ response }) =>
        response(200).json(orderCounts(delivered ? { toBeDelivered: 1 } : { processing: 1 })),
      ),
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) => {
        const now = delivered ? 'toBeDelivered' : 'processing';
        return response(200).json(listOf(params.status === now ? [{ ...order, orderStatus: now }] : []));
      }),
      http.patch('/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/{id}', ({ response }) => {
        delivered = true;
        return response(200).json({ ...order, orderStatus: 'toBeDelivered' });
      }),
    );
    const app = await renderApp({ url: '/orderScreens', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('link', { name: 'To Be Delivered: 0 orders' }));
    await screen.findByRole('heading', { level: 1, name: 'TOBEDELIVERED (0 in total)' });
    await app.user.click(screen.getByRole('link', { name: 'Order Screens' }));
    await app.user.click(await screen.findByRole('link', { name: 'Processing: 1 order' }));
    await screen.findByRole('heading', { level: 1, name: 'PROCESSING (1 in total)' });

    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'Deliver' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Order 12 is now To Be Delivered');
    expect(screen.getByRole('heading', { level: 1, name: 'PROCESSING (0 in total)' })).toBeInTheDocument();
    const links = recordShownTexts('a[aria-label]');
    const headings = recordShownTexts('h1');

    await app.user.click(screen.getByRole('link', { name: 'Order Screens' }));
    await app.user.click(await screen.findByRole('link', { name: 'To Be Delivered: 1 order' }));
    await screen.findByRole('heading', { level: 1, name: 'TOBEDELIVERED (1 in total)' });
    expect(rowOf('12')).toBeInTheDocument();
    expect(links).not.toContain('Processing: 1 order');
    expect(links).not.toContain('To Be Delivered: 0 orders');
    expect(headings).not.toContain('TOBEDELIVERED (0 in total)');
  });
});
