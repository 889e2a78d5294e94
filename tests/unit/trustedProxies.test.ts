// TRUST_PROXY (issue 19): which direct peers may set a request's address and country.
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { isTrustedProxy } from '../../server/trustedProxies.ts';

describe('TRUST_PROXY setting', () => {
  test('no proxy is trusted unless one is configured', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
  });

  test('a comma list of addresses and CIDR ranges is read as given', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  test.each(['on', 'true', 'localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '300.1.1.1', '10.0.0.0/x'])(
    '"%s" is refused at start',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('a trusted peer', () => {
  test('nobody is a trusted proxy when the list is empty', () => {
    expect(isTrustedProxy([], '127.0.0.1')).toBe(false);
  });

  test('an address matches itself, a range its members, IPv4 also in its IPv6-mapped form', () => {
    const proxies = ['127.0.0.1', '10.0.0.0/8', '2001:db8::/32'];
    expect(isTrustedProxy(proxies, '127.0.0.1')).toBe(true);
    expect(isTrustedProxy(proxies, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedProxy(proxies, '10.20.30.40')).toBe(true);
    expect(isTrustedProxy(proxies, '2001:db8::7')).toBe(true);
  });

  test('any other address, or none, is not a trusted proxy', () => {
    const proxies = ['127.0.0.1', '10.0.0.0/8'];
    expect(isTrustedProxy(proxies, '127.0.0.2')).toBe(false);
    expect(isTrustedProxy(proxies, '11.0.0.1')).toBe(false);
    expect(isTrustedProxy(proxies, '::1')).toBe(false);
    expect(isTrustedProxy(proxies, undefined)).toBe(false);
    expect(isTrustedProxy(proxies, 'not an address')).toBe(false);
  });
});
