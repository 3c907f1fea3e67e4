import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anItem } from '../../test/catalogue-fixtures';
import { aCustomer } from '../../test/customer-fixtures';
import { anEmployeeSession, aShopPolicy, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { anOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

/** A CSV file the test sends a piece at a time, as a server streams an export. */
function streamedFile() {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  return {
    /** The response the handler answers with. */
    response: (fileName: string) =>
      new Response(readable, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      }),
    send: (text: string) => void writer.write(encoder.encode(text)).catch(() => undefined),
    end: () => void writer.close().catch(() => undefined),
  };
}

/** The files the app handed to the browser to save: their names and contents. */
let saved: { name: string; file: Blob }[];
beforeEach(() => {
  saved = [];
  const files = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:test/${files.size + 1}`;
    if (file instanceof Blob) files.set(url, file);
    return url;
  });
  // jsdom does not download: the link's click is where the browser would save the file.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file) saved.push({ name: this.download, file });
  });
});
afterEach(() => vi.restoreAllMocks());

/** A saved file's text, its byte order mark kept (`Blob.text()` drops it). */
async function contentOf(file: Blob | undefined): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file?.arrayBuffer());
}

const header = '\uFEFFid,version,name,description,price,isAvailable,isVisible\r\n';

describe('exporting a list as CSV', () => {
  it("exports the items with the list's search and sort, counting the rows as they arrive, and saves the file", async () => {
    const file = streamedFile();
    const asked: { query: string; authorization: string | null }[] = [];
    server.use(
      http.get('/controlItems/manageItem', ({ response }) => response(200).json(listOf([anItem()]))),
      http.get('/controlItems/manageItem/exportItems', ({ request, response }) => {
        asked.push({
          query: new URL(request.url).search,
          authorization: request.headers.get('Authorization'),
        });
        return response.untyped(file.response('items-2026-11-24.csv'));
      }),
    );
    const app = await renderApp({ url: '/items?q=linen&sort=-price', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'Export Items' }));
    file.send(header);
    file.send('8,1,Linen Shirt,"Breathes\r\nin the heat",123456.5,true,true\r\n9,1,Silk');
    expect(await screen.findByText('Export Items: 1 row so far…')).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Export Items' })).toBeDisabled();
    file.send(' Saree,,8500,true,false\r\n');
    expect(await screen.findByText('Export Items: 2 rows so far…')).toBeInTheDocument();
    file.end();

    expect(await screen.findByText('Saved items-2026-11-24.csv (2 rows).')).toBeInTheDocument();
    expect(asked).toEqual([{ query: '?q=linen&sort=-price', authorization: null }]);
    expect(saved.map((one) => one.name)).toEqual(['items-2026-11-24.csv']);
    expect(await contentOf(saved[0]?.file)).toBe(
      `${header}8,1,Linen Shirt,"Breathes\r\nin the heat",123456.5,true,true\r\n9,1,Silk Saree,,8500,true,false\r\n`,
    );
    expect(screen.getByRole('button', { name: 'Export Items' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
  });

  it('cancels an export of order lines: nothing is saved, and the buttons are ready again', async () => {
    const file = streamedFile();
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
        response(200).json(listOf([anOrder({ orderStatus: 'shipped' })])),
      ),
      http.get('/customers/orders/exportOrderLinesByStatus/{status}', ({ params, response }) =>
        response.untyped(file.response(`order-lines-${params.status}-2026-11-24.csv`)),
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/shipped', user: anEmployeeSession() });
    expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();

    await app.user.click(screen.getByRole('button', { name: 'Export Order Lines' }));
    file.send(
      'orderId,orderCreatedAt,lineId,itemId,item,quantity,unitPrice,total\r\n1,2026-11-24T10:00:00Z,',
    );
    file.send('1,8,Linen Shirt,1,500,500\r\n');
    expect(await screen.findByText('Export Order Lines: 1 row so far…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Orders' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Cancel export' }));

    expect(await screen.findByText('Export canceled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Order Lines' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it("shows the server's message when an export is refused", async () => {
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
        response(200).json(listOf([anOrder()])),
      ),
      http.get('/customers/orders/exportOrdersByStatus/{status}', ({ response }) =>
        response(400).json({ message: 'The export cannot be read now. Try again in a minute.' }),
      ),
    );
    const app = await renderApp({ url: '/ordersFromStatus/processing', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: 'Export Orders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export cannot be read now. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Export Orders' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('exports the customers the search finds', async () => {
    const file = streamedFile();
    const asked: string[] = [];
    server.use(
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([aCustomer()])),
      ),
      http.get('/customers/manageCustomers/exportCustomers', ({ request, response }) => {
        asked.push(new URL(request.url).search);
        return response.untyped(file.response('customers-2026-11-24.csv'));
      }),
    );
    const app = await renderApp({ url: '/customers?q=karim', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('button', { name: 'Export Customers' }));
    file.send('id,version,name,email,mobile,dp\r\n5,1,Karim Ahmed,karim@mail.test,+8801711000000,\r\n');
    file.end();

    expect(await screen.findByText('Saved customers-2026-11-24.csv (1 row).')).toBeInTheDocument();
    expect(asked).toEqual(['?q=karim']);
    await waitFor(() => expect(saved.map((one) => one.name)).toEqual(['customers-2026-11-24.csv']));
  });
});

describe("the exports of customers' personal data", () => {
  const employee = () => anEmployeeSession({ level: 'employee' });
  const serveLists = () =>
    server.use(
      http.get('/customers/orders/allOrdersByStatus/{status}', ({ response }) =>
        response(200).json(listOf([anOrder({ orderStatus: 'shipped' })])),
      ),
      http.get('/customers/manageCustomers/getAllCustomers', ({ response }) =>
        response(200).json(listOf([aCustomer()])),
      ),
    );

  it('are not offered to an employee while the owner does not allow them; order lines are', async () => {
    serveLists();
    const requests = recordRequests();
    await renderApp({ url: '/ordersFromStatus/shipped', user: employee() });
    expect(await screen.findByRole('button', { name: 'Export Order Lines' })).toBeEnabled();
    await waitFor(() => expect(requests).toContain('GET /shopPolicy'));
    expect(screen.queryByRole('button', { name: 'Export Orders' })).not.toBeInTheDocument();
  });

  it('are not offered on the customers list either', async () => {
    serveLists();
    const requests = recordRequests();
    await renderApp({ url: '/customers', user: employee() });
    expect(await screen.findByRole('searchbox', { name: 'Search customers' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain('GET /shopPolicy'));
    expect(screen.queryByRole('button', { name: 'Export Customers' })).not.toBeInTheDocument();
  });

  it('are offered to an employee once the owner allows them', async () => {
    serveLists();
    server.use(
      http.get('/shopPolicy', ({ response }) =>
        response(200).json(aShopPolicy({ employeesMayExport: true })),
      ),
    );
    await renderApp({ url: '/ordersFromStatus/shipped', user: employee() });
    expect(await screen.findByRole('button', { name: 'Export Orders' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Order Lines' })).toBeEnabled();
  });

  it('are offered to an owner at once, without reading the policy', async () => {
    serveLists();
    const requests = recordRequests();
    await renderApp({ url: '/customers', user: anEmployeeSession() });
    expect(screen.getByRole('button', { name: 'Export Customers' })).toBeEnabled();
    expect(requests).not.toContain('GET /shopPolicy');
  });
});
