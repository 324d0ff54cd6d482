import { randomBytes } from 'node:crypto';
import type { ListQuery } from '@tarang/shared/admin';
import { WEBHOOK_SECRET_OVERLAP_HOURS, webhookMessages, type WebhookCreate, type WebhookCreated, type WebhookUpdate } from '@tarang/shared/webhooks';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { type CursorCodec, processCursorCodec } from '../admin/paging';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { checkWebhookUrl, type TargetPolicy } from './ssrf';
import { queueTestEvent } from './webhook-events';
import { createWebhooksRepository } from './webhooks.repository';

/** A new endpoint's signing secret: whsec_ and 32 random bytes in base64, the Standard Webhooks form. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

interface WebhooksDeps {
  db: Kysely<Database>;
  audit: AuditService;
  clock: Clock;
  policy: TargetPolicy;
  /** Nudges the worker after a commit that queued a delivery. */
  queued: () => void;
  /** Signs the delivery log's page cursors with the key every instance shares; the CLI, which pages nothing, omits it. */
  cursors?: CursorCodec;
}

/**
 * A webhook URL as the audit trail keeps it: a CRM often puts its own secret in the query string
 * (`?token=…`), so each query value and any fragment is left out; the host and path still say where
 * events go (docs/decisions/033-webhooks.md).
 */
function auditedUrl(raw: string): string {
  if (!URL.canParse(raw)) return '(not a URL)';
  const url = new URL(raw);
  const names = [...new Set(url.searchParams.keys())];
  url.hash = '';
  url.search = '';
  return names.length === 0 ? url.href : `${url.href}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}

/**
 * Admin management of webhook endpoints (docs/decisions/033-webhooks.md), for the dashboard and the CLI.
 * Every change is audited; the detail names the endpoint and its URL, never its secret.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  const cursors = deps.cursors ?? processCursorCodec();
  const repo = createWebhooksRepository(deps.db);
  const now = () => deps.clock.now();
  const found = async (id: number) => {
    const endpoint = await repo.find(id);
    if (!endpoint) throw new AppError(404, webhookMessages.notFound);
    return endpoint;
  };

  return {
    list: () => repo.list(),

    /** The secret is in this answer and nowhere else, ever again. */
    async create(input: WebhookCreate, who: AuditActor, ip: string | null): Promise<WebhookCreated> {
      // The URL's form and a literal or localhost host are checked now; a name is resolved and checked before
      // each delivery, so creating an endpoint never waits on DNS.
      const url = checkWebhookUrl(input.url, deps.policy);
      const secret = newWebhookSecret();
      const endpoint = await repo.insert({ url: url.href, description: input.description, events: input.events, secret }, now());
      await deps.audit.record({ who, action: 'webhook.add', ip, detail: { endpointId: endpoint.id, url: auditedUrl(endpoint.url), events: endpoint.events } });
      return { ...endpoint, secret };
    },

    async update(id: number, patch: WebhookUpdate, who: AuditActor, ip: string | null) {
      await found(id);
      const endpoint = (await repo.update(id, patch)) ?? (await found(id));
      await deps.audit.record({ who, action: 'webhook.update', ip, detail: { endpointId: id, ...patch } });
      return endpoint;
    },

    /**
     * A new secret, in this answer only; deliveries are signed with the old one too for
     * WEBHOOK_SECRET_OVERLAP_HOURS, so the receiver can be updated without losing an event (Standard Webhooks).
     */
    async rotateSecret(id: number, who: AuditActor, ip: string | null): Promise<WebhookCreated> {
      await found(id);
      const secret = newWebhookSecret();
      const until = new Date(now().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
      const endpoint = (await repo.rotateSecret(id, secret, until)) ?? (await found(id));
      await deps.audit.record({ who, action: 'webhook.rotate', ip, detail: { endpointId: id, url: auditedUrl(endpoint.url), oldSecretUntil: until.toISOString() } });
      return { ...endpoint, secret };
    },

    async remove(id: number, who: AuditActor, ip: string | null): Promise<void> {
      const endpoint = await found(id);
      await repo.remove(id);
      await deps.audit.record({ who, action: 'webhook.remove', ip, detail: { endpointId: id, url: auditedUrl(endpoint.url) } });
    },

    async deliveries(id: number, query: Pick<ListQuery, 'limit' | 'cursor'>) {
      await found(id);
      const after = cursors.after(query.cursor);
      const [total, page] = await Promise.all([repo.countDeliveries(id), repo.deliveries(id, query.limit, after)]);
      return { total, rows: page.rows, nextCursor: page.next && cursors.encode(page.next) };
    },

    async test(id: number, who: AuditActor, ip: string | null): Promise<void> {
      await found(id);
      await queueTestEvent(deps.db, id, now());
      await deps.audit.record({ who, action: 'webhook.test', ip, detail: { endpointId: id } });
      deps.queued();
    },

    async retry(id: number, deliveryId: number, who: AuditActor, ip: string | null): Promise<void> {
      await found(id);
      if (!(await repo.retry(id, deliveryId, now()))) {
        throw (await repo.deliveryExists(id, deliveryId)) ? new AppError(409, webhookMessages.notRetryable) : new AppError(404, webhookMessages.deliveryNotFound);
      }
      await deps.audit.record({ who, action: 'webhook.retry', ip, detail: { endpointId: id, deliveryId } });
      deps.queued();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
