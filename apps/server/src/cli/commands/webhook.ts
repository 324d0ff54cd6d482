import { WEBHOOK_SECRET_OVERLAP_HOURS, webhookCreateSchema, webhookEvents } from '@tarang/shared/webhooks';
import { systemClock } from '../../clock';
import { CLI_ACTOR, createAuditService } from '../../modules/audit/audit.service';
import { createWebhooksService } from '../../modules/webhooks/webhooks.service';
import { type CommandContext, type CommandGroup, UsageError } from '../command';

// CRM webhook endpoints (product §16, docs/decisions/033-webhooks.md).

const overview = `  webhook add --url U --events a,b [--description D] Add a CRM webhook endpoint (prints its secret once)
  webhook list | webhook remove --id ID             List or remove webhook endpoints
  webhook rotate --id ID                            Replace an endpoint's signing secret (prints it once)
`;

const help = `Usage: npm run cli -- webhook <add|list|remove|rotate> [options]

  add --url U --events E1,E2 [--description D]
                 Add an endpoint that receives the events, signed in the Standard
                 Webhooks scheme. Events: ${webhookEvents.join(', ')}.
                 The URL must be https to a public address (plain http only to this
                 machine, with WEBHOOK_LOCAL_RECEIVER=on). Prints the signing secret:
                 it is shown only this once.
  list           List the endpoints (id, enabled, events, URL)
  remove --id ID Remove an endpoint; what was queued for it is dropped
  rotate --id ID Replace the endpoint's signing secret and print the new one (shown
                 only this once). For ${WEBHOOK_SECRET_OVERLAP_HOURS} hours every delivery is signed with
                 the old secret too, so the receiver can be updated meanwhile.

See docs/integrations.md for the payloads and receiving them in a CRM.
`;

async function run({ values, sub, config, io, open }: CommandContext): Promise<number> {
  const { db } = await open();
  const audit = createAuditService(db, systemClock);
  // The CLI has no worker to nudge: a running server's worker picks the queue up at its next poll.
  const webhooks = createWebhooksService({ db, audit, clock: systemClock, policy: { localReceiver: config.webhookLocalReceiver }, queued: () => {} });
  switch (sub) {
    case 'add': {
      // The same schema as the dashboard's form, so both refuse the same input with the same words.
      const parsed = webhookCreateSchema.safeParse({ url: values.url ?? '', events: (values.events ?? '').split(',').map((e) => e.trim()).filter(Boolean), description: values.description });
      if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
      const created = await webhooks.create(parsed.data, CLI_ACTOR, null);
      io.out(`Added webhook endpoint ${created.id}: ${created.url}\nEvents: ${created.events.join(', ')}\n`);
      io.out(`Signing secret (shown only now; keep it in the receiver's settings):\n${created.secret}\n`);
      return 0;
    }
    case 'list': {
      const list = await webhooks.list();
      if (list.length === 0) io.out('No webhook endpoints. Add one with: npm run cli -- webhook add --url U --events lead.created\n');
      for (const e of list) io.out(`${e.id}\t${e.enabled ? 'enabled' : 'disabled'}\t${e.events.join(',')}\t${e.url}${e.description ? `\t${e.description}` : ''}\n`);
      return 0;
    }
    case 'remove': {
      const id = endpointId('remove', values.id);
      await webhooks.remove(id, CLI_ACTOR, null);
      io.out(`Removed webhook endpoint ${id}.\n`);
      return 0;
    }
    case 'rotate': {
      const rotated = await webhooks.rotateSecret(endpointId('rotate', values.id), CLI_ACTOR, null);
      io.out(`New signing secret for webhook endpoint ${rotated.id} (shown only now; keep it in the receiver's settings):\n${rotated.secret}\n`);
      io.out(`Deliveries are signed with the old secret too until ${rotated.previousSecretUntil}.\n`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown webhook command '${sub}'. Use: webhook add | list | remove | rotate`);
  }
}

/** --id as an endpoint id, or the usage error that says how to find one. */
function endpointId(command: string, raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id < 1) throw new UsageError(`webhook ${command} needs --id ID (a whole number; see webhook list)`);
  return id;
}

export const webhookCommands: CommandGroup = { overview, commands: { webhook: { help, run } } };
