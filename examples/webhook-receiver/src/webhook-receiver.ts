// webhook-receiver: receives the shop's webhooks, checks each one and handles each event once.
//   WEBHOOK_SECRET=whsec_… PORT=4000 node dist/webhook-receiver.js
import { createServer, type IncomingMessage } from 'node:http';
import { type ShopEvent, verifyWebhook, WebhookVerificationError } from '@shop/sdk';

// The secret the Webhooks screen showed once when the endpoint was made (or its secret rotated).
const secret = process.env.WEBHOOK_SECRET;
if (!secret?.startsWith('whsec_')) throw new Error("Set WEBHOOK_SECRET to the endpoint's secret (whsec_…).");
const port = Number(process.env.PORT ?? 4000);
const MAX_BODY_BYTES = 1024 * 1024;

// Delivery is at least once: a retry or a replay brings an event again under the same webhook-id. A real tool
// keeps the ids it handled in its own database, in the transaction that handles the event; this one remembers
// the last 10,000 in memory.
const handled = new Set<string>();

function remember(id: string): void {
  handled.add(id);
  if (handled.size > 10_000) {
    const oldest = handled.values().next().value;
    if (oldest !== undefined) handled.delete(oldest);
  }
}

/** What this tool does with an event; events of one record come in order, so the newest `version` wins. */
function handle(event: ShopEvent): void {
  console.log(
    `#${event.sequence} ${event.type} ${event.entityType} ${event.recordId ?? ''} ${event.data.label}`,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

const server = createServer(async (request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const body = await bodyOf(request);
  if (body === undefined) {
    response.writeHead(413).end();
    return;
  }
  try {
    // The body exactly as it came: the signature covers its bytes, not a re-serialised copy.
    const event = await verifyWebhook(secret, request.headers, body);
    const id = String(request.headers['webhook-id']);
    if (!handled.has(id)) {
      handle(event);
      remember(id);
    }
    // Answer 2xx at once (the shop waits 10 s at most); slow work belongs in a queue of the tool's own.
    response.writeHead(204).end();
  } catch (error) {
    // Not from the shop, or too old: 401. Anything else failed here: 500, and the shop tries again later.
    const refused = error instanceof WebhookVerificationError;
    response.writeHead(refused ? 401 : 500, { 'content-type': 'text/plain' });
    response.end(refused ? error.message : 'Not handled; send it again later.');
    if (!refused) console.error(error);
  }
});

server.listen(port, '127.0.0.1', () =>
  console.log(`Receiving the shop's webhooks on http://127.0.0.1:${port}/`),
);
