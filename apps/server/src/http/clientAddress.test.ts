import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './clientAddress.js';

const request = (socket: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as http.IncomingMessage;

describe('the address a request comes from', () => {
  it('is the socket address when no proxy is trusted, whatever the headers say', () => {
    const address = clientAddressFrom([]);
    expect(address(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    expect(address(request('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it('is the nearest untrusted hop behind a trusted proxy', () => {
    const address = clientAddressFrom(['127.0.0.1', '10.0.0.2']);
    expect(address(request('::ffff:127.0.0.1', '198.51.100.7'))).toBe('198.51.100.7');
    // A client cannot hide behind a forged first hop: the proxy appended the real one.
    expect(address(request('127.0.0.1', '1.2.3.4, 198.51.100.7'))).toBe('198.51.100.7');
    expect(address(request('127.0.0.1', '198.51.100.7, 10.0.0.2'))).toBe('198.51.100.7');
    expect(address(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('trusts a whole range, such as a container network', () => {
    const address = clientAddressFrom(['172.16.0.0/12']);
    expect(address(request('172.18.0.5', '198.51.100.9'))).toBe('198.51.100.9');
    expect(address(request('172.32.0.5', '198.51.100.9'))).toBe('172.32.0.5');
    expect(() => clientAddressFrom(['proxy.local'])).toThrow(/TRUST_PROXY/);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', () => {
    const address = clientAddressFrom(['127.0.0.1']);
    expect(address(request('203.0.113.9', '198.51.100.7'))).toBe('203.0.113.9');
  });
});
