import { parseArgs } from 'node:util';
import { BRAND_NAME } from '@tarang/shared/brand';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../db/connect';
import { OpsError } from '../ops/sqlite-backup';
import { AppError } from '../plugins/errors';
import { type CliCommand, type CliIo, type CommandGroup, UsageError } from './command';
import { adminCommands } from './commands/admin';
import { auditCommands } from './commands/audit';
import { backupCommands } from './commands/backup';
import { exportCommands } from './commands/export';
import { intakeCommands } from './commands/intake';
import { personCommands } from './commands/person';
import { siteCommands } from './commands/site';
import { webhookCommands } from './commands/webhook';
import { terminalIo } from './terminal-text';

// product §16. Exit codes: 0 done, 1 the operation failed, 2 bad usage.

/** Every command module, in the order the overview lists them. */
const groups: CommandGroup[] = [adminCommands, siteCommands, exportCommands, auditCommands, webhookCommands, intakeCommands, backupCommands, personCommands];

/** The dispatch table: a command's name to its help and handler. */
const commands = new Map<string, CliCommand>(groups.flatMap((group) => Object.entries(group.commands)));

const mainHelp = `Usage: npm run cli -- <command> [options]

Operator commands for the ${BRAND_NAME} site. They use the server's settings
(DATA_DIR, DATABASE_URL), so run them with the server's environment.

Commands:
${groups.map((group) => group.overview).join('')}
Run 'npm run cli -- <command> --help' for one command's help.
`;

/** The options any command may take; each command reads the ones it needs and refuses what it must. */
function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      key: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      q: { type: 'string' },
      status: { type: 'string' },
      owner: { type: 'string' },
      source: { type: 'string' },
      campaign: { type: 'string' },
      force: { type: 'boolean' },
      yes: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      url: { type: 'string' },
      events: { type: 'string' },
      description: { type: 'string' },
      id: { type: 'string' },
    },
  });
}

export type CliValues = ReturnType<typeof parseOptions>['values'];

export async function runCli(argv: string[], streams: CliIo): Promise<number> {
  const io = terminalIo(streams);
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.out(mainHelp);
    return 0;
  }
  const entry = commands.get(command);
  if (!entry) {
    io.err(`Unknown command '${command}'. Run 'npm run cli -- --help' for the list.\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(entry.help);
    return 0;
  }

  let handle: DatabaseHandle | undefined;
  try {
    const { values, positionals } = parseOptions(rest);
    const config = loadConfig(io.env);
    const open = async () => {
      handle = connectDatabase(config);
      await migrateToLatest(handle.db, handle.dialect);
      return handle;
    };
    return await entry.run({ command, values, positionals, sub: positionals.join(' '), config, io, open });
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(err as Error).message}\nRun 'npm run cli -- ${command} --help' for usage.\n`);
      return 2;
    }
    if (err instanceof AppError || err instanceof OpsError) {
      io.err(`${err.message}\n`);
      return 1;
    }
    io.err(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}
