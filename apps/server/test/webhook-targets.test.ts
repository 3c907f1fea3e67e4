import { describe, expect, it } from 'vitest';
import { canonicalAddress, type Resolve, WebhookTargets } from '../src/webhooks/webhook-targets.js';

// A resolver of made-up names: no lookup, and no packet, ever leaves the machine in these tests.
const names: Record<string, { address: string; family: 4 | 6 }[]> = {
  'hooks.example.test': [{ address: '93.184.215.14', family: 4 }],
  'private.example.test': [{ address: '10.1.2.3', family: 4 }],
  'metadata.example.test': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.1.20', family: 4 },
  ],
  'v6.example.test': [{ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }],
  'ula.example.test': [{ address: 'fd12:3456::1', family: 6 }],
  'mapped.example.test': [{ address: '::ffff:10.0.0.1', family: 6 }],
  'tools.shop.internal': [{ address: '10.20.0.7', family: 4 }],
};
const testResolver: Resolve = async (hostname) => {
  const found = names[hostname];
  if (found === undefined) throw new Error(`ENOTFOUND ${hostname}`);
  return found;
};

describe('webhook targets: the address check', () => {
  const targets = new WebhookTargets([], testResolver);

  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:93.184.215.14',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '[::1]',
    '2130706433',
    '0x7f000001',
    '0x7f.1',
    '0177.0.0.1',
    '017700000001',
    '127.1',
    '0xa.0.0.1',
    '167772161',
    '0xA9FEA9FE',
    '2852039166',
  ])('refuses %s', (address) => {
    expect(targets.mayReach(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '2606:4700::1111'])(
    'lets %s through (public)',
    (address) => {
      expect(targets.mayReach(address)).toBe(true);
    },
  );

  it('reads the decimal, hex and octal spellings of an address as the URL parser does', () => {
    expect(canonicalAddress('2130706433')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(canonicalAddress('0x7f.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(canonicalAddress('0177.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(canonicalAddress('[::ffff:127.0.0.1]')).toEqual({ address: '::ffff:7f00:1', family: 6 });
    expect(canonicalAddress('hooks.example.test')).toBeUndefined();
    expect(canonicalAddress('')).toBeUndefined();
  });

  it('lets through what WEBHOOK_ALLOWED_HOSTS lists: addresses, CIDR ranges, names; nothing besides', () => {
    const allowing = new WebhookTargets(['127.0.0.3', '10.20.0.0/16', 'fd00:1::/32', 'tools.shop.internal']);
    expect(allowing.mayReach('127.0.0.3')).toBe(true);
    expect(allowing.mayReach('127.0.0.2')).toBe(false);
    expect(allowing.mayReach('10.20.9.9')).toBe(true);
    expect(allowing.mayReach('10.21.0.1')).toBe(false);
    expect(allowing.mayReach('fd00:1:2::5')).toBe(true);
    expect(allowing.mayReach('fd00:2::5')).toBe(false);
    expect(allowing.mayReach('::1')).toBe(false);
  });
});

describe('webhook targets: a URL', () => {
  const targets = new WebhookTargets(['tools.shop.internal', '127.0.0.3'], testResolver);
  const decide = (url: string) => targets.decide(new URL(url));

  it('answers the checked address of a public name, which the delivery connects to', async () => {
    await expect(decide('https://hooks.example.test/in')).resolves.toEqual({
      allowed: true,
      hostname: 'hooks.example.test',
      address: '93.184.215.14',
      family: 4,
    });
    await expect(decide('https://v6.example.test/in')).resolves.toMatchObject({ allowed: true, family: 6 });
  });

  it('refuses a name that resolves to a private, metadata, unique-local or mapped address', async () => {
    for (const name of ['private', 'metadata', 'ula', 'mapped']) {
      await expect(decide(`https://${name}.example.test/`)).resolves.toMatchObject({
        allowed: false,
        reason: 'refusedAddress',
      });
    }
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    await expect(decide('https://mixed.example.test/')).resolves.toEqual({
      allowed: false,
      reason: 'refusedAddress',
      address: '192.168.1.20',
    });
  });

  it('refuses loopback URLs in every spelling, and an unknown name or another scheme', async () => {
    for (const url of [
      'http://127.0.0.2/',
      'http://[::1]:8080/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.01/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      await expect(decide(url)).resolves.toMatchObject({ allowed: false, reason: 'refusedAddress' });
    }
    await expect(decide('https://nowhere.example.test/')).resolves.toEqual({
      allowed: false,
      reason: 'unresolved',
    });
    await expect(decide('ftp://hooks.example.test/')).resolves.toEqual({ allowed: false, reason: 'scheme' });
  });

  it('lets through a listed name whatever it resolves to, and a listed address', async () => {
    await expect(decide('http://tools.shop.internal:9000/hook')).resolves.toMatchObject({
      allowed: true,
      address: '10.20.0.7',
    });
    await expect(decide('http://127.0.0.3:9000/hook')).resolves.toMatchObject({
      allowed: true,
      address: '127.0.0.3',
    });
  });
});
