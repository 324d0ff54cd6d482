// Operator CLI: `npm run cli -- <command>`. Commands arrive with the issues that need them
// (decisions.md "Operator CLI"); each has --help, clear errors and exit codes.

const usage = `Usage: npm run cli -- <command> [options]

Operator commands for the Tarang Cloud site. They read the same settings as the
server (DATA_DIR, DATABASE_URL), so run them with the server's environment.

Commands:
  (none yet: admin, site, licence and export commands arrive with the API)

Options:
  -h, --help   Show this help
`;

function main(argv: string[]): number {
  const [command] = argv;
  if (!command || command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(usage);
    return 0;
  }
  process.stderr.write(`Unknown command '${command}'. Run 'npm run cli -- --help' for the list.\n`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
