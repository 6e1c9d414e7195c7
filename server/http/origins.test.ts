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
});
