import { siteStatusSchema } from '@tarang/shared/admin';
import { messageResponseSchema } from '@tarang/shared/auth';
import { hiddenFlagSchema, licenceStatusSchema, unlockSchema } from '@tarang/shared/site';
import { siteWrapperText } from '@tarang/shared/site-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { limitFor } from '../../plugins/rate-limit';
import { LICENCE_KEY_ACTOR } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { SiteService } from './site.service';

// product §7: the 'hosted backend' calls, served by this server (product §11).
export function registerSiteRoutes(app: FastifyInstance, site: SiteService, auth: AuthService, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Polled by every open tab: cacheable for one second, read from memory on most calls. Only a
  // successful answer may be cached: a failed database read must not be served again for a second.
  routes.get('/license-status', { schema: { response: { 200: licenceStatusSchema } } }, async (_request, reply) => {
    const { locked } = await site.state();
    return reply.header('cache-control', 'public, max-age=1').send({ locked });
  });
  routes.get('/api/hidden-flag', { schema: { response: { 200: hiddenFlagSchema } } }, async (_request, reply) => {
    const { flag } = await site.state();
    return reply.header('cache-control', 'public, max-age=1').send({ flag });
  });

  routes.post(
    '/unlock-frontend',
    {
      schema: { body: unlockSchema, response: { 200: messageResponseSchema } },
      ...limitFor(config, 'unlock', { invalidMessage: siteWrapperText.invalidKey }),
    },
    async (request) => {
      let message: string;
      try {
        message = await site.unlock(request.body.key);
        request.log.info({ auth: 'licence-unlock', outcome: 'ok' }, 'licence unlock ok');
      } catch (err) {
        request.log.info({ auth: 'licence-unlock', outcome: 'refused' }, 'licence unlock refused');
        throw err;
      }
      // The lock is the operator's setting (product §16): who lifted it is recorded. A refused key is
      // not: unlock is rate-limited, and a row per guess would let anyone flood the trail.
      await app.audit.record({ who: LICENCE_KEY_ACTOR, action: 'site.unlock', ip: request.ip });
      return { message };
    },
  );

  // Read-only status for the dashboard panel; changes go through the CLI (product §16).
  routes.get(
    '/api/admin/site-status',
    { schema: { response: { 200: siteStatusSchema } }, preHandler: requireRole(auth, 'admin') },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await site.state()),
  );
}
