import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeListOf } from '../../test/change-fixtures';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import {
  anOrderQuote,
  anOrderShop,
  type OrderShop,
  orderShopHandlers,
} from '../../test/order-entry-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';
import { detailsOf } from '../../test/table-rows';

const employee = anEmployeeSession({ level: 'employee' });

/** Opens /new_order over `shop` (and View Order's timeline, where a placed order opens). */
async function openNewOrder(shop: OrderShop = anOrderShop(), browserLanguages?: readonly string[]) {
  server.use(
    ...orderShopHandlers(shop),
    http.get('/changes/{entityType}/{id}', ({ response }) => response(200).json(changeListOf([]))),
  );
  const app = await renderApp({
    url: '/new_order',
    user: employee,
    ...(browserLanguages ? { browserLanguages } : {}),
  });
  return { app, shop };
}

/** The section of the page headed `name`. */
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

/** Karim (the fixture's customer) chosen by his mobile, keyboard only. */
async function chooseKarim(app: Awaited<ReturnType<typeof renderApp>>) {
  const search = screen.getByRole('combobox', { name: 'Find customer' });
  await app.user.type(search, '01711');
  await screen.findByRole('option', { name: /Karim Ahmed/ });
  await app.user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
  await section('Customer').findByText('Karim Ahmed');
}

/** Adds the item named `name` by searching for `typed` and pressing Enter. */
async function addItem(app: Awaited<ReturnType<typeof renderApp>>, typed: string, name: string) {
  await app.user.type(screen.getByRole('combobox', { name: 'Add item' }), typed);
  await screen.findByRole('option', { name: new RegExp(name) });
  await app.user.keyboard('{Enter}');
  await screen.findByRole('listitem', { name });
}

/** The totals as the panel shows them. */
function totals() {
  return detailsOf(screen.getByRole('region', { name: 'Totals' }));
}

describe('New order: the customer', () => {
  it('finds the customer by a mobile typed in Bangla digits with spaces, chosen with the arrows and Enter', async () => {
    const requests = recordRequests();
    const { app } = await openNewOrder();

    const search = screen.getByRole('combobox', { name: 'Find customer' });
    await app.user.type(search, '০১৭১১ ০০');
    const option = await screen.findByRole('option', { name: /Karim Ahmed/ });
    expect(option).toHaveTextContent('+8801711000000');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(requests.filter((request) => request.includes('getAllCustomers'))).toEqual([
      'GET /customers/manageCustomers/getAllCustomers?q=0171100&pageSize=8',
    ]);
    await app.user.keyboard('{ArrowDown}{Enter}');

    expect(await section('Customer').findByText('Karim Ahmed')).toBeInTheDocument();
    // His only address is chosen for the person.
    const home = await section('Delivery address').findByRole('radio', { name: /Home/ });
    expect(home).toBeChecked();
  });

  it('"New customer" inline: created, then chosen; a customer without addresses is asked for one', async () => {
    const { app, shop } = await openNewOrder();

    await app.user.click(screen.getByRole('button', { name: 'New customer' }));
    const form = within(screen.getByRole('group', { name: 'New customer' }));
    await app.user.type(await form.findByRole('textbox', { name: 'Name' }), 'Tanvir Mahmud');
    await app.user.type(form.getByRole('textbox', { name: 'Mobile' }), '+880 1911-222333');
    await app.user.click(form.getByRole('button', { name: 'Create customer' }));

    expect(await section('Customer').findByText('Tanvir Mahmud')).toBeInTheDocument();
    expect(shop.customers.at(-1)?.mobile).toBe('+8801911222333');
    const address = within(await screen.findByRole('group', { name: 'New address' }));
    await app.user.type(await address.findByRole('textbox', { name: 'Name' }), 'Office');
    await app.user.selectOptions(
      address.getByRole('combobox', { name: 'Division' }),
      await address.findByRole('option', { name: 'Dhaka' }),
    );
    const district = address.getByRole('combobox', { name: 'District' });
    await app.user.selectOptions(district, await within(district).findByRole('option', { name: 'Gazipur' }));
    const area = address.getByRole('combobox', { name: 'Area' });
    await app.user.selectOptions(area, await within(area).findByRole('option', { name: 'Tongi' }));
    await app.user.type(address.getByRole('textbox', { name: 'Full Address' }), 'Plot 12, BSCIC');
    await app.user.click(address.getByRole('button', { name: 'Add address' }));

    expect(await section('Delivery address').findByRole('radio', { name: /Office/ })).toBeChecked();
    expect(shop.addresses.at(-1)).toMatchObject({
      customer: { name: 'Tanvir Mahmud' },
      area: { name: 'Tongi' },
    });
  });

  it('a mobile another customer has: the server says whose, and "Use this customer" takes them', async () => {
    const { app } = await openNewOrder();

    await app.user.click(screen.getByRole('button', { name: 'New customer' }));
    const form = within(screen.getByRole('group', { name: 'New customer' }));
    await app.user.type(await form.findByRole('textbox', { name: 'Name' }), 'K. Ahmed');
    await app.user.type(form.getByRole('textbox', { name: 'Mobile' }), '01711 000000');
    await app.user.click(form.getByRole('button', { name: 'Create customer' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Karim Ahmed has this mobile number already.');
    expect(form.getByText('Karim Ahmed has this mobile (+8801711000000).')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('K. Ahmed');
    await app.user.click(form.getByRole('button', { name: 'Use this customer' }));

    expect(await section('Customer').findByText('Karim Ahmed')).toBeInTheDocument();
    expect(await section('Delivery address').findByRole('radio', { name: /Home/ })).toBeChecked();
  });
});

describe('New order: the lines and the totals', () => {
  it('adds items by search and Enter, steps quantities, and shows the quote in taka', async () => {
    const { app, shop } = await openNewOrder();
    await chooseKarim(app);

    await addItem(app, 'panj', 'Cotton Panjabi');
    await addItem(app, 'silk', 'Silk Saree');
    const panjabi = within(screen.getByRole('listitem', { name: 'Cotton Panjabi' }));
    await app.user.click(panjabi.getByRole('button', { name: 'One more Cotton Panjabi' }));
    await app.user.click(panjabi.getByRole('button', { name: 'One more Cotton Panjabi' }));
    expect(panjabi.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    expect(panjabi.getByRole('button', { name: 'One fewer Cotton Panjabi' })).toBeEnabled();

    // 3 × 1,450 + 5,200.50 = 9,550.50; 5% off 477.53; ৳60 to Dhaka; 7.5% VAT of 9,132.97 is 684.97.
    await waitFor(() => expect(totals()).toContainEqual(['Grand Total', '৳9,817.94']));
    expect(totals()).toEqual([
      ['Subtotal', '৳9,550.50'],
      ['Discount (5%)', '৳477.53'],
      ['Delivery Fee (Inside Dhaka)', '৳60.00'],
      ['VAT (7.5%)', '৳684.97'],
      ['Grand Total', '৳9,817.94'],
    ]);
    expect(panjabi.getByRole('status', { name: 'Line total' })).toHaveTextContent('৳4,350.00');
    // The burst of + presses was priced once, as the lines stood after it.
    expect(shop.quotes.map((quote) => quote.lines)).toEqual([
      [{ item: '8', quantity: 1 }],
      [
        { item: '8', quantity: 3 },
        { item: '9', quantity: 1 },
      ],
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('৳9,817.94');
  });

  it('a quote the lines have moved past is aborted, and the totals are those of the lines as they are', async () => {
    const { app, shop } = await openNewOrder();
    const reached: number[] = [];
    const aborted: number[] = [];
    server.use(
      http.post('/customers/orders/quoteOrder', async ({ request, response }) => {
        const body = await request.json();
        const quantity = body.lines[0]?.quantity ?? 0;
        if (quantity === 1) {
          // The first quote is slow: it is still being answered when the next is asked.
          reached.push(quantity);
          await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
          aborted.push(quantity);
          return response(200).json(anOrderQuote([]));
        }
        shop.quotes.push(body);
        return response(200).json(
          anOrderQuote([{ item: { _id: '9', name: 'Silk Saree' }, quantity, unitPrice: 5200.5 }]),
        );
      }),
    );
    await chooseKarim(app);
    await addItem(app, 'silk', 'Silk Saree');
    await waitFor(() => expect(reached).toEqual([1]));
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByRole('status')).toHaveTextContent(
      'Updating...',
    );

    const saree = within(screen.getByRole('listitem', { name: 'Silk Saree' }));
    await app.user.click(saree.getByRole('button', { name: 'One more Silk Saree' }));
    await waitFor(() => expect(totals()).toContainEqual(['Subtotal', '৳10,401.00']));
    await waitFor(() => expect(aborted).toEqual([1]));
    expect(shop.quotes.map((quote) => quote.lines)).toEqual([[{ item: '9', quantity: 2 }]]);
  });

  it('a quantity typed out of range is said at its line and not priced; Remove takes a line off', async () => {
    const { app, shop } = await openNewOrder();
    await chooseKarim(app);
    await addItem(app, 'panj', 'Cotton Panjabi');
    await addItem(app, 'silk', 'Silk Saree');
    const saree = within(screen.getByRole('listitem', { name: 'Silk Saree' }));
    expect(saree.getByRole('button', { name: 'One fewer Silk Saree' })).toBeDisabled();

    const quantity = saree.getByRole('spinbutton', { name: 'Quantity' });
    await app.user.clear(quantity);
    await app.user.type(quantity, '20000');
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('At most 10000'));
    expect(quantity).toHaveFocus();
    expect(shop.placed).toEqual([]);

    await app.user.click(saree.getByRole('button', { name: 'Remove Silk Saree' }));
    expect(screen.queryByRole('listitem', { name: 'Silk Saree' })).not.toBeInTheDocument();
    await waitFor(() => expect(totals()).toContainEqual(['Subtotal', '৳1,450.00']));
  });

  it('an item that is not available cannot be chosen; one the server will not sell is said at its line', async () => {
    const shop = anOrderShop();
    const { app } = await openNewOrder(shop);
    await chooseKarim(app);

    await app.user.type(screen.getByRole('combobox', { name: 'Add item' }), 'cotton');
    const lungi = await screen.findByRole('option', { name: /Cotton Lungi/ });
    expect(lungi).toHaveAttribute('aria-disabled', 'true');
    expect(lungi).toHaveTextContent('৳650.00, not available');
    await app.user.click(lungi);
    expect(screen.queryByRole('listitem', { name: 'Cotton Lungi' })).not.toBeInTheDocument();
    await app.user.keyboard('{ArrowUp}{Enter}');
    await screen.findByRole('listitem', { name: 'Cotton Panjabi' });

    // Sold out since it was added: the quote's 400 is said on the line.
    const panjabi = shop.items.find((item) => item.name === 'Cotton Panjabi');
    if (panjabi) panjabi.isAvailable = false;
    const line = within(screen.getByRole('listitem', { name: 'Cotton Panjabi' }));
    await app.user.click(line.getByRole('button', { name: 'One more Cotton Panjabi' }));
    expect(await line.findByText('Cotton Panjabi is not available.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByRole('alert')).toHaveTextContent(
      'The totals cannot be worked out until the lines marked are put right.',
    );
  });
});

describe('New order: placing it', () => {
  it('sends the draft with an Idempotency-Key, the source and notes, then opens the order ready to print', async () => {
    const { app, shop } = await openNewOrder();
    await chooseKarim(app);
    await addItem(app, 'silk', 'Silk Saree');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'WhatsApp');
    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Call before coming');
    await waitFor(() => expect(totals()).toContainEqual(['Grand Total', '৳5,375.51']));
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));

    const view = await screen.findByRole('dialog', { name: 'View Order' });
    expect(app.pathname()).toBe('/ordersFromStatus/processing');
    expect(app.search()).toEqual({ order: '240' });
    expect(shop.placed).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
        body: {
          customer: '5',
          address: '30',
          lines: [{ item: '9', quantity: 1 }],
          notes: 'Call before coming',
          source: 'whatsapp',
        },
      },
    ]);
    await within(view).findByRole('link', { name: '+8801711000000' });
    expect(detailsOf(view)).toContainEqual(['Source', 'WhatsApp']);
    expect(detailsOf(view)).toContainEqual(['Address', 'Home']);
    expect(detailsOf(view)).toContainEqual(['Grand Total', '৳5,375.51']);
    expect(within(view).getByRole('link', { name: 'Print invoice' })).toHaveAttribute(
      'href',
      // The router writes a text that reads as a number in quotes.
      '/print/orders?ids=%22240%22&document=invoice&paper=a4',
    );
    expect(screen.getByText('Order 240 placed')).toBeInTheDocument();
  });

  it('no answer: everything typed is kept, and the retry sends the same key; a refusal of a line is said there', async () => {
    const { app, shop } = await openNewOrder();
    await chooseKarim(app);
    await addItem(app, 'silk', 'Silk Saree');
    await app.user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Gift wrap');
    server.use(
      http.post('/customers/orders/createOrder', async ({ request }) => {
        shop.placed.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return Response.error();
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Gift wrap');
    expect(screen.getByRole('listitem', { name: 'Silk Saree' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/new_order');

    server.use(
      http.post('/customers/orders/createOrder', async ({ request, response }) => {
        shop.placed.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return response(400).json({
          message: 'Silk Saree is not available.',
          fields: { 'lines.0.item': 'Silk Saree is not available.' },
        });
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    const line = within(screen.getByRole('listitem', { name: 'Silk Saree' }));
    expect(await line.findByText('Silk Saree is not available.')).toBeInTheDocument();

    const [first, second] = shop.placed;
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toEqual(first?.body);
  });

  it('a draft with nothing in it: each step says what it needs, and nothing is sent', async () => {
    const requests = recordRequests();
    const { app } = await openNewOrder();

    await app.user.click(screen.getByRole('button', { name: 'Place order' }));

    const search = screen.getByRole('combobox', { name: 'Find customer' });
    await waitFor(() => expect(search).toHaveAccessibleDescription(/Choose the customer, or create one\./));
    expect(search).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Add item' })).toHaveAccessibleDescription(
      /Add at least one item\./,
    );
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('in Bangla: the words and the amounts (Bangla digits) in Bangla', async () => {
    const { app } = await openNewOrder(anOrderShop(), ['bn']);
    expect(screen.getByRole('heading', { level: 1, name: 'নতুন অর্ডার' })).toBeInTheDocument();

    await app.user.type(screen.getByRole('combobox', { name: 'গ্রাহক খুঁজুন' }), '01711');
    await screen.findByRole('option', { name: /Karim Ahmed/ });
    await app.user.keyboard('{Enter}');
    await app.user.type(screen.getByRole('combobox', { name: 'পণ্য যোগ করুন' }), 'silk');
    expect(await screen.findByRole('option', { name: /Silk Saree/ })).toHaveTextContent('৳৫,২০০.৫০');
    await app.user.keyboard('{Enter}');

    const panel = screen.getByRole('region', { name: 'মোট হিসাব' });
    await waitFor(() => expect(detailsOf(panel)).toContainEqual(['সর্বমোট', '৳৫,৩৭৫.৫১']));
    expect(detailsOf(panel)).toContainEqual(['ছাড় (৫%)', '৳২৬০.০৩']);
    expect(detailsOf(panel)).toContainEqual(['ডেলিভারি চার্জ (Inside Dhaka)', '৳৬০.০০']);
    expect(screen.getByRole('combobox', { name: 'উৎস' })).toHaveDisplayValue('ফোন');
    expect(screen.getByRole('button', { name: 'অর্ডার দিন' })).toBeInTheDocument();
  });
});
