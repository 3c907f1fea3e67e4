import type { Schema } from '@shop/sdk';
import { addressTreeHandlers, areas } from './address-fixtures';
import { anItem } from './catalogue-fixtures';
import { aCustomer, anAddress } from './customer-fixtures';
import { listOf } from './fixtures';
import { http } from './http';
import { anOrder } from './order-fixtures';

// A small shop behind the order form: customers and their addresses, items, the pricing rule of `OrderQuote`
// (5% discount, the Inside Dhaka fee of ৳60 for the Dhaka district, else ৳120, 7.5% VAT), and the orders placed.

/** A quote for `lines` (each item and quantity at its price), priced by the rule above for an address in Dhaka. */
export function anOrderQuote(
  lines: ReadonlyArray<{ item: Schema<'Ref'>; quantity: number; unitPrice: number }>,
  { inDhaka = true }: { inDhaka?: boolean } = {},
): Schema<'OrderQuote'> {
  const poisha = (taka: number) => Math.round(taka * 100) / 100;
  const quoted = lines.map((line) => ({ ...line, total: poisha(line.unitPrice * line.quantity) }));
  const subtotal = poisha(quoted.reduce((sum, line) => sum + line.total, 0));
  const discount = poisha(subtotal * 0.05);
  const deliveryFee = inDhaka ? 60 : 120;
  const total = poisha(subtotal - discount + deliveryFee);
  const vat = poisha(total * 0.075);
  return {
    lines: quoted,
    subtotal,
    discount,
    deliveryFee,
    total,
    vat,
    grandTotal: poisha(total + vat),
    applied: {
      discount: 5,
      deliveryFee: inDhaka ? { _id: '1', name: 'Inside Dhaka' } : { _id: '2', name: 'Outside Dhaka' },
      vat: 7.5,
    },
  };
}

/** What the shop holds, and what was sent to it: a test reads and changes these. */
export interface OrderShop {
  customers: Schema<'Customer'>[];
  addresses: Schema<'Address'>[];
  items: Schema<'Item'>[];
  orders: Schema<'Order'>[];
  orderLines: Map<string, Schema<'OrderItem'>[]>;
  /** Every quoteOrder body, in order. */
  quotes: Schema<'OrderDraft'>[];
  /** Every createOrder call: its Idempotency-Key and body. */
  placed: Array<{ key: string | null; body: Schema<'OrderCreate'> }>;
  /** Every updateOrder call: its If-Match and body. */
  updated: Array<{ ifMatch: string | null; body: Schema<'OrderUpdate'> }>;
}

/** The shop a test starts from: Karim with his home in Dhanmondi, three items (the last not available). */
export function anOrderShop(): OrderShop {
  return {
    customers: [
      aCustomer(),
      aCustomer({ _id: '6', name: 'Nusrat Jahan', mobile: '+8801812345678', email: '', dp: null }),
    ],
    addresses: [anAddress()],
    items: [
      anItem({ _id: '8', name: 'Cotton Panjabi', price: 1450 }),
      anItem({ _id: '9', name: 'Silk Saree', price: 5200.5 }),
      anItem({ _id: '11', name: 'Cotton Lungi', price: 650, isAvailable: false }),
    ],
    orders: [],
    orderLines: new Map(),
    quotes: [],
    placed: [],
    updated: [],
  };
}

/** The handlers of every read and write the order form makes, over `shop`. */
export function orderShopHandlers(shop: OrderShop) {
  const priced = (draft: Pick<Schema<'OrderDraft'>, 'address' | 'lines'>) => {
    const address = shop.addresses.find((candidate) => candidate._id === draft.address);
    const area = areas.find((candidate) => candidate._id === address?.area._id);
    const lines = draft.lines.map((line) => {
      const item = shop.items.find((candidate) => candidate._id === line.item);
      return {
        item: { _id: line.item, name: item?.name ?? '?' },
        quantity: line.quantity,
        unitPrice: item?.price ?? 0,
      };
    });
    return anOrderQuote(lines, { inDhaka: area?.district._id === '3' });
  };
  const unsellable = (draft: Pick<Schema<'OrderDraft'>, 'lines'>) => {
    const fields: Record<string, string> = {};
    draft.lines.forEach((line, index) => {
      const item = shop.items.find((candidate) => candidate._id === line.item);
      if (item && !item.isAvailable) fields[`lines.${index}.item`] = `${item.name} is not available.`;
    });
    return fields;
  };
  return [
    ...addressTreeHandlers(),
    http.get('/customers/manageCustomers/getAllCustomers', ({ query, response }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const found = shop.customers.filter((customer) =>
        [customer.name, customer.email, customer.mobile].some((field) => field.toLowerCase().includes(q)),
      );
      return response(200).json(listOf(found));
    }),
    http.get('/customers/manageCustomers/getSingleCustomer/{id}', ({ params, response }) => {
      const customer = shop.customers.find((candidate) => candidate._id === params.id);
      return customer ? response(200).json(customer) : response(404).json({ message: 'No such customer.' });
    }),
    http.post('/customers/manageCustomers/createCustomer', async ({ request, response }) => {
      const form = await request.formData();
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const digits = text('mobile').replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
      const mobile = `+880${digits.replace(/\D/g, '').replace(/^(880|0)/, '')}`;
      const owner = shop.customers.find((customer) => customer.mobile === mobile);
      if (owner)
        return response(409).json({
          message: `${owner.name} has this mobile number already.`,
          customer: { _id: owner._id, name: owner.name, mobile: owner.mobile },
        });
      const created = aCustomer({
        _id: String(100 + shop.customers.length),
        name: text('name'),
        mobile,
        email: text('email'),
        dp: null,
      });
      shop.customers.push(created);
      return response(201).json(created);
    }),
    http.get('/customers/manageCustomers/getAddressesForSingleCustomer/{id}', ({ params, response }) =>
      response(200).json(listOf(shop.addresses.filter((address) => address.customer._id === params.id))),
    ),
    http.post('/customers/manageCustomers/createAddress', async ({ request, response }) => {
      const body = await request.json();
      const customer = shop.customers.find((candidate) => candidate._id === body.customer);
      const area = areas.find((candidate) => candidate._id === body.area);
      if (!customer || !area) return response(404).json({ message: 'No such customer or area.' });
      const created = anAddress({
        _id: String(200 + shop.addresses.length),
        customer: { _id: customer._id, name: customer.name },
        name: body.name,
        type: body.type,
        area: { _id: area._id, name: area.name },
        fullAddress: body.fullAddress,
        zipCode: body.zipCode ?? '',
      });
      shop.addresses.push(created);
      return response(201).json(created);
    }),
    http.get('/controlItems/manageItem', ({ query, response }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      return response(200).json(listOf(shop.items.filter((item) => item.name.toLowerCase().includes(q))));
    }),
    http.post('/customers/orders/quoteOrder', async ({ request, response }) => {
      const body = await request.json();
      shop.quotes.push(body);
      const fields = unsellable(body);
      if (Object.keys(fields).length > 0)
        return response(400).json({ message: Object.values(fields).join(' '), fields });
      return response(200).json(priced(body));
    }),
    http.post('/customers/orders/createOrder', async ({ request, response }) => {
      const body = await request.json();
      shop.placed.push({ key: request.headers.get('Idempotency-Key'), body });
      const fields = unsellable(body);
      if (Object.keys(fields).length > 0)
        return response(400).json({ message: Object.values(fields).join(' '), fields });
      const quote = priced(body);
      const customer = shop.customers.find((candidate) => candidate._id === body.customer);
      const address = shop.addresses.find((candidate) => candidate._id === body.address);
      const order = anOrder({
        _id: String(240 + shop.orders.length),
        customer: { _id: body.customer, name: customer?.name ?? '?' },
        source: body.source,
        address: address ? { _id: address._id, name: address.name } : null,
        areaString: address?.area.name ?? '',
        fullAddressString: address?.fullAddress ?? '',
        notes: body.notes ?? '',
        subtotal: quote.subtotal,
        discount: quote.discount,
        deliveryFee: quote.deliveryFee,
        total: quote.total,
        vat: quote.vat,
        grandTotal: quote.grandTotal,
      });
      shop.orders.push(order);
      return response(201).json(order);
    }),
    http.get('/customers/orders/getSingleOrder/{id}', ({ params, response }) => {
      const order = shop.orders.find((candidate) => candidate._id === params.id);
      return order ? response(200).json(order) : response(404).json({ message: 'No such order.' });
    }),
    http.get('/customers/orders/orderItemsFromOrder/{orderID}', ({ params, response }) =>
      response(200).json(listOf(shop.orderLines.get(params.orderID) ?? [])),
    ),
    http.get('/customers/orders/allOrdersByStatus/{status}', ({ params, response }) =>
      response(200).json(listOf(shop.orders.filter((order) => order.orderStatus === params.status))),
    ),
  ];
}
