import { intakeKeyNameSchema, intakeSource } from '@tarang/shared/intake';
import { systemClock } from '../../clock';
import { CLI_ACTOR, createAuditService } from '../../modules/audit/audit.service';
import { createIntakeRepository } from '../../modules/intake/intake.repository';
import { createIntakeService } from '../../modules/intake/intake.service';
import { type CommandContext, type CommandGroup, UsageError } from '../command';

// Lead intake keys (product §16, docs/decisions/041-lead-intake-keys.md).

const overview = `  intake create --name N                            Make a lead intake key (prints it once)
  intake list | intake revoke --id ID|--name N       List or revoke lead intake keys
`;

const help = `Usage: npm run cli -- intake <create|list|revoke> [options]

  create --name N   Make a key another system of the company sends leads with
                    (POST /api/intake/demo and /api/intake/contact, header
                    "Authorization: Bearer <key>"). Leads it sends have the
                    source "intake:N". Prints the key: it is shown only this once.
  list              List the keys (id, state, name, first characters, last used)
  revoke --id ID    Revoke a key; calls with it are refused at once
  revoke --name N   The same, naming the live key by its name

See /api/openapi.json for the calls, with examples.
`;

/** One key as a line of the list: tab-separated, a revoked key's state saying when. */
const keyLine = (k: { id: number; name: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }) =>
  `${k.id}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'live'}\t${k.name}\t${k.prefix}\tcreated ${k.createdAt}\t${k.lastUsedAt ? `last used ${k.lastUsedAt}` : 'never used'}\n`;

async function run({ values, sub, io, open }: CommandContext): Promise<number> {
  const { db } = await open();
  const intake = createIntakeService({ repo: createIntakeRepository(db), audit: createAuditService(db, systemClock), clock: systemClock });
  switch (sub) {
    case 'create': {
      // The dashboard form's rule, so both refuse the same names with the same words.
      const name = intakeKeyNameSchema.safeParse(values.name ?? '');
      if (!name.success) throw new UsageError(name.error.issues[0]!.message);
      const created = await intake.create({ name: name.data }, CLI_ACTOR, null);
      io.out(`Created lead intake key ${created.id}: ${created.name} (leads get the source "${intakeSource(created.name)}")\n`);
      io.out(`Key (shown only now; keep it in the sending system's settings):\n${created.key}\n`);
      return 0;
    }
    case 'list': {
      const list = await intake.list();
      if (list.length === 0) io.out('No lead intake keys. Make one with: npm run cli -- intake create --name N\n');
      for (const key of list) io.out(keyLine(key));
      return 0;
    }
    case 'revoke': {
      if ((values.id === undefined) === (values.name === undefined)) throw new UsageError('intake revoke needs --id ID or --name N (see intake list)');
      if (values.name !== undefined) {
        const revoked = await intake.revokeNamed(values.name.trim(), CLI_ACTOR, null);
        io.out(`Revoked lead intake key ${revoked.id}: ${revoked.name}.\n`);
        return 0;
      }
      const id = Number(values.id);
      if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('intake revoke --id needs a whole number (see intake list)');
      const revoked = await intake.revoke(id, CLI_ACTOR, null);
      io.out(`Revoked lead intake key ${revoked.id}: ${revoked.name}.\n`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown intake command '${sub}'. Use: intake create | list | revoke`);
  }
}

export const intakeCommands: CommandGroup = { overview, commands: { intake: { help, run } } };
