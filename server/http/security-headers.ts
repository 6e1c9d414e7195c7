// Security headers on every response (@fastify/helmet). The CSP is what the built web app needs
// and no more: its own scripts, styles, images, fonts and API (HTTP and WebSocket, both
// 'self'); inline styles because Mantine writes its theme variables into <style> elements at
// run time and components set style attributes; nothing framed, nothing embedded, no plugins.
// Transport upgrades (HSTS, upgrade-insecure-requests) only when PUBLIC_URL is https, so a
// local install over plain http keeps working.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(fastify: FastifyInstance, publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Same-origin isolation the app does not need would only get in the way of the .ics links
    // that calendar apps and mail clients open.
    crossOriginEmbedderPolicy: false,
  });
}
