import { unlockSchema } from '@tarang/shared/site';
import { siteWrapperText, type HiddenFlag, type LicenceStatus } from '@tarang/shared/site-text';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { limitFor } from '../../plugins/rate-limit';
import type { AuthService } from '../auth/auth.service';
import type { SiteService, SiteState } from './site.service';

// spec 7: the 'hosted backend' calls, served by this server (decisions.md "One server, one origin").
export function registerSiteRoutes(app: FastifyInstance, site: SiteService, auth: AuthService, config: Config) {
  // Polled by every open tab: cacheable for one second, no database round trip on most calls.
  app.get('/license-status', (_request, reply) => answerFromState(reply, (state): LicenceStatus => ({ locked: state.locked })));
  app.get('/api/hidden-flag', (_request, reply) => answerFromState(reply, (state): HiddenFlag => ({ flag: state.flag })));

  /**
   * The state is in memory on all but one call per second, so the answer is sent synchronously then:
   * no promise and no extra microtask on the most frequent request the site gets (issue 8, decision 012).
   * The synchronous path returns nothing: a returned reply would make Fastify wait on it as a thenable.
   */
  function answerFromState<T>(reply: FastifyReply, pick: (state: SiteState) => T) {
    const state = site.state();
    if (state instanceof Promise) return state.then((loaded) => cacheableForASecond(reply, pick(loaded)));
    reply.send(cacheableForASecond(reply, pick(state)));
  }

  // Only a successful answer may be cached: a failed database read must not be served again for a second.
  function cacheableForASecond<T>(reply: FastifyReply, body: T): T {
    reply.header('cache-control', 'public, max-age=1');
    return body;
  }

  app.post<{ Body: { key: string } }>(
    '/unlock-frontend',
    { schema: { body: unlockSchema }, ...limitFor(config, 'unlock', { invalidMessage: siteWrapperText.invalidKey }) },
    async (request) => {
      try {
        const message = await site.unlock(request.body.key);
        request.log.info({ auth: 'licence-unlock', outcome: 'ok' }, 'licence unlock ok');
        return { message };
      } catch (err) {
        request.log.info({ auth: 'licence-unlock', outcome: 'refused' }, 'licence unlock refused');
        throw err;
      }
    },
  );

  // Read-only status for the dashboard panel (issue 6); changes go through the CLI.
  app.get('/api/admin/site-status', { preHandler: requireRole(auth, 'admin') }, async (_request, reply): Promise<SiteState> => {
    reply.header('cache-control', 'no-store');
    return site.state();
  });
}
