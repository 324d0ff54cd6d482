import { subscribeSchema, subscriberTokenQuerySchema, subscribeToasts } from '@tarang/shared/subscribe';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { BotCheck } from '../bots/bot-check';
import { type PageContent, pages, renderPage } from './subscribe.pages';
import { subscribePaths, type SubscribeService } from './subscribe.service';

// The links' answers are HTML pages, not JSON: those routes have no response schema to check or document.
const tokenQuery = { querystring: subscriberTokenQuerySchema };

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

export function registerSubscribeRoutes(app: FastifyInstance, service: SubscribeService, config: Config, bots: BotCheck) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // product §7 "POST /api/email/send-subscribe"; product §13: validated on the server, and the
  // 400 carries the sentence the subscribe box shows (product §8 "Subscribe").
  routes.post(
    '/api/email/send-subscribe',
    // A subscription that fails the bot check is refused: nothing stored, no e-mail (docs/decisions/029-bot-protection.md).
    bots.refusingForm(subscribeSchema, 'form', { invalidMessage: subscribeToasts.failure }),
    async (request) => {
      const answer = await service.subscribe(request.body.email, request.body.consent, await app.analytics.attribution(request));
      await app.analytics.goal(request, 'subscribe');
      return answer;
    },
  );

  // Opening either link only asks: mail scanners fetch every link in a message, so a GET that
  // confirmed would subscribe people who never asked (docs/decisions/030-newsletter-and-signup-privacy.md),
  // and one that unsubscribed would undo subscriptions nobody cancelled (RFC 8058 section 1). The button POSTs.
  routes.get(subscribePaths.confirm, { schema: tokenQuery }, async (request, reply) => {
    const token = request.query.token ?? '';
    const status = await service.confirmStatus(token);
    if (status === 'invalid') return sendPage(reply, 400, pages.invalidLink);
    if (status === 'unsubscribed') return sendPage(reply, 200, pages.confirmAfterUnsubscribe);
    if (status === 'already-confirmed') return sendPage(reply, 200, pages.alreadyConfirmed);
    return sendPage(reply, 200, pages.confirmAsk(`${subscribePaths.confirm}?token=${encodeURIComponent(token)}`));
  });

  routes.get(subscribePaths.unsubscribe, { schema: tokenQuery }, async (request, reply) => {
    const token = request.query.token ?? '';
    const status = await service.unsubscribeStatus(token);
    if (status === 'invalid') return sendPage(reply, 400, pages.invalidLink);
    if (status === 'already-unsubscribed') return sendPage(reply, 200, pages.unsubscribed);
    return sendPage(reply, 200, pages.unsubscribeAsk(`${subscribePaths.unsubscribe}?token=${encodeURIComponent(token)}`));
  });

  // RFC 8058 one-click: the mail client POSTs "List-Unsubscribe=One-Click" as a form; so do the
  // pages' buttons. Form bodies are accepted on these two routes only; every other route stays JSON-only (415).
  void routes.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(subscribePaths.confirm, { schema: tokenQuery }, async (request, reply) => {
      const outcome = await service.confirm(request.query.token ?? '');
      if (outcome === 'invalid') return sendPage(reply, 400, pages.invalidLink);
      if (outcome === 'unsubscribed') return sendPage(reply, 200, pages.confirmAfterUnsubscribe);
      return sendPage(reply, 200, outcome === 'confirmed' ? pages.confirmed : pages.alreadyConfirmed);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(subscribePaths.unsubscribe, { schema: tokenQuery }, async (request, reply) => {
      const outcome = await service.unsubscribe(request.query.token ?? '');
      if (outcome === 'invalid') return sendPage(reply, 400, pages.invalidLink);
      return sendPage(reply, 200, pages.unsubscribed);
    });
  });
}
