import type { Schema } from '@shop/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeListOf } from '../../test/change-fixtures';
import { aCustomer } from '../../test/customer-fixtures';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder, aPrintout } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { rowOf } from '../../test/table-rows';
import { printSearch } from './print-search';

/** printOrders answering the orders asked for, but for `missing`; every request body is kept. */
function printServer(missing: readonly string[] = []) {
  const sent: Schema<'OrderPrintRequest'>[] = [];
  server.use(
    http.post('/customers/orders/printOrders', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const found = body.ids.filter((id) => !missing.includes(id));
      return response(200).json({ ...aPrintout(found, body.document), missing: [...missing] });
    }),
  );
  return sent;
}

describe('printing orders', () => {
  it("prints a selection's packing slips, one sheet per order, with the barcode, address and amounts", async () => {
    const sent = printServer();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = await renderApp({
      url: '/print/orders?ids=12,13&document=packingSlip',
      user: anEmployeeSession(),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Packing slips (2)' })).toBeInTheDocument();
    expect(sent).toEqual([{ ids: ['12', '13'], document: 'packingSlip' }]);
    const slip = screen.getByRole('article', { name: 'Packing slip · Order 13' });
    expect(within(slip).getByRole('img', { name: 'Barcode 13' })).toBeInTheDocument();
    expect(within(slip).getByText('Nakshi Kantha House')).toBeInTheDocument();
    expect(within(slip).getByRole('region', { name: 'Deliver to' })).toHaveTextContent(
      'Karim Ahmed01711000000House 7, Road 4Dhanmondi, Dhaka, Dhaka',
    );
    expect(
      within(slip).getByRole('row', { name: 'Cotton Panjabi 2 ৳1,450.00 ৳2,900.00' }),
    ).toBeInTheDocument();
    expect(within(slip).getByRole('row', { name: 'Grand total ৳1,40,624.30' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    // The 80 mm roll is the same slips on another paper: nothing is read again.
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Paper' })).getByRole('link', { name: '80 mm roll' }),
    );
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Packing slip · Order 12' })).toHaveClass('sheet-80mm');
    expect(sent).toHaveLength(1);
    print.mockRestore();
  });

  it('an invoice bills the customer (with the email) on A4, and says which orders there are none of', async () => {
    printServer(['99']);
    await renderApp({
      url: '/print/orders?ids=12,99&document=invoice&paper=80mm',
      user: anEmployeeSession(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices (1)' })).toBeInTheDocument();
    const invoice = screen.getByRole('article', { name: 'Invoice · Order 12' });
    expect(invoice).toHaveClass('sheet-a4');
    expect(within(invoice).getByRole('region', { name: 'Bill to' })).toHaveTextContent('karim@example.com');
    expect(within(invoice).queryByRole('img', { name: /Barcode/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No order 99: left out.');
    expect(screen.queryByRole('navigation', { name: 'Paper' })).not.toBeInTheDocument();
  });

  it('in Bangla, order numbers, quantities and the count are in Bangla digits; the barcode keeps the number it encodes', async () => {
    printServer(['99']);
    await renderApp({
      url: '/print/orders?ids=240,99&document=packingSlip',
      user: anEmployeeSession(),
      browserLanguages: ['bn'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(১)');
    const slip = screen.getByRole('article', { name: 'প্যাকিং স্লিপ · অর্ডার ২৪০' });
    expect(within(slip).getByText('২৪০').tagName).toBe('STRONG');
    expect(within(slip).getByRole('img', { name: 'বারকোড 240' })).toBeInTheDocument();
    expect(
      within(slip).getByRole('row', { name: 'Cotton Panjabi ২ ৳১,৪৫০.০০ ৳২,৯০০.০০' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('অর্ডার ৯৯ নেই');
  });

  it("a refused print says the server's message where the sheets would be, and can be tried again", async () => {
    server.use(
      http.post('/customers/orders/printOrders', ({ response }) =>
        response(400).json({ message: 'ids: at most 500 orders' }),
      ),
    );
    await renderApp({ url: '/print/orders?ids=12,13', user: anEmployeeSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ids: at most 500 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('without orders it says how to choose some', async () => {
    const sent = printServer();
    await renderApp({ url: '/print/orders', user: anEmployeeSession() });
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to print' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("View Order links to the order's invoice and packing slip", async () => {
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
        response(200).json(listOf([anOrder()])),
      ),
      http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
      http.get('/customers/manageCustomers/getSingleCustomer/{id}', ({ response }) =>
        response(200).json(aCustomer()),
      ),
    );
    const sent = printServer();
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    await app.user.click(within(rowOf('12')).getByRole('button', { name: 'View' }));
    const print = within(await screen.findByRole('dialog', { name: 'View Order' })).getByRole('navigation', {
      name: 'Print',
    });
    expect(within(print).getByRole('link', { name: 'Print invoice' })).toHaveAttribute(
      'href',
      // The router writes a text that reads as a number in quotes.
      '/print/orders?ids=%2212%22&document=invoice&paper=a4',
    );
    expect(within(print).getByRole('link', { name: 'Print packing slip' })).toHaveAttribute(
      'href',
      '/print/orders?ids=%2212%22&document=packingSlip&paper=a4',
    );
    // Pointing at the link reads nothing ahead (each read records a print in the order's timeline).
    await app.user.hover(within(print).getByRole('link', { name: 'Print invoice' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
    await app.user.click(within(print).getByRole('link', { name: 'Print invoice' }));
    expect(await screen.findByRole('article', { name: 'Invoice · Order 12' })).toBeInTheDocument();
    expect(sent).toEqual([{ ids: ['12'], document: 'invoice' }]);
  });
});

describe('printSearch', () => {
  it('keeps ids once each, drops what is no id, and prints invoices on A4 only', () => {
    expect(printSearch({ ids: '12,abc,12,0,13', document: 'invoice', paper: '80mm' })).toEqual({
      ids: '12,13',
      document: 'invoice',
      paper: 'a4',
    });
    expect(printSearch({ ids: 7, paper: 'letter' })).toEqual({
      ids: '7',
      document: 'packingSlip',
      paper: 'a4',
    });
    expect(printSearch({ ids: '5', paper: '80mm' })).toEqual({
      ids: '5',
      document: 'packingSlip',
      paper: '80mm',
    });
  });
});
