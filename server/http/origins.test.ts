import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origins';

describe('origin policy', () => {
  it('a loopback PUBLIC_URL allows every loopback name on its scheme and port, nothing else', () => {
    const policy = createOriginPolicy({
      publicUrl: 'http://localhost:4000',
      nodeEnv: 'production',
    });
    for (const origin of ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'])
      expect(policy.isAllowed(origin)).toBe(true);
    for (const origin of [
      'http://127.0.0.1:5173',
      'https://localhost:4000',
      'http://127.0.0.2:4000',
      'http://192.168.1.20:4000',
      'null',
    ])
      expect(policy.isAllowed(origin)).toBe(false);
    expect(policy.isAllowed(undefined)).toBe(true);
  });

  it('a public PUBLIC_URL allows only itself; development adds the Vite dev server', () => {
    const site = createOriginPolicy({
      publicUrl: 'https://poker.example.com',
      nodeEnv: 'production',
    });
    expect(site.isAllowed('https://poker.example.com')).toBe(true);
    expect(site.isAllowed('http://localhost:4000')).toBe(false);
    expect(site.isAllowed('http://localhost:5173')).toBe(false);
    const dev = createOriginPolicy({ publicUrl: 'http://localhost:4000', nodeEnv: 'development' });
    expect(dev.isAllowed('http://127.0.0.1:5173')).toBe(true);
  });

  it('explains a refusal to the person and, with the fix, to the operator', () => {
    const policy = createOriginPolicy({
      publicUrl: 'http://localhost:4000',
      nodeEnv: 'production',
    });
    expect(policy.refusal('http://192.168.1.20:4000')).toBe(
      'This page (http://192.168.1.20:4000) is not the address this Poker Night server runs at. Open http://localhost:4000 instead.',
    );
    expect(policy.logLine('http://192.168.1.20:4000')).toBe(
      'Refused a request from origin http://192.168.1.20:4000: only http://localhost:4000, http://127.0.0.1:4000, http://[::1]:4000 may use the API. If people open the app at http://192.168.1.20:4000, set PUBLIC_URL to it.',
    );
  });

  describe('PUBLIC_URL unset: this machine’s own addresses on its port', () => {
    const lan = (addresses: string[]) =>
      createOriginPolicy({
        publicUrl: 'http://localhost:4000',
        nodeEnv: 'production',
        network: { kind: 'addresses', addresses },
      });

    it('allows each own address on the port, and nothing else new', () => {
      const policy = lan(['192.168.1.23', 'fd00::23']);
      for (const origin of [
        'http://192.168.1.23:4000',
        'http://[fd00::23]:4000',
        'http://localhost:4000',
      ])
        expect(policy.isAllowed(origin)).toBe(true);
      for (const origin of [
        'http://192.168.1.24:4000', // another machine on the network
        'http://192.168.1.23:4001', // another service on this machine
        'https://192.168.1.23:4000',
        'http://evil.example:4000', // a name someone pointed at this address (DNS rebinding)
      ])
        expect(policy.isAllowed(origin)).toBe(false);
      expect(policy.networkUrls()).toEqual(['http://192.168.1.23:4000', 'http://[fd00::23]:4000']);
    });

    it('builds links on the address a request came on, when it is its own', () => {
      const policy = lan(['192.168.1.23']);
      expect(policy.linkBase({ origin: 'http://192.168.1.23:4000' })).toBe(
        'http://192.168.1.23:4000',
      );
      expect(policy.linkBase({ host: '192.168.1.23:4000' })).toBe('http://192.168.1.23:4000');
      expect(policy.linkBase({ origin: 'http://127.0.0.1:4000' })).toBe('http://127.0.0.1:4000');
      // A forged Host or a foreign page never lands in a link (a reset mail to evil.example).
      expect(policy.linkBase({ host: 'evil.example:4000' })).toBe('http://localhost:4000');
      expect(policy.linkBase({ origin: 'http://evil.example', host: '192.168.1.23:4000' })).toBe(
        'http://localhost:4000',
      );
      expect(policy.linkBase({})).toBe('http://localhost:4000');
    });

    it('tells a refused page the network address, which a phone can open', () => {
      expect(lan(['192.168.1.23']).refusal('http://pokerbox.local:4000')).toBe(
        'This page (http://pokerbox.local:4000) is not the address this Poker Night server runs at. Open http://192.168.1.23:4000 instead.',
      );
    });

    it('with PUBLIC_URL set, links are always PUBLIC_URL', () => {
      const site = createOriginPolicy({
        publicUrl: 'http://localhost:4000',
        nodeEnv: 'production',
        network: { kind: 'off' },
      });
      expect(site.linkBase({ origin: 'http://127.0.0.1:4000' })).toBe('http://localhost:4000');
      expect(site.networkUrls()).toEqual([]);
    });
  });
});
