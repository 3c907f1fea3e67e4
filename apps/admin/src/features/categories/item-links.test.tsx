import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRef } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('item-category and item-subcategory links (read only)', () => {
  it('/item_categories/:parentID lists the items of a category, each linking to its assets, with no create', async () => {
    server.use(
      http.get('/itemCategories', ({ query, response }) =>
        response(200).json(
          listOf(
            query.get('category') === '2'
              ? [{ _id: '1', version: 1, item: aRef('8', 'Linen Shirt'), category: aRef('2', 'Shirts') }]
              : [],
          ),
        ),
      ),
    );
    await renderApp({ url: '/item_categories/2', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Item Categories (1 in total)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Item Categories' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Category', 'Actions']);
    const row = within(table).getByRole('row', { name: /Linen Shirt/ });
    expect(within(row).getByRole('link', { name: 'Item Assets' })).toHaveAttribute(
      'href',
      '/item_assets_from_items/8',
    );
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
  });

  it('/item_subcategories/:parentID lists the items of a subcategory', async () => {
    server.use(
      http.get('/itemSubcategories', ({ query, response }) =>
        response(200).json(
          listOf(
            query.get('subcategory') === '21'
              ? [{ _id: '1', version: 1, item: aRef('8', 'Linen Shirt'), subcategory: aRef('21', 'Linen') }]
              : [],
          ),
        ),
      ),
    );
    await renderApp({ url: '/item_subcategories/21', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Item Subcategories (1 in total)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Linen Shirt/ })).toHaveTextContent('Linen ShirtLinen');
  });
});
