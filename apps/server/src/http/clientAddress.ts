/**
 * The address a request comes from, for per-address limits. The socket address, unless it is
 * one of the reverse proxies the host named in TRUST_PROXY (addresses or CIDR ranges such as
 * 172.16.0.0/12, for a proxy on a container network): then the nearest address in
 * X-Forwarded-For that is not a trusted proxy. Nobody else's X-Forwarded-For is believed, so a
 * forged header buys a direct client nothing.
 */
import type http from 'node:http';
import { BlockList, isIP } from 'node:net';

export type ClientAddress = (req: http.IncomingMessage) => string;

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

export function clientAddressFrom(trustedProxies: readonly string[]): ClientAddress {
  const list = new BlockList();
  for (const entry of trustedProxies.map(plain)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`TRUST_PROXY: "${entry}" is not an address or a CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  const trusted = (address: string) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
  return (req) => {
    const socket = plain(req.socket.remoteAddress ?? 'unknown');
    if (!trusted(socket)) return socket;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (hop && !trusted(hop)) return hop;
    }
    return socket;
  };
}
