import { apiMessages } from '@tarang/shared/api';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import FindMyWay from 'find-my-way';
import { sendError } from './errors';

// A known address asked with a method it does not take answers 405 with Allow (RFC 9110 §15.5.6), not 404:
// the API documents promise it (docs/decisions/042-api-contracts.md).

/** The methods an address can be asked with, in the order Allow lists them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** The static site's catch-all: it answers pages, so GET and HEAD are allowed on any address outside the API. */
const CATCH_ALL = '/*';

/** Call before the routes are added; the not-found handler asks `allowedMethods` before answering 404. */
export function trackRoutes(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === CATCH_ALL) return;
    for (const method of [route.method].flat() as HTTPMethods[]) {
      if ((METHODS as readonly string[]).includes(method) && !router.hasRoute(method as never, route.url)) router.on(method as never, route.url, () => {});
    }
  });
  return (url) => {
    const path = url.split('?', 1)[0] ?? '/';
    const allowed: string[] = METHODS.filter((method) => router.find(method as never, path) !== null);
    if (allowed.length === 0 && !path.startsWith('/api/')) return ['GET', 'HEAD'];
    return allowed;
  };
}

/** 405 with Allow when the address takes other methods; otherwise the usual 404. */
export function notFoundOrNotAllowed(allowedMethods: (url: string) => string[]) {
  return (request: { method: string; url: string }, reply: Parameters<typeof sendError>[0]) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      void reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, apiMessages.methodNotAllowed);
    }
    return sendError(reply, 404, apiMessages.notFound);
  };
}
