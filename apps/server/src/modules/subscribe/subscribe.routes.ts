import { subscribeSchema, subscribeToasts, type SubscribeRequest } from '@tarang/shared/subscribe';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { limitFor } from '../../plugins/rate-limit';
import { type PageContent, pages, renderPage } from './subscribe.pages';
import { subscribePaths, type SubscribeService } from './subscribe.service';

// The links are opened by people (and by mail scanners): any token value is read, never refused
// with a JSON error; a missing or malformed one gets the 'not valid' page.
const tokenQuery = z.object({ token: z.string().max(200).optional().catch(undefined) });
type TokenQuery = z.output<typeof tokenQuery>;

function sendPage(reply: FastifyReply, status: number, page: PageContent) {
  return (
    reply
      .code(status)
      .headers(reply.server.documentHeaders)
      .header('cache-control', 'no-store')
      // The token is in the URL: never pass it on to another page or site.
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderPage(page))
  );
}

export function registerSubscribeRoutes(app: FastifyInstance, service: SubscribeService, config: Config) {
  // spec 7 "POST /api/email/send-subscribe"; decisions.md: validated on the server, and the
  // 400 carries the sentence the subscribe box shows (spec 8 "Subscribe").
  app.post<{ Body: SubscribeRequest }>(
    '/api/email/send-subscribe',
    { schema: { body: subscribeSchema }, ...limitFor(config, 'form', { invalidMessage: subscribeToasts.failure }) },
    async (request) => service.subscribe(request.body.email),
  );

  app.get<{ Querystring: TokenQuery }>(subscribePaths.confirm, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const outcome = await service.confirm(request.query.token ?? '');
    if (outcome === 'invalid') return sendPage(reply, 400, pages.invalidLink);
    if (outcome === 'unsubscribed') return sendPage(reply, 200, pages.confirmAfterUnsubscribe);
    return sendPage(reply, 200, outcome === 'confirmed' ? pages.confirmed : pages.alreadyConfirmed);
  });

  // Opening the link only asks: mail scanners fetch every link in a message, and a GET that
  // unsubscribed would undo subscriptions nobody cancelled (RFC 8058 section 1). The button POSTs.
  app.get<{ Querystring: TokenQuery }>(subscribePaths.unsubscribe, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const status = await service.unsubscribeStatus(token);
    if (status === 'invalid') return sendPage(reply, 400, pages.invalidLink);
    if (status === 'already-unsubscribed') return sendPage(reply, 200, pages.unsubscribed);
    return sendPage(reply, 200, pages.unsubscribeAsk(`${subscribePaths.unsubscribe}?token=${encodeURIComponent(token)}`));
  });

  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" as a form; so does the
  // page's button. Form bodies are accepted here only; every other route stays JSON-only (415).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post<{ Querystring: TokenQuery }>(subscribePaths.unsubscribe, { schema: { querystring: tokenQuery } }, async (request, reply) => {
      const outcome = await service.unsubscribe(request.query.token ?? '');
      if (outcome === 'invalid') return sendPage(reply, 400, pages.invalidLink);
      return sendPage(reply, 200, pages.unsubscribed);
    });
  });
}
