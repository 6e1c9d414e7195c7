// The client's address, for per-address throttles: the socket's peer, or — behind trusted
// proxies — the right-most X-Forwarded-For entry that no trusted proxy could have written.
// HTTP (Fastify's request.ip) and WebSocket upgrades share one trust function, so a throttle
// counts a person the same whichever way they come in.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

export type TrustFunction = (address: string, hop: number) => boolean;

/** Fastify's `trustProxy` option: false, or a function of (address, hop from our socket). */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return proxyAddr.compile(trust.addresses);
  }
}

export function clientAddress(request: IncomingMessage, trust: TrustFunction | false): string {
  if (!trust) return request.socket.remoteAddress ?? 'unknown';
  return proxyAddr(request, trust);
}
