import { systemClock } from '../../clock';
import { CLI_ACTOR, createAuditService } from '../../modules/audit/audit.service';
import { createSiteRepository } from '../../modules/site/site.repository';
import { createSiteService } from '../../modules/site/site.service';
import { type CommandContext, type CommandGroup, UsageError } from '../command';

// The site's lock, payment flag and licence key (product §16, docs/decisions/008-site-wrapper.md).

const overview = `  site lock | site unlock                           Lock or unlock the site (licence overlay)
  site flag on | site flag off                      Show or hide the Payment Required overlay
  site status                                       Show lock, flag and whether a licence key is set
  licence set-key                                   Set the licence key that unlocks the site (key on stdin)
`;

const siteHelp = `Usage: npm run cli -- site <lock|unlock|flag on|flag off|status>

  lock       Cover every public page with the 'License Required' overlay
  unlock     Remove it
  flag on    Replace the site with the 'Payment Required' overlay (wins over the lock)
  flag off   Remove it
  status     Print the current state

Open pages see a change within one poll (5 s).
`;

const licenceHelp = `Usage: npm run cli -- licence set-key

Sets the key a visitor types into the 'License Required' overlay to unlock the
site. Type the key at the prompt (nothing is echoed) or pipe it as the first line
of standard input, so it stays out of the shell history and the process list
(--key K still works for old scripts). Only a hash of the key is stored.
`;

async function run({ command, values, sub, io, open }: CommandContext): Promise<number> {
  const { db } = await open();
  const site = createSiteService(createSiteRepository(db), systemClock);
  // Every change is recorded as the operator's (decision 027); never the key itself.
  const audit = createAuditService(db, systemClock);
  const recorded = (action: 'site.lock' | 'site.unlock' | 'site.flag' | 'licence.set-key', detail?: Record<string, unknown>) =>
    audit.record({ who: CLI_ACTOR, action, ip: null, ...(detail ? { detail } : {}) });
  if (command === 'licence') {
    if (sub !== 'set-key') throw new UsageError(`Unknown licence command '${sub}'. Use: licence set-key`);
    // The key is a secret: typed at the prompt or piped on standard input, like an admin's password
    // (decision 027). --key stays accepted, as product §16 names it, for scripts that already pass it.
    const key = values.key ?? (io.readPassword ? await io.readPassword('Licence key: ') : undefined);
    if (!key || key.trim().length < 8) throw new UsageError('licence set-key needs a key of at least 8 characters (typed at the prompt or on standard input)');
    await site.setLicenceKey(key.trim());
    await recorded('licence.set-key');
    io.out('Licence key set. Visitors can unlock a locked site with it.\n');
    return 0;
  }
  switch (sub) {
    case 'lock':
      await site.setLocked(true);
      await recorded('site.lock');
      io.out('Site locked: visitors see the License Required overlay within 5 s.\n');
      return 0;
    case 'unlock':
      await site.setLocked(false);
      await recorded('site.unlock');
      io.out('Site unlocked.\n');
      return 0;
    case 'flag on':
      await site.setFlag(true);
      await recorded('site.flag', { on: true });
      io.out('Payment flag on: visitors see the Payment Required overlay on their next page load.\n');
      return 0;
    case 'flag off':
      await site.setFlag(false);
      await recorded('site.flag', { on: false });
      io.out('Payment flag off.\n');
      return 0;
    case 'status': {
      const s = await site.state();
      io.out(`locked: ${s.locked ? 'yes' : 'no'}\nflag: ${s.flag ? 'on' : 'off'}\nlicence key: ${s.licenceKeySet ? 'set' : 'not set'}\n`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown site command '${sub}'. Use: site lock | unlock | flag on | flag off | status`);
  }
}

export const siteCommands: CommandGroup = {
  overview,
  commands: { site: { help: siteHelp, run }, licence: { help: licenceHelp, run } },
};
