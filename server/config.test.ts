import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRIVATE_PROXIES } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database, log mail, no Google', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: null,
      databaseConnectTimeoutSeconds: 10,
      dataDir: './data',
      postmark: null,
      google: null,
      trustProxy: { kind: 'none' },
    });
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT: .*\(got "eighty"\)$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL: /);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT: '0' })).toThrow(
      /^Invalid DATABASE_CONNECT_TIMEOUT: /,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^Invalid TRUST_PROXY: /);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/^Invalid GOOGLE_CLIENT_SECRET: /);
  });

  it('reads Postmark, Google and the public URL', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://poker.example.com/',
      POSTMARK_SERVER_TOKEN: 'token',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      TRUST_PROXY: 'on',
    });
    expect(config.publicUrl).toBe('https://poker.example.com');
    expect(config.postmark).toEqual({
      serverToken: 'token',
      apiUrl: 'https://api.postmarkapp.com',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.trustProxy).toEqual({ kind: 'addresses', addresses: PRIVATE_PROXIES });
  });

  it('reads TRUST_PROXY as off, on (proxies on private networks), a hop count or addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('off')).toEqual({ kind: 'none' });
    expect(trust('0')).toEqual({ kind: 'none' });
    expect(trust('true')).toEqual({ kind: 'addresses', addresses: PRIVATE_PROXIES });
    expect(trust('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(trust('10.0.0.7, 192.168.0.0/16,loopback')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.7', '192.168.0.0/16', 'loopback'],
    });
    expect(() => trust('11')).toThrow(/^Invalid TRUST_PROXY: use off, on, a hop count/);
    expect(() => trust('10.0.0.300')).toThrow(/^Invalid TRUST_PROXY: .*\(got "10.0.0.300"\)$/);
  });

  it('reads the network addresses phones may use: only with PUBLIC_URL unset', () => {
    expect(loadConfig({}).network).toEqual({ kind: 'interfaces' });
    expect(loadConfig({ PUBLIC_URL: 'https://poker.example.com' }).network).toEqual({
      kind: 'off',
    });
    expect(loadConfig({ NETWORK_ADDRESSES: '192.168.1.23, fd00::23' }).network).toEqual({
      kind: 'addresses',
      addresses: ['192.168.1.23', 'fd00::23'],
    });
    expect(() => loadConfig({ NETWORK_ADDRESSES: 'my-laptop' })).toThrow(
      /^Invalid NETWORK_ADDRESSES: use IP addresses/,
    );
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://poker.example.com', NETWORK_ADDRESSES: '192.168.1.23' }),
    ).toThrow(/^Invalid NETWORK_ADDRESSES: it is used only when PUBLIC_URL is unset/);
  });

  it('reads MAIL_FROM as an address, or a name and an address', () => {
    expect(loadConfig({}).mailFrom).toEqual({ name: null, address: 'noreply@pokernight.local' });
    expect(loadConfig({ MAIL_FROM: 'games@example.com' }).mailFrom).toEqual({
      name: null,
      address: 'games@example.com',
    });
    expect(loadConfig({ MAIL_FROM: 'Poker Night <games@example.com>' }).mailFrom).toEqual({
      name: 'Poker Night',
      address: 'games@example.com',
    });
    expect(() => loadConfig({ MAIL_FROM: 'Poker Night' })).toThrow(
      /^Invalid MAIL_FROM: MAIL_FROM must be an e-mail address, or a name and an address such as Poker Night <games@example.com> \(got "Poker Night"\)$/,
    );
  });
});
