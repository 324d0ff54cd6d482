import { exportQuerySchema } from '@tarang/shared/admin';
import { systemClock } from '../../clock';
import { createListsRepository, type ListName } from '../../modules/admin/lists.repository';
import { createListsService, filterOf } from '../../modules/admin/lists.service';
import { createAuditService } from '../../modules/audit/audit.service';
import { type CommandContext, type CommandGroup, isoOption, UsageError, writeRecordedCsv } from '../command';

// A dashboard table as CSV (product §16, docs/decisions/032-lead-pipeline-and-attribution.md).

const overview = `  export <users|contacts|demos|subscribers>         Write a table as CSV
         [--out FILE] [--from ISO] [--to ISO] [--q TEXT]
`;

const help = `Usage: npm run cli -- export <users|contacts|demos|subscribers> [--out FILE] [--from ISO] [--to ISO] [--q TEXT]
         [--status STATUS] [--owner ADMIN_ID|unassigned] [--source UTM_SOURCE] [--campaign UTM_CAMPAIGN]

Writes the table as CSV (newest first) to FILE, or to standard output. --from and
--to are ISO-8601 instants (to is exclusive); --q searches like the dashboard.
--status and --owner filter contacts and demos; --source and --campaign any table.
`;

const exportNames: Record<string, ListName> = { users: 'users', contacts: 'contacts', demos: 'demos', subscribers: 'subscribers' };

async function run({ values, positionals, io, open }: CommandContext): Promise<number> {
  const name = exportNames[positionals[0] ?? ''];
  if (!name || positionals.length !== 1) throw new UsageError('export needs one of: users, contacts, demos, subscribers');
  // The dashboard's filters, checked by the same schema as its export (docs/decisions/032-lead-pipeline-and-attribution.md).
  const parsed = exportQuerySchema.safeParse({ from: isoOption('from', values.from), to: isoOption('to', values.to), q: values.q, status: values.status, owner: values.owner, source: values.source, campaign: values.campaign });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  const filter = filterOf(parsed.data);
  const { db } = await open();
  const lists = createListsService(createListsRepository(db));
  const audit = createAuditService(db, systemClock);
  const rows = await writeRecordedCsv(audit, 'export.csv', { table: name, ...filter }, (done) => lists.exportCsv(name, filter, done), values.out, io);
  if (values.out) io.err(`Wrote ${rows} ${name} to ${values.out}\n`);
  return 0;
}

export const exportCommands: CommandGroup = { overview, commands: { export: { help, run } } };
