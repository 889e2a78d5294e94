// Which direct peers are trusted proxies (config TRUST_PROXY): only their X-Forwarded-For sets a
// request's address (Fastify's trustProxy) and only their country header is believed
// (server/domain/guestCountry.ts). Anyone else can write those headers, so from anyone else
// they mean nothing.
import { BlockList, isIP } from 'node:net';

const compiled = new WeakMap<readonly string[], BlockList>();

/** The BlockList of a validated TRUST_PROXY list (addresses and CIDR ranges), built once per list. */
function listOf(proxies: readonly string[]): BlockList {
  let list = compiled.get(proxies);
  if (!list) {
    list = new BlockList();
    for (const item of proxies) {
      const [address = '', prefix] = item.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    compiled.set(proxies, list);
  }
  return list;
}

/** Whether a connection's address is one of the trusted proxies (none when the list is empty). */
export function isTrustedProxy(proxies: readonly string[], peerAddress: string | undefined): boolean {
  if (proxies.length === 0 || !peerAddress) return false;
  const version = isIP(peerAddress);
  if (version === 0) return false;
  return listOf(proxies).check(peerAddress, version === 6 ? 'ipv6' : 'ipv4');
}
