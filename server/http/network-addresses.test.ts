import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { addressReader, interfaceAddresses, urlHost } from './network-addresses';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal }) as NetworkInterfaceInfo;

describe('network addresses', () => {
  it('takes the interfaces’ addresses but loopback and IPv6 link-local, IPv4 first', () => {
    expect(
      interfaceAddresses({
        lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
        wlan0: [
          info('fe80::1c2b:3aff:fe4d:5e6f', 'IPv6'),
          info('fd12:3456::23', 'IPv6'),
          info('192.168.1.23', 'IPv4'),
        ],
        docker0: [info('172.17.0.1', 'IPv4')],
      }),
    ).toEqual(['192.168.1.23', '172.17.0.1', 'fd12:3456::23']);
  });

  it('writes IPv6 in brackets as a URL host', () => {
    expect(urlHost('192.168.1.23')).toBe('192.168.1.23');
    expect(urlHost('FD12::23')).toBe('[fd12::23]');
  });

  it('reads none with PUBLIC_URL set, the given ones from NETWORK_ADDRESSES', () => {
    expect(addressReader({ kind: 'off' })()).toEqual([]);
    expect(addressReader({ kind: 'addresses', addresses: ['127.0.0.2'] })()).toEqual(['127.0.0.2']);
  });
});
