import { BlockList, isIP } from 'node:net';

/** Addresses and ranges whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
export type TrustedProxies = BlockList;

/** The address as one spelling: an IPv4 address mapped into IPv6 (`::ffff:10.0.0.1`) is the IPv4 address. */
function plain(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/** One hop of X-Forwarded-For as an address: `[::1]:443` and `10.0.0.1:8080` lose their port. */
function hopAddress(hop: string): string | undefined {
  let value = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1] !== undefined) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return isIP(value) === 0 ? undefined : plain(value);
}

/** The list of TRUSTED_PROXIES entries (validated by the configuration) as a lookup. */
export function trustedProxies(entries: readonly string[]): TrustedProxies | undefined {
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [raw = '', bits] = entry.split('/');
    const address = bits === undefined ? plain(raw) : raw;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether an address (a peer's, any spelling) is one of the trusted proxies. */
export function isTrustedProxy(list: TrustedProxies, peer: string): boolean {
  const address = plain(peer);
  if (isIP(address) === 0) return false;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the connection's peer, unless the peer is a trusted proxy; then X-Forwarded-For is read
 * from the right (the hop the nearest proxy added) past every trusted proxy, and the first address not trusted is
 * the client. A malformed hop stops the walk at the last address known good: everything left of it is the client's
 * to write.
 */
export function clientAddressOf(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies | undefined,
): string {
  if (peer === undefined || peer === '') return 'unknown';
  let address = plain(peer);
  if (trusted === undefined || forwardedFor === undefined || !isTrustedProxy(trusted, address))
    return address;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i] ?? '');
    if (hop === undefined) return address;
    address = hop;
    if (!isTrustedProxy(trusted, hop)) return hop;
  }
  return address;
}
