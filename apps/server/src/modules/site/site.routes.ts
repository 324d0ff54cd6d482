import { unlockSchema } from '@tarang/shared/site';
import { siteWrapperText, type HiddenFlag, type LicenceStatus } from '@tarang/shared/site-text';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireRole } from '../../plugins/auth';
import { limitFor } from '../../plugins/rate-limit';
import type { AuthService } from '../auth/auth.service';
import type { SiteService, SiteState } from './site.service';

// spec 7: the 'hosted backend' calls, served by this server (decisions.md "One server, one origin").
export function registerSiteRoutes(app: FastifyInstance, site: SiteService, auth: AuthService, config: Config) {
  // Polled by every open tab: cacheable for one second, read from memory on most calls. Only a
  // successful answer may be cached: a failed database read must not be served again for a second.
  app.get('/license-status', async (_request, reply): Promise<LicenceStatus> => {
    const { locked } = await site.state();
    reply.header('cache-control', 'public, max-age=1');
    return { locked };
  });
  app.get('/api/hidden-flag', async (_request, reply): Promise<HiddenFlag> => {
    const { flag } = await site.state();
    reply.header('cache-control', 'public, max-age=1');
    return { flag };
  });

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
