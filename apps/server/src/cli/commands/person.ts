import fs from 'node:fs';
import { personRequestSchema } from '@tarang/shared/privacy';
import { systemClock } from '../../clock';
import { CLI_ACTOR, createAuditService } from '../../modules/audit/audit.service';
import { createPrivacyService } from '../../modules/privacy/privacy.service';
import { openOwnerOnly } from '../../ops/owner-only';
import { type CommandContext, type CommandGroup, formatCounts, rowsText, UsageError } from '../command';

// A person's data on request, and retention (product §16, docs/decisions/031-privacy-retention-erasure.md).

const overview = `  person export --email E [--out FILE]              Write every row held about an address as JSON
  person erase --email E [--yes]                    Erase an address and put it on the suppression list
  person unsuppress --email E                       Let an erased address be mailed again (its owner asked)
  retention run [--dry-run]                         Delete what has passed its retention period now
`;

const personHelp = `Usage: npm run cli -- person <export|erase|unsuppress> --email E

  export --email E [--out FILE]   Write every row held about the address (account, contact
                                  questions, demo requests, subscription, mail to or about it,
                                  audit entries naming it) as JSON to FILE (readable by its
                                  owner only) or to standard output. Recorded in the audit trail.
  erase --email E [--yes]         Delete all of it, take the address out of the audit trail,
                                  remove its mail files, and keep only a keyed hash of it on
                                  the suppression list so it is never mailed again. Asks for
                                  confirmation on a terminal; elsewhere pass --yes.
  unsuppress --email E            Take the address off the suppression list, when its owner
                                  asks to hear from us again. Recorded in the audit trail.
`;

const retentionHelp = `Usage: npm run cli -- retention run [--dry-run]

Deletes now what has passed its retention period (the server also does this daily):
leads and suspected spam after RETENTION_LEADS_MONTHS, delivered mail copies (rows and
.eml files) after RETENTION_MAIL_DAYS, unconfirmed subscriptions after
RETENTION_UNCONFIRMED_DAYS, audit entries after RETENTION_AUDIT_DAYS, expired sessions
and invitations. Prints the rows per table. --dry-run only counts. Recorded in the audit trail.
`;

async function run({ command, values, sub, config, io, open }: CommandContext): Promise<number> {
  const { db } = await open();
  const privacy = createPrivacyService({ db, audit: createAuditService(db, systemClock), clock: systemClock, dataDir: config.dataDir, retention: config.retention, salesEmail: config.salesEmail });
  if (command === 'retention') {
    if (sub !== 'run') throw new UsageError(`Unknown retention command '${sub}'. Use: retention run [--dry-run]`);
    const dryRun = values['dry-run'] === true;
    const result = await privacy.runRetention(CLI_ACTOR, { dryRun });
    const counts = Object.entries(result.counts).map(([table, rows]) => ({ table, rows }));
    io.out(`${formatCounts(counts)}  ${'.eml files'.padEnd(Math.max(0, ...counts.map((c) => c.table.length)))}  ${result.files}\n`);
    io.out(dryRun ? 'Dry run: nothing was deleted.\n' : 'Deleted what had passed its retention period.\n');
    return 0;
  }
  const email = values.email?.trim();
  if (!email) throw new UsageError(`person ${sub} needs --email`);
  if (!personRequestSchema.safeParse({ email }).success) throw new UsageError(`'${values.email}' is not an e-mail address`);
  switch (sub) {
    case 'export': {
      const json = `${JSON.stringify(await privacy.exportPerson(email, CLI_ACTOR, null), null, 2)}\n`;
      if (values.out) {
        const fd = openOwnerOnly(values.out);
        try {
          fs.writeSync(fd, json);
        } finally {
          fs.closeSync(fd);
        }
        io.err(`Wrote the data held about ${email} to ${values.out}\n`);
      } else io.out(json);
      return 0;
    }
    case 'erase': {
      if (values.yes !== true) {
        const answer = io.confirm ? await io.confirm(`Erase everything held about ${email}? This cannot be undone. [y/N] `) : undefined;
        if (answer === undefined) throw new UsageError('person erase asks for confirmation on a terminal; without one, pass --yes');
        if (!answer) {
          io.out('Nothing was erased.\n');
          return 1;
        }
      }
      const erased = await privacy.erasePerson(email, CLI_ACTOR, null);
      const counts = Object.entries(erased.deleted).map(([table, rows]) => ({ table, rows }));
      io.out(`${formatCounts(counts)}`);
      for (const [table, rows] of Object.entries(erased.anonymised)) io.out(`  ${table}: ${rowsText(rows)} anonymised\n`);
      io.out(`  .eml files: ${erased.files}\nErased ${email}; the address is on the suppression list and will not be mailed again.\n`);
      return 0;
    }
    case 'unsuppress': {
      const lifted = await privacy.unsuppress(email, CLI_ACTOR, null);
      io.out(lifted ? `${email} is off the suppression list: it may be mailed again when its owner asks.\n` : `${email} was not on the suppression list.\n`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown person command '${sub}'. Use: person export | erase | unsuppress`);
  }
}

export const personCommands: CommandGroup = {
  overview,
  commands: { person: { help: personHelp, run }, retention: { help: retentionHelp, run } },
};
