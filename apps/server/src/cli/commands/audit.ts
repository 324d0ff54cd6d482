import { systemClock } from '../../clock';
import { createAuditService } from '../../modules/audit/audit.service';
import { type CommandContext, type CommandGroup, isoOption, rowsText, UsageError, writeRecordedCsv } from '../command';

// The admin audit trail as CSV (product §16, docs/decisions/027-admin-security.md).

const overview = `  audit export [--out FILE] [--from ISO] [--to ISO] Write the admin audit trail as CSV
`;

const help = `Usage: npm run cli -- audit export [--out FILE] [--from ISO] [--to ISO]

Writes the audit trail (every admin action: who, when, from where, what) as CSV,
newest first, to FILE or to standard output. Columns: at, actor, action, outcome,
ip, detail (JSON). --from and --to are ISO-8601 instants (to is exclusive). The
export is itself recorded in the trail. Nothing can edit or delete the trail.
`;

async function run({ values, sub, io, open }: CommandContext): Promise<number> {
  if (sub !== 'export') throw new UsageError(`Unknown audit command '${sub}'. Use: audit export [--out FILE] [--from ISO] [--to ISO]`);
  if (values.q !== undefined) throw new UsageError('audit export takes --from, --to and --out');
  const filter = { from: isoOption('from', values.from), to: isoOption('to', values.to) };
  const audit = createAuditService((await open()).db, systemClock);
  const rows = await writeRecordedCsv(audit, 'audit.export', filter, (done) => audit.exportCsv(filter, done), values.out, io);
  if (values.out) io.err(`Wrote ${rowsText(rows)} of the audit trail to ${values.out}\n`);
  return 0;
}

export const auditCommands: CommandGroup = { overview, commands: { audit: { help, run } } };
