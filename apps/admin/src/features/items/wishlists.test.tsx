import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aWishlist } from '../../test/catalogue-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

describe('/wishlists', () => {
  it('lists Name, Customer, Item; offers View and Delete only (the document has no create or update)', async () => {
    let rows = [aWishlist()];
    const deleted: string[] = [];
    server.use(
      http.get('/wishlists', ({ response }) => response(200).json(listOf(rows))),
      http.delete('/wishlists/{id}', ({ params, response }) => {
        deleted.push(params.id);
        rows = [];
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/wishlists', user: anEmployeeSession() });

    expect(screen.getByRole('heading', { name: 'Wishlists (1 in total)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Wishlists' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Customer', 'Item', 'Actions']);
    const row = within(table).getByRole('row', { name: /For Eid/ });
    expect(row).toHaveTextContent('For EidKarim AhmedLinen Shirt');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['View', 'Delete']);

    await app.user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Wishlist' });
    expect(confirm).toHaveAccessibleDescription(
      "Are you sure you want to delete Karim Ahmed's wish for Linen Shirt?",
    );
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Wishlists (0 in total)' })).toBeInTheDocument(),
    );
    expect(deleted).toEqual(['81']);
  });

  it('pages on the server with the page in the URL', async () => {
    const pages: Array<string | null> = [];
    server.use(
      http.get('/wishlists', ({ query, response }) => {
        pages.push(query.get('page'));
        return response(200).json(listOf([aWishlist()], 60));
      }),
    );
    const app = await renderApp({ url: '/wishlists?page=2', user: anEmployeeSession() });

    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(app.search()).toMatchObject({ page: 1 }));
    expect(pages).toEqual(['2', '1']);
  });
});
