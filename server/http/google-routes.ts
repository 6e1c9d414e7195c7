// /auth/google starts the redirect to Google (or the configured issuer); the callback signs the
// user in and returns to the web app: / on success, the login page with an error otherwise.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSession } from '../auth';
import { signInWithGoogle } from '../auth';
import type { PendingLogin } from '../auth';
import type { SessionCookie } from '../graphql/context';
import type { Services } from '../services';

const PENDING_COOKIE = 'pn_google';
const PENDING_MAX_AGE_S = 10 * 60;

export function registerGoogleRoutes(
  fastify: FastifyInstance,
  services: Services,
  options: { sessionCookie(reply: FastifyReply): SessionCookie; secureCookies: boolean },
) {
  const { google, config } = services;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    path: '/auth/google',
  };
  const back = (reply: FastifyReply, route: string) =>
    reply.redirect(`${config.publicUrl}/#${route}`);

  fastify.get('/auth/google', async (_request, reply) => {
    if (!google) return reply.code(404).send('Google sign-in is not configured');
    try {
      const { url, pending } = await google.start();
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        ...cookieOptions,
        maxAge: PENDING_MAX_AGE_S,
      });
      return reply.redirect(url.href);
    } catch (error) {
      services.logger.error({ err: error }, 'Google sign-in could not start');
      return back(reply, '/login?error=failed');
    }
  });

  fastify.get<{ Querystring: { error?: string } }>(
    '/auth/google/callback',
    async (request, reply) => {
      if (!google) return reply.code(404).send('Google sign-in is not configured');
      const raw = request.cookies[PENDING_COOKIE];
      reply.clearCookie(PENDING_COOKIE, cookieOptions);
      if (request.query.error === 'access_denied') return back(reply, '/login?error=cancelled');
      if (!raw) return back(reply, '/login?error=failed');
      try {
        const pending = JSON.parse(raw) as PendingLogin;
        const callbackUrl = new URL(request.url, config.publicUrl);
        const identity = await google.finish(callbackUrl, pending);
        const user = await signInWithGoogle(services, identity);
        const session = await createSession(services.db, user.id);
        options.sessionCookie(reply).set(session.token, session.expiresAt);
        return back(reply, '/');
      } catch (error) {
        services.logger.warn({ err: error }, 'Google sign-in failed');
        return back(reply, '/login?error=failed');
      }
    },
  );
}
