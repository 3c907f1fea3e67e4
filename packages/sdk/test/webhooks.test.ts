import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../src/webhooks.js';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const rotated = `whsec_${randomBytes(32).toString('base64')}`;
const id = randomUUID();
const now = 1_760_000_000_000;
const timestamp = Math.floor(now / 1000);
const body = JSON.stringify({
  id,
  sequence: 7,
  type: 'order.placed',
  occurredAt: new Date(now).toISOString(),
  entityType: 'Order',
  recordId: '12',
  version: 1,
  from: null,
  to: null,
  employee: null,
  apiToken: null,
  data: { label: 'Order #12 — ৳1,250', fields: [] },
});
const clock = { now: () => now };

function headers(signature: string, at = timestamp) {
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': signature };
}

describe('verifyWebhook against the reference standardwebhooks library', () => {
  it('verifies what standardwebhooks signs, from a string, bytes and Fetch Headers', async () => {
    const signature = new Webhook(secret).sign(id, new Date(now), body);
    await expect(verifyWebhook(secret, headers(signature), body, clock)).resolves.toMatchObject({ id });
    const bytes = new TextEncoder().encode(body);
    await expect(verifyWebhook(secret, headers(signature), bytes, clock)).resolves.toMatchObject({
      sequence: 7,
    });
    const fetchHeaders = new Headers(headers(signature));
    await expect(verifyWebhook(secret, fetchHeaders, body, clock)).resolves.toMatchObject({
      type: 'order.placed',
    });
  });

  it('signs what standardwebhooks verifies, with one secret and with two during a rotation', async () => {
    const signature = await signWebhook(secret, id, timestamp, body);
    expect(signature).toBe(new Webhook(secret).sign(id, new Date(now), body));
    const both = await signWebhook([rotated, secret], id, timestamp, body);
    expect(both.split(' ')).toHaveLength(2);
    for (const key of [secret, rotated]) {
      // standardwebhooks checks the timestamp against the real clock, so it verifies a delivery signed now.
      const at = Math.floor(Date.now() / 1000);
      const fresh = await signWebhook([rotated, secret], id, at, body);
      expect(new Webhook(key).verify(body, headers(fresh, at))).toMatchObject({ id });
      await expect(verifyWebhook(key, headers(both), body, clock)).resolves.toMatchObject({ id });
    }
  });

  it('refuses a changed body, another secret, a missing header and a malformed signature, as the reference does', async () => {
    const signature = await signWebhook(secret, id, timestamp, body);
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const cases: [string, Record<string, string>, string][] = [
      ['changed body', headers(signature), body.replace('#12', '#13')],
      ['another secret', headers(await signWebhook(other, id, timestamp, body)), body],
      ['no signature', { 'webhook-id': id, 'webhook-timestamp': String(timestamp) }, body],
      ['not v1', headers(signature.replace('v1,', 'v2,')), body],
      ['not base64', headers('v1,***'), body],
      ['another id', { ...headers(signature), 'webhook-id': randomUUID() }, body],
    ];
    for (const [, given, payload] of cases) {
      await expect(verifyWebhook(secret, given, payload, clock)).rejects.toBeInstanceOf(
        WebhookVerificationError,
      );
      expect(() => new Webhook(secret).verify(payload, given)).toThrow();
    }
  });

  it('refuses a timestamp more than 5 minutes from now, either way, and takes one within', async () => {
    for (const offset of [-301, 301]) {
      const at = timestamp + offset;
      const signature = await signWebhook(secret, id, at, body);
      await expect(verifyWebhook(secret, headers(signature, at), body, clock)).rejects.toThrow(/timestamp/);
    }
    for (const offset of [-300, 300]) {
      const at = timestamp + offset;
      const signature = await signWebhook(secret, id, at, body);
      await expect(verifyWebhook(secret, headers(signature, at), body, clock)).resolves.toMatchObject({ id });
    }
  });

  it('refuses a signed body that is not a shop event', async () => {
    const other = '{"hello":"world"}';
    const signature = await signWebhook(secret, id, timestamp, other);
    await expect(verifyWebhook(secret, headers(signature), other, clock)).rejects.toThrow(/not a shop event/);
  });
});
