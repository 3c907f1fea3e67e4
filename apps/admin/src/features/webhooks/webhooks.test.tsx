import { eventTypeValues, type Schema } from '@shop/sdk';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anEmployeeSession, listOf } from '../../test/fixtures';
import { http } from '../../test/http';
import { aDashboard } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { recordRequests, server } from '../../test/server';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+ehhLUxt2CU=';

function anEndpoint(overrides: Partial<Schema<'WebhookEndpoint'>> = {}): Schema<'WebhookEndpoint'> {
  return {
    _id: '3',
    version: 1,
    url: 'https://tools.example.com/shop-events',
    description: 'Courier bridge',
    eventTypes: ['order.placed', 'order.moved'],
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
    secretLastFour: 'tCU=',
    previousSecretUntil: null,
    createdBy: { _id: '9', name: 'Nusrat Jahan' },
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const courier = anEndpoint();
const ledger = anEndpoint({
  _id: '2',
  url: 'https://ledger.example.com/in',
  description: '',
  eventTypes: ['order.canceled'],
  enabled: false,
  disabledReason: 'failing',
  disabledAt: '2026-03-04T09:00:00.000Z',
  secretLastFour: 'Lx9=',
});

function aDelivery(overrides: Partial<Schema<'WebhookDelivery'>> = {}): Schema<'WebhookDelivery'> {
  return {
    _id: '41',
    endpoint: '3',
    eventId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    eventSequence: 812,
    eventType: 'order.placed',
    status: 'delivered',
    attempts: 2,
    replay: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    lastAttemptAt: '2026-03-05T10:00:06.000Z',
    nextAttemptAt: null,
    responseStatus: 200,
    response: 'ok',
    error: null,
    ...overrides,
  };
}

function serveEndpoints(endpoints: Schema<'WebhookEndpoint'>[] = [courier, ledger]) {
  server.use(http.get('/webhookEndpoints', ({ response }) => response(200).json(listOf(endpoints))));
}

describe('/webhooks', () => {
  it('lists the endpoints with where each stands, and is reached from General Settings', async () => {
    serveEndpoints();
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    await app.user.click(screen.getByRole('link', { name: /Webhooks/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhooks (2 in total)' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Webhook endpoints' });
    const courierRow = within(table).getByRole('row', { name: /tools\.example\.com/ });
    expect(courierRow).toHaveTextContent('Courier bridge');
    expect(courierRow).toHaveTextContent('Order placed and Order moved');
    expect(courierRow).toHaveTextContent('On');
    expect(courierRow).toHaveTextContent('secret ends …tCU=');
    const ledgerRow = within(table).getByRole('row', { name: /ledger\.example\.com/ });
    expect(ledgerRow).toHaveTextContent('Off: deliveries failed for 3 days');
    // An endpoint that is off takes no test event, and can be turned on.
    expect(within(ledgerRow).queryByRole('button', { name: /Send a test event/ })).not.toBeInTheDocument();
    expect(
      within(ledgerRow).getByRole('button', { name: 'Turn on https://ledger.example.com/in' }),
    ).toBeInTheDocument();
  });

  it("is the owners': an employee's visit reads nothing and says who can", async () => {
    const requests = recordRequests();
    await renderApp({ url: '/webhooks', user: anEmployeeSession({ level: 'employee' }) });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Only the shop owner can manage webhooks' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/webhookEndpoints'))).toEqual([]);
  });

  it('registers an endpoint with the chosen event types (the SDK’s), then shows its secret once, to copy', async () => {
    serveEndpoints([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/webhookEndpoints', async ({ request, response }) => {
        bodies.push(await request.json());
        serveEndpoints([courier]);
        return response(201).json({ ...courier, secret: SECRET });
      }),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([...eventTypeValues]);
    // Each in people's words, none as the document spells it.
    for (const box of within(dialog).getAllByRole('checkbox')) {
      expect(box.closest('label')?.textContent).not.toMatch(/^[a-zA-Z]+\.[a-z]+$/);
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Item updated' })).toHaveAttribute(
      'value',
      'item.updated',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: /URL/ }), courier.url);
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Courier bridge');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Order moved' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Register endpoint' }));

    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(bodies).toEqual([
      { url: courier.url, eventTypes: ['order.placed', 'order.moved'], description: 'Courier bridge' },
    ]);
    expect(within(secret).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    await app.user.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(await within(secret).findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await app.user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhooks (1 in total)' }),
    ).toBeInTheDocument();
  });

  it('checks the form first: an event type is needed; nothing is sent', async () => {
    serveEndpoints([]);
    const requests = recordRequests();
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /URL/ }), courier.url);
    await app.user.click(within(dialog).getByRole('button', { name: 'Register endpoint' }));

    expect(await within(dialog).findByText('Choose at least 1')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('says a refused address at the URL field and keeps what was typed', async () => {
    serveEndpoints([]);
    const refusal = 'This address is on a private or local network';
    server.use(
      http.post('/webhookEndpoints', ({ response }) =>
        response.untyped(
          Response.json({ message: 'Please check url', fields: { url: refusal } }, { status: 400 }),
        ),
      ),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: 'New endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'http://10.0.0.5/in');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Register endpoint' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveValue('http://10.0.0.5/in');
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    serveEndpoints([courier]);
    server.use(
      http.post('/webhookEndpoints/rotateWebhookSecret/{id}', ({ response }) =>
        response(200).json({ ...courier, secret: SECRET, previousSecretUntil: '2026-03-06T10:00:00.000Z' }),
      ),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `New secret for ${courier.url}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'New signing secret' });
    expect(confirm).toHaveTextContent('The old one keeps signing beside it for 24 hours');
    await app.user.click(within(confirm).getByRole('button', { name: 'Make a new secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
  });

  it('sends a test event, turns an endpoint off and on', async () => {
    serveEndpoints([courier, ledger]);
    const sent: string[] = [];
    server.use(
      http.post('/webhookEndpoints/sendTestWebhook/{id}', ({ params, response }) => {
        sent.push(`test ${params.id}`);
        return response(202).json(
          aDelivery({ eventType: 'webhook.tested', status: 'pending', replay: true }),
        );
      }),
      http.patch('/webhookEndpoints/updateWebhookEndpoint/{id}', async ({ params, request, response }) => {
        const body = await request.json();
        sent.push(`update ${params.id} ${JSON.stringify(body)}`);
        return response(200).json(
          params.id === '3' ? { ...courier, enabled: false } : { ...ledger, enabled: true },
        );
      }),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Send a test event to ${courier.url}` }));
    expect(await screen.findByText(`A test event is on its way to ${courier.url}`)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: `Turn off ${courier.url}` }));
    await app.user.click(screen.getByRole('button', { name: `Turn on ${ledger.url}` }));
    expect(await screen.findByText(`${ledger.url} turned on`)).toBeInTheDocument();
    expect(sent).toEqual(['test 3', 'update 3 {"enabled":false}', 'update 2 {"enabled":true}']);
  });

  it('shows an endpoint’s delivery log and sends a delivery again', async () => {
    serveEndpoints([courier]);
    const replayed: string[] = [];
    server.use(
      http.get('/webhookEndpoints/listWebhookDeliveries/{id}', ({ response }) =>
        response(200).json(
          listOf([
            aDelivery(),
            aDelivery({
              _id: '40',
              eventType: 'order.moved',
              status: 'pending',
              attempts: 1,
              responseStatus: 503,
              response: 'busy',
              nextAttemptAt: '2026-03-05T10:05:00.000Z',
            }),
          ]),
        ),
      ),
      http.post('/webhookEndpoints/replayWebhookDelivery/{id}', ({ params, response }) => {
        replayed.push(params.id);
        return response(202).json(aDelivery({ _id: '42', status: 'pending', replay: true }));
      }),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Deliveries to ${courier.url}` }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${courier.url}` });
    const [delivered, waiting] = within(log).getAllByRole('row').slice(1);
    expect(delivered).toHaveTextContent('Order placed');
    expect(delivered).not.toHaveTextContent('order.placed');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('200 ok');
    expect(waiting).toHaveTextContent('Waiting');
    expect(waiting).toHaveTextContent('503 busy');
    // A waiting delivery is not sent again by hand: it is still being tried.
    expect(within(waiting as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    await app.user.click(
      within(delivered as HTMLElement).getByRole('button', { name: 'Send Order placed again' }),
    );
    expect(await screen.findByText('Order placed will be sent again')).toBeInTheDocument();
    expect(replayed).toEqual(['41']);
  });
  it('deletes an endpoint after a confirmation, and the list reloads without it', async () => {
    serveEndpoints([courier, ledger]);
    const deleted: string[] = [];
    server.use(
      http.delete('/webhookEndpoints/deleteWebhookEndpoint/{id}', ({ params, response }) => {
        deleted.push(params.id);
        serveEndpoints([ledger]);
        return response(204).empty();
      }),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Delete ${courier.url}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' });
    expect(confirm).toHaveTextContent(`Delete ${courier.url}? Nothing more is sent to it`);
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: `Delete ${courier.url}` }));
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(await screen.findByText(`Deleted ${courier.url}`)).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webhooks (1 in total)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /tools\.example\.com/ })).not.toBeInTheDocument();
  });

  it('keeps the delete confirmation open with the server’s refusal', async () => {
    serveEndpoints([courier]);
    server.use(
      http.delete('/webhookEndpoints/deleteWebhookEndpoint/{id}', ({ response }) =>
        response(404).json({ message: 'There is no such webhook endpoint' }),
      ),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });

    await app.user.click(screen.getByRole('button', { name: `Delete ${courier.url}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('There is no such webhook endpoint')).toBeInTheDocument();
    expect(confirm).toBeInTheDocument();
  });

  describe('sending a time range again', () => {
    function serveLog() {
      serveEndpoints([courier]);
      server.use(
        // The shop's time zone, Asia/Dhaka (UTC+6), is what the dashboard's answer states.
        http.get('/dashboard', ({ response }) => response(200).json(aDashboard({ period: 'today' }))),
        http.get('/webhookEndpoints/listWebhookDeliveries/{id}', ({ response }) =>
          response(200).json(listOf([aDelivery()])),
        ),
      );
    }

    async function openLog() {
      const app = await renderApp({ url: '/webhooks', user: anEmployeeSession() });
      await app.user.click(screen.getByRole('button', { name: `Deliveries to ${courier.url}` }));
      const form = await screen.findByRole('form', { name: 'Send again from a time range' });
      // Sending waits for the shop's time zone.
      expect(await within(form).findByText("The shop's time (Asia/Dhaka)")).toBeInTheDocument();
      return { app, form };
    }

    it('sends the range, as moments of the shop’s clock, and says how many will go', async () => {
      serveLog();
      const bodies: unknown[] = [];
      server.use(
        http.post('/webhookEndpoints/replayWebhookDeliveries/{id}', async ({ params, request, response }) => {
          bodies.push({ id: params.id, ...(await request.json()) });
          return response(202).json({ replayed: 12 });
        }),
      );
      const { app, form } = await openLog();

      await app.user.type(within(form).getByLabelText('Send again from'), '2026-03-05T09:00');
      await app.user.type(within(form).getByLabelText('To'), '2026-03-05T18:30');
      await app.user.click(within(form).getByRole('button', { name: 'Send again' }));

      expect(
        await screen.findByText(`12 deliveries will be sent again to ${courier.url}`),
      ).toBeInTheDocument();
      expect(bodies).toEqual([
        {
          id: '3',
          from: '2026-03-05T03:00:00.000Z',
          to: '2026-03-05T12:30:00.000Z',
        },
      ]);
    });

    it('says a missing moment, or an end not after the start, at its field; nothing is sent', async () => {
      serveLog();
      const requests = recordRequests();
      const { app, form } = await openLog();

      await app.user.click(within(form).getByRole('button', { name: 'Send again' }));
      expect(within(form).getByLabelText('Send again from')).toHaveAccessibleDescription(
        "The shop's time (Asia/Dhaka) Choose when to start",
      );
      expect(within(form).getByLabelText('To')).toHaveAccessibleDescription('Choose when to end');
      // The button stays locked a second after a refusal made here (no double submits): move the test clock past it.
      await act(() => vi.advanceTimersByTimeAsync(1000));

      await app.user.type(within(form).getByLabelText('Send again from'), '2026-03-05T09:00');
      await app.user.type(within(form).getByLabelText('To'), '2026-03-05T09:00');
      await app.user.click(within(form).getByRole('button', { name: 'Send again' }));
      expect(await within(form).findByText('The end must be after the start')).toBeInTheDocument();
      expect(within(form).getByLabelText('To')).toHaveAccessibleDescription(
        'The end must be after the start',
      );
      expect(within(form).getByLabelText('Send again from')).toHaveAccessibleDescription(
        "The shop's time (Asia/Dhaka)",
      );
      expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    });

    it('says the server’s refusal in the form (an endpoint that is off)', async () => {
      serveLog();
      server.use(
        http.post('/webhookEndpoints/replayWebhookDeliveries/{id}', ({ response }) =>
          response(409).json({ message: 'This endpoint is turned off: turn it on to send again' }),
        ),
      );
      const { app, form } = await openLog();

      await app.user.type(within(form).getByLabelText('Send again from'), '2026-03-05T09:00');
      await app.user.type(within(form).getByLabelText('To'), '2026-03-06T09:00');
      await app.user.click(within(form).getByRole('button', { name: 'Send again' }));
      expect(
        await within(form).findByText('This endpoint is turned off: turn it on to send again'),
      ).toBeInTheDocument();
    });
  });

  it('says the event types in Bangla', async () => {
    serveEndpoints([courier]);
    server.use(
      http.get('/dashboard', ({ response }) => response(200).json(aDashboard({ period: 'today' }))),
      http.get('/webhookEndpoints/listWebhookDeliveries/{id}', ({ response }) =>
        response(200).json(listOf([aDelivery()])),
      ),
    );
    const app = await renderApp({ url: '/webhooks', user: anEmployeeSession(), browserLanguages: ['bn'] });

    const row = await screen.findByRole('row', { name: /tools\.example\.com/ });
    expect(row).toHaveTextContent('নতুন অর্ডার এবং অর্ডারের অবস্থা বদলেছে');
    await app.user.click(within(row).getByRole('button', { name: `${courier.url}-এ ডেলিভারি` }));
    const log = await screen.findByRole('table', { name: `${courier.url}-এ ডেলিভারি` });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent('নতুন অর্ডার');
    expect(within(row).getByRole('button', { name: `${courier.url} মুছে ফেলুন` })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'একটি সময়সীমার ডেলিভারি আবার পাঠান' });
    expect(await within(form).findByText('দোকানের সময় (Asia/Dhaka)')).toBeInTheDocument();
  });
});
