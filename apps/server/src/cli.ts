import { runCli } from './cli/run-cli';

// Operator CLI: `npm run cli -- <command>` (product §16).
runCli(process.argv.slice(2), {
  env: process.env,
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
}).then((code) => {
  process.exitCode = code;
});
