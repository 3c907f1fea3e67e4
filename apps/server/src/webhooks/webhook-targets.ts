import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** One address a name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system's resolver; a test's own in tests). */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** Where a delivery may go: the one checked address it connects to (no second lookup), or why it may not. */
export type TargetDecision =
  | { allowed: true; hostname: string; address: string; family: 4 | 6 }
  | { allowed: false; reason: 'scheme' | 'unresolved' | 'refusedAddress'; address?: string };

// Ranges no delivery may reach unless WEBHOOK_ALLOWED_HOSTS lists them: this machine, private networks, link-local
// (with the cloud metadata address 169.254.169.254), CGNAT, multicast, reserved and documentation ranges, and every
// IPv6 form that carries an IPv4 address inside it (mapped, compatible, NAT64, 6to4), so no spelling slips through.
const REFUSED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const REFUSED_V6: readonly [string, number][] = [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

// One list per family: a BlockList checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), which the
// mapped range would match for every IPv4 address.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of REFUSED_V4) refusedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of REFUSED_V6) refusedV6.addSubnet(network, prefix, 'ipv6');

/**
 * An address in its one canonical form, or undefined when `text` is no address. IPv4 goes through the WHATWG URL
 * parser, as a URL's host would: decimal (2130706433), hex (0x7f.1) and octal (0177.0.0.1) forms become dotted.
 */
export function canonicalAddress(text: string): { address: string; family: 4 | 6 } | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 6) return { address: new URL(`http://[${bare}]/`).hostname.slice(1, -1), family: 6 };
  if (bare.includes(':') || bare === '') return undefined;
  let host: string;
  try {
    host = new URL(`http://${bare}/`).hostname;
  } catch {
    return undefined;
  }
  return isIP(host) === 4 ? { address: host, family: 4 } : undefined;
}

function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/**
 * Decides where a webhook may be delivered: the one unit of the server that does (SSRF). An address must be public,
 * unless WEBHOOK_ALLOWED_HOSTS lists it (an address or CIDR range) or the host name it was reached by; a name is
 * resolved and EVERY address it has is checked, and the delivery connects to the checked address it answers.
 */
export class WebhookTargets {
  readonly #allowedV4 = new BlockList();
  readonly #allowedV6 = new BlockList();
  readonly #allowedNames = new Set<string>();

  constructor(
    allowedHosts: readonly string[],
    private readonly resolve: Resolve = systemResolve,
  ) {
    for (const entry of allowedHosts) {
      const [network = '', bits] = entry.split('/');
      const address = canonicalAddress(network);
      if (address === undefined) this.#allowedNames.add(entry.toLowerCase().replace(/\.$/, ''));
      else {
        const prefix = bits === undefined ? (address.family === 4 ? 32 : 128) : Number(bits);
        if (address.family === 4) this.#allowedV4.addSubnet(address.address, prefix, 'ipv4');
        else this.#allowedV6.addSubnet(address.address, prefix, 'ipv6');
      }
    }
  }

  /** Whether one address may be a target: public, or in an allowed range. */
  mayReach(text: string): boolean {
    const address = canonicalAddress(text);
    if (address === undefined) return false;
    if (address.family === 4)
      return this.#allowedV4.check(address.address, 'ipv4') || !refusedV4.check(address.address, 'ipv4');
    return this.#allowedV6.check(address.address, 'ipv6') || !refusedV6.check(address.address, 'ipv6');
  }

  /** Where a delivery to `url` connects, after checking its scheme and every address its host has. */
  async decide(url: URL): Promise<TargetDecision> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { allowed: false, reason: 'scheme' };
    const hostname = hostnameOf(url);
    const literal = canonicalAddress(hostname);
    let addresses: readonly ResolvedAddress[];
    if (literal !== undefined) addresses = [literal];
    else {
      try {
        addresses = await this.resolve(hostname);
      } catch {
        return { allowed: false, reason: 'unresolved' };
      }
    }
    const first = addresses[0];
    if (first === undefined) return { allowed: false, reason: 'unresolved' };
    if (!this.#allowedNames.has(hostname.replace(/\.$/, ''))) {
      const bad = addresses.find((candidate) => !this.mayReach(candidate.address));
      if (bad !== undefined) return { allowed: false, reason: 'refusedAddress', address: bad.address };
    }
    return { allowed: true, hostname, address: first.address, family: first.family };
  }
}

async function systemResolve(hostname: string): Promise<readonly ResolvedAddress[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.flatMap(({ address, family }) => (family === 4 || family === 6 ? [{ address, family }] : []));
}
