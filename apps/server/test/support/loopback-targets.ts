import { BlockList } from 'node:net';
import { type Resolve, type TargetDecision, WebhookTargets } from '../../src/webhooks/webhook-targets.js';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** A resolver that knows only the names a test gives it (every other name does not resolve: no DNS query). */
export function testResolver(names: { readonly [name: string]: string } = {}): Resolve {
  return async (hostname) => {
    const address = names[hostname];
    if (address === undefined) throw new Error(`${hostname} is not a test name`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

/**
 * The server's target check, and then a test's own guard: whatever the check allows, a test server connects only to
 * 127.0.0.0/8 or ::1, so no webhook of a test (a fuzzed URL with a public literal address) leaves the machine.
 */
export class LoopbackOnlyTargets extends WebhookTargets {
  override async decide(url: URL): Promise<TargetDecision> {
    const decision = await super.decide(url);
    if (!decision.allowed) return decision;
    const family = decision.family === 4 ? 'ipv4' : 'ipv6';
    return loopback.check(decision.address, family)
      ? decision
      : { allowed: false, reason: 'refusedAddress', address: decision.address };
  }
}
