/**
 * The address a request comes from, for per-address limits. The socket address, unless it is
 * one of the reverse proxies the host named in TRUST_PROXY: then the nearest address in
 * X-Forwarded-For that is not one of them. Nobody else's X-Forwarded-For is believed, so a
 * forged header buys a direct client nothing.
 */
import type http from 'node:http';

export type ClientAddress = (req: http.IncomingMessage) => string;

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

export function clientAddressFrom(trustedProxies: readonly string[]): ClientAddress {
  const trusted = new Set(trustedProxies.map(plain));
  return (req) => {
    const socket = plain(req.socket.remoteAddress ?? 'unknown');
    if (!trusted.has(socket)) return socket;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (hop && !trusted.has(hop)) return hop;
    }
    return socket;
  };
}
