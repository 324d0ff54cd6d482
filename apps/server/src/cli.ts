import { runCli } from './cli/run-cli';

// Operator CLI: `npm run cli -- <command>` (decisions.md "Operator CLI").
runCli(process.argv.slice(2), {
  env: process.env,
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
}).then((code) => {
  process.exitCode = code;
});
